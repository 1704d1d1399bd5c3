import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { AuthModule } from '../auth/auth.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { FORWARDED_SERVICES } from './forwarded-routes';
import { forwardingController } from './forwarding-controller';
import { RouteForwarder } from './route-forwarder';

/** Every route the services answer for clients, forwarded from its definition (`forwarded-routes.ts`). */
@Module({
  imports: [ClientsModule, RateLimitModule, AuthModule],
  providers: [RouteForwarder],
  controllers: FORWARDED_SERVICES.map(forwardingController),
})
export class ForwardingModule {}
