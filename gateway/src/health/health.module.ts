import { Module } from '@nestjs/common';
import { HealthModule, redisIndicator } from '@trio/service-kit/health';
import { REDIS } from '@trio/service-kit/redis';
import { type Redis } from 'ioredis';
import { ClientsModule } from '../clients/clients.module';
import { GatewayHealthController } from './health.controller';

/**
 * `GET /health` (the spec's pre-check: 200 while the gateway works, with the downstream services' state in the body)
 * and the kit's `/health/live` and `/health/ready` (ready = Redis, the gateway's only own dependency: a service being
 * down must not take the whole gateway out of rotation). The kit's probes are public by its own `@PublicInternal()`,
 * the one public-route marker the gateway's guard reads besides the route definitions.
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
