import { Injectable } from '@nestjs/common';
import { InjectConfig } from '@trio/service-kit/config';
import { InjectRedis } from '@trio/service-kit/redis';
import type { Redis } from 'ioredis';
import type { UsersConfig } from '../config';
import { tooManyAttempts } from './auth.exception';

/**
 * Counts failed sign-ins per account (the gateway counts per client address). After LOGIN_MAX_FAILURES within
 * the window every attempt for that e-mail answers 429 until the window ends, right or wrong password, so the
 * answer reveals nothing about the password either. Unknown e-mails are counted the same way.
 */
@Injectable()
export class LoginAttemptsService {
  constructor(
    @InjectRedis() private readonly redis: Redis,
    @InjectConfig() private readonly config: UsersConfig,
  ) {}

  /** Under the service's name (`users`), so stacks sharing one Redis (tests, benchmarks) never lock each other's accounts. */
  private key(emailLower: string): string {
    return `${this.config.SERVICE_NAME}:login-failures:${emailLower}`;
  }

  /** Throws 429 TOO_MANY_ATTEMPTS while the account is locked. */
  async assertAllowed(emailLower: string): Promise<void> {
    const key = this.key(emailLower);
    const [failures, ttlMs] = await Promise.all([this.redis.get(key), this.redis.pttl(key)]);
    if (Number(failures ?? 0) >= this.config.LOGIN_MAX_FAILURES) {
      throw tooManyAttempts(Math.max(1, Math.ceil(ttlMs / 1000)));
    }
  }

  async recordFailure(emailLower: string): Promise<void> {
    const key = this.key(emailLower);
    const windowMs = this.config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000;
    await this.redis.multi().incr(key).pexpire(key, windowMs, 'NX').exec();
  }

  async reset(emailLower: string): Promise<void> {
    await this.redis.del(this.key(emailLower));
  }
}
