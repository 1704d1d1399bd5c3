import { Injectable } from '@nestjs/common';
import { InjectConfig } from '@trio/service-kit/config';
import { InjectRedis } from '@trio/service-kit/redis';
import type { Redis } from 'ioredis';
import type { UsersConfig } from '../config';
import { tooManyAttempts } from './auth.exception';

/** The count one sign-in attempt was entered in: its Redis key. */
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
  constructor(
    @InjectRedis() private readonly redis: Redis,
    @InjectConfig() private readonly config: UsersConfig,
  ) {}

  /** Enters one attempt, or throws 429 TOO_MANY_ATTEMPTS when its count is already full. */
  async enter(emailLower: string, deviceId: string | null): Promise<AttemptCount> {
    const key = this.key(emailLower, deviceId);
    const windowMs = this.config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000;
    const results = await this.redis.multi().incr(key).pexpire(key, windowMs, 'NX').pttl(key).exec();
    if (!results) throw new Error('the Redis transaction was aborted');
    for (const [err] of results) if (err) throw err;
    const [[, count], , [, ttlMs]] = results as [[null, number], unknown, [null, number]];
    if (count > this.config.LOGIN_MAX_FAILURES) throw tooManyAttempts(Math.max(1, Math.ceil(ttlMs / 1000)));
    return key;
  }

  /** The attempt signed in: its count starts again. */
  async succeeded(count: AttemptCount): Promise<void> {
    await this.redis.del(count);
  }

  /** Under the service's name (`users`), so stacks sharing one Redis (tests, benchmarks) never lock each other's accounts. */
  private key(emailLower: string, deviceId: string | null): string {
    const prefix = `${this.config.SERVICE_NAME}:login-failures`;
    return deviceId ? `${prefix}:device:${deviceId}` : `${prefix}:${emailLower}`;
  }
}
