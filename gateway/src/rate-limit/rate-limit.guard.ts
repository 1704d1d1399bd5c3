import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectConfig } from '@trio/service-kit/config';
import { InjectLogger, type Logger } from '@trio/service-kit/logging';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type GatewayConfig } from '../config';
import { WindowCounter } from '@trio/service-kit/redis';
import { tooManyRequests } from './rate-limit.exception';

/** Named limits; a route picks one with `@RateLimit(name)`. */
export type RateLimitPolicy = 'auth' | 'session' | 'webhook' | 'suggest' | 'client-logs';

const RATE_LIMIT_POLICY = 'trio:gateway-rate-limit';

/** Limits the route per client address (429 RATE_LIMITED with `retry-after` above the policy's limit). */
export const RateLimit = (policy: RateLimitPolicy): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(RATE_LIMIT_POLICY, policy), UseGuards(RateLimitGuard));

/**
 * Counts requests per route and client address in Redis. If Redis is unreachable the request passes (and an error
 * is logged): the limit protects the services, it must not take sign-in down with it.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly policies: Record<RateLimitPolicy, { limit: number; windowMs: number }>;

  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(WindowCounter) private readonly counter: WindowCounter,
    @InjectConfig() config: GatewayConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {
    this.policies = {
      auth: { limit: config.AUTH_RATE_LIMIT, windowMs: config.AUTH_RATE_WINDOW_MS },
      session: { limit: config.SESSION_RATE_LIMIT, windowMs: config.SESSION_RATE_WINDOW_MS },
      webhook: { limit: config.WEBHOOK_RATE_LIMIT, windowMs: config.WEBHOOK_RATE_WINDOW_MS },
      suggest: { limit: config.SUGGEST_RATE_LIMIT, windowMs: config.SUGGEST_RATE_WINDOW_MS },
      'client-logs': { limit: config.CLIENT_LOG_RATE_LIMIT, windowMs: config.CLIENT_LOG_RATE_WINDOW_MS },
    };
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.getAllAndOverride<RateLimitPolicy | undefined>(RATE_LIMIT_POLICY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!name) return true;
    const policy = this.policies[name];
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    let window;
    try {
      window = await this.counter.hit(`rate:${name}:${route}:${request.ip}`, policy.windowMs);
    } catch (err) {
      this.logger.error({ err, route }, 'rate limit not checked: Redis failed');
      return true;
    }
    if (window.count <= policy.limit) return true;
    throw tooManyRequests(
      context.switchToHttp().getResponse<FastifyReply>(),
      'RATE_LIMITED',
      window.resetInMs,
      'Too many requests from this address; wait and try again.',
    );
  }
}
