import { Injectable } from '@nestjs/common';
import { InjectConfig } from '@trio/service-kit/config';
import { InjectRedis, WindowCounter } from '@trio/service-kit/redis';
import type { Redis } from 'ioredis';
import type { UsersConfig } from '../config';
import { tooManyAttempts } from './auth.exception';

/** The count one sign-in attempt was entered in: its key. */
export type AttemptCount = string;

/**
 * Counts sign-ins per account so that guessing cannot lock the owner out (OWASP's device cookies; the gateway
 * counts per client address):
 * - an attempt from a browser that signed in to the account before (a valid device token for it) is counted on
 *   that token alone, so failures from anywhere else never lock that browser out;
 * - every other attempt is counted on the account: after LOGIN_MAX_FAILURES within the window they answer 429 until
 *   the window ends, right or wrong password, so the answer reveals nothing about the password. Unknown e-mails are
 *   counted the same way.
 * An attempt takes its place in the count before the password is checked (one INCR answers the count with it), so
 * attempts made at once cannot pass the limit together; a success clears its count.
 */
@Injectable()
export class LoginAttemptsService {
  /** Under the service's name (`users`), so stacks sharing one Redis (tests, benchmarks) never lock each other's accounts. */
  private readonly counts: WindowCounter;

  constructor(
    @InjectRedis() redis: Redis,
    @InjectConfig() private readonly config: UsersConfig,
  ) {
    this.counts = new WindowCounter(redis, `${config.SERVICE_NAME}:login-failures`);
  }

  /** Enters one attempt, or throws 429 TOO_MANY_ATTEMPTS when its count is already full. */
  async enter(emailLower: string, deviceId: string | null): Promise<AttemptCount> {
    const key = deviceId ? `device:${deviceId}` : emailLower;
    const window = await this.counts.hit(key, this.config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000);
    if (window.count > this.config.LOGIN_MAX_FAILURES) {
      throw tooManyAttempts(Math.max(1, Math.ceil(window.resetInMs / 1000)));
    }
    return key;
  }

  /** The attempt signed in: its count starts again. */
  async succeeded(count: AttemptCount): Promise<void> {
    await this.counts.clear(count);
  }
}
