import { Module } from '@nestjs/common';
import { APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { APP_CONFIG } from '@trio/service-kit/config';
import { ClientsModule } from '../clients/clients.module';
import { UsersClient } from '../clients/users.client';
import { type GatewayConfig } from '../config';
import { AccessGuard } from './access.guard';
import { AccessTokenVerifier } from './access-token.verifier';
import { CallerIdentities } from './caller-identities';
import { RouteAccessAudit } from './route-access.audit';

/** Authentication and coarse roles for every route: the global `AccessGuard`, closed by default. */
@Module({
  imports: [ClientsModule, DiscoveryModule],
  providers: [
    {
      provide: AccessTokenVerifier,
      inject: [UsersClient],
      useFactory: (users: UsersClient) => new AccessTokenVerifier(users.jwksUrl),
    },
    {
      provide: CallerIdentities,
      inject: [UsersClient, APP_CONFIG],
      useFactory: (users: UsersClient, config: GatewayConfig) => new CallerIdentities(users, config.ROLE_CACHE_MS),
    },
    { provide: APP_GUARD, useClass: AccessGuard },
    RouteAccessAudit,
  ],
  exports: [RouteAccessAudit, AccessTokenVerifier],
})
export class AuthModule {}
