import { Module } from '@nestjs/common';
import { APP_CONFIG } from '@trio/service-kit/config';
import { REDIS } from '@trio/service-kit/redis';
import { type Redis } from 'ioredis';
import { type GatewayConfig } from '../config';
import { LoginFailures } from './login-failures';
import { RateLimitGuard } from './rate-limit.guard';
import { WindowCounter } from '@trio/service-kit/redis';

@Module({
  providers: [
    {
      provide: WindowCounter,
      inject: [REDIS, APP_CONFIG],
      useFactory: (redis: Redis, config: GatewayConfig) => new WindowCounter(redis, config.REDIS_KEY_PREFIX),
    },
    RateLimitGuard,
    LoginFailures,
  ],
  exports: [WindowCounter, RateLimitGuard, LoginFailures],
})
export class RateLimitModule {}
