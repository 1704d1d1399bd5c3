import { Inject, Injectable } from '@nestjs/common';
import { InjectConfig } from '@trio/service-kit/config';
import { InjectLogger, type Logger } from '@trio/service-kit/logging';
import { type FastifyReply } from 'fastify';
import { type GatewayConfig } from '../config';
import { RequestCounter } from './request-counter';
import { tooManyRequests } from './too-many-requests';

/**
 * Failed logins per client address (the users service separately limits failures per account): once an address
 * has failed LOGIN_FAILURES_PER_ADDRESS times within LOGIN_FAILURE_WINDOW_MS, its further logins are refused with
 * 429 TOO_MANY_ATTEMPTS without reaching the users service. Redis failures let the login through (logged).
 */
@Injectable()
export class LoginFailures {
  private readonly limit: number;
  private readonly windowMs: number;

  constructor(
    @Inject(RequestCounter) private readonly counter: RequestCounter,
    @InjectConfig() config: GatewayConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {
    this.limit = config.LOGIN_FAILURES_PER_ADDRESS;
    this.windowMs = config.LOGIN_FAILURE_WINDOW_MS;
  }

  /** Throws 429 TOO_MANY_ATTEMPTS (with `retry-after` on the reply) when the address has failed too often. */
  async assertMayTry(address: string, reply: FastifyReply): Promise<void> {
    let window;
    try {
      window = await this.counter.peek(this.key(address));
    } catch (err) {
      this.logger.error({ err }, 'failed logins not checked: Redis failed');
      return;
    }
    if (window.count < this.limit) return;
    throw tooManyRequests(
      reply,
      'TOO_MANY_ATTEMPTS',
      window.resetInMs,
      'Too many failed sign-in attempts from this address; try again later.',
    );
  }

  async recordFailure(address: string): Promise<void> {
    try {
      await this.counter.hit(this.key(address), this.windowMs);
    } catch (err) {
      this.logger.error({ err }, 'failed login not counted: Redis failed');
    }
  }

  private key(address: string): string {
    return `login-failures:${address}`;
  }
}
