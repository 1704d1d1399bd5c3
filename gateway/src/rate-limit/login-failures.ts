import { Inject, Injectable } from '@nestjs/common';
import { InjectConfig } from '@trio/service-kit/config';
import { InjectLogger, type Logger } from '@trio/service-kit/logging';
import { type FastifyReply } from 'fastify';
import { type GatewayConfig } from '../config';
import { WindowCounter } from '@trio/service-kit/redis';
import { tooManyRequests } from './rate-limit.exception';

/**
 * Sign-ins per client address (the users service counts per account and per known browser): each sign-in takes its
 * place in the address's count before it is forwarded, so sign-ins sent at once cannot pass the limit together, and
 * gives it back unless the password was wrong. Once an address holds LOGIN_FAILURES_PER_ADDRESS within
 * LOGIN_FAILURE_WINDOW_MS, its further sign-ins are refused with 429 TOO_MANY_ATTEMPTS without reaching the users
 * service — except those from a browser that signed in to that account before (a valid device token), so the people
 * behind one address (an office, a carrier's NAT) who have signed in here before are never locked out by someone
 * else's guessing. Redis failures let the sign-in through (logged).
 */
@Injectable()
export class LoginFailures {
  private readonly limit: number;
  private readonly windowMs: number;

  constructor(
    @Inject(WindowCounter) private readonly counter: WindowCounter,
    @InjectConfig() config: GatewayConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {
    this.limit = config.LOGIN_FAILURES_PER_ADDRESS;
    this.windowMs = config.LOGIN_FAILURE_WINDOW_MS;
  }

  /**
   * Enters one sign-in from `address`: throws 429 TOO_MANY_ATTEMPTS (with `retry-after` on the reply) when the
   * address's count is full. Answers whether it was counted (to settle after the answer).
   */
  async enter(address: string, reply: FastifyReply): Promise<boolean> {
    let window;
    try {
      window = await this.counter.hit(this.key(address), this.windowMs);
    } catch (err) {
      this.logger.error({ err }, 'sign-in not counted: Redis failed');
      return false;
    }
    if (window.count <= this.limit) return true;
    throw tooManyRequests(
      reply,
      'TOO_MANY_ATTEMPTS',
      window.resetInMs,
      'Too many failed sign-in attempts from this address; try again later.',
    );
  }

  /** After the users service answered: only a wrong password keeps its place in the count. */
  async settle(address: string, wrongPassword: boolean): Promise<void> {
    if (wrongPassword) return;
    try {
      await this.counter.release(this.key(address));
    } catch (err) {
      this.logger.error({ err }, 'sign-in not given back: Redis failed');
    }
  }

  private key(address: string): string {
    return `login-failures:${address}`;
  }
}
