import { Module } from '@nestjs/common';
import { APP_CONFIG } from '@trio/service-kit/config';
import { REDIS } from '@trio/service-kit/redis';
import { type Redis } from 'ioredis';
import { type GatewayConfig } from '../config';
import { LoginFailures } from './login-failures';
import { RateLimitGuard } from './rate-limit.guard';
import { RequestCounter } from './request-counter';

@Module({
  providers: [
    {
      provide: RequestCounter,
      inject: [REDIS, APP_CONFIG],
      useFactory: (redis: Redis, config: GatewayConfig) => new RequestCounter(redis, config.REDIS_KEY_PREFIX),
    },
    RateLimitGuard,
    LoginFailures,
  ],
  exports: [RequestCounter, RateLimitGuard, LoginFailures],
})
export class RateLimitModule {}
