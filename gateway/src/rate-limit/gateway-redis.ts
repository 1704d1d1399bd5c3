import { type Provider } from '@nestjs/common';
import { APP_CONFIG } from '@trio/service-kit/config';
import { Redis } from 'ioredis';
import { type GatewayConfig } from '../config';

/** Injection token of the gateway's Redis connection (rate-limit and failed-login counters). */
export const GATEWAY_REDIS = Symbol('GATEWAY_REDIS');

export const gatewayRedisProvider: Provider = {
  provide: GATEWAY_REDIS,
  inject: [APP_CONFIG],
  // A command gives up quickly when Redis is away, so a request is not held up by it (see RequestCounter).
  useFactory: (config: GatewayConfig) =>
    new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, commandTimeout: 2_000 }),
};
