import { Module } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthController, HealthModule, redisIndicator } from '@trio/service-kit/health';
import { REDIS } from '@trio/service-kit/redis';
import { type Redis } from 'ioredis';
import { Public } from '../auth/access.decorators';
import { ClientsModule } from '../clients/clients.module';
import { GatewayHealthController } from './health.controller';

/*
 * The kit's `/health/live` and `/health/ready` are `@PublicInternal()` for the services' guard; the gateway's guard
 * has its own rule, so they are declared public here, with their OpenAPI summaries.
 */
Reflect.decorate([Public(), ApiTags('health')], HealthController);
for (const [method, summary] of [
  ['live', 'The process answers'],
  ['ready', "The gateway's own dependencies (Redis) answer, else 503 problem+json listing the failing checks"],
] as const) {
  const descriptor = Object.getOwnPropertyDescriptor(HealthController.prototype, method);
  Reflect.decorate([ApiOperation({ summary })], HealthController.prototype, method, descriptor);
}

/**
 * `GET /health` (the spec's pre-check: 200 while the gateway works, with the downstream services' state in the body)
 * and the kit's `/health/live` and `/health/ready` (ready = Redis, the gateway's only own dependency: a service being
 * down must not take the whole gateway out of rotation).
 */
@Module({
  imports: [
    ClientsModule,
    HealthModule.forRootAsync({
      inject: [REDIS],
      useFactory: (redis: Redis) => ({ indicators: [redisIndicator(redis)] }),
    }),
  ],
  controllers: [GatewayHealthController],
})
export class GatewayHealthModule {}
