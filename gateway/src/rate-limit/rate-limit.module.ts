import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '@trio/service-kit/config';
import { type Redis } from 'ioredis';
import { type GatewayConfig } from '../config';
import { GATEWAY_REDIS, gatewayRedisProvider } from './gateway-redis';
import { LoginFailures } from './login-failures';
import { RateLimitGuard } from './rate-limit.guard';
import { RequestCounter } from './request-counter';

@Module({
  providers: [
    gatewayRedisProvider,
    {
      provide: RequestCounter,
      inject: [GATEWAY_REDIS, APP_CONFIG],
      useFactory: (redis: Redis, config: GatewayConfig) => new RequestCounter(redis, config.REDIS_KEY_PREFIX),
    },
    RateLimitGuard,
    LoginFailures,
  ],
  exports: [GATEWAY_REDIS, RequestCounter, RateLimitGuard, LoginFailures],
})
export class RateLimitModule implements OnApplicationShutdown {
  constructor(@Inject(GATEWAY_REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
