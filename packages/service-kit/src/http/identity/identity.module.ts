import { type DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { APP_CONFIG } from '../../config';
import { GatewayIdentityGuard, IDENTITY_SECRET } from './identity.guard';

export interface IdentityModuleOptions {
  /** Defaults to INTERNAL_IDENTITY_SECRET of the app's configuration. */
  secret?: string;
  /** Install the guard on every route (default true: closed by default). */
  global?: boolean;
}

@Module({})
export class IdentityModule {
  static forRoot(options: IdentityModuleOptions = {}): DynamicModule {
    const guards = options.global === false ? [] : [{ provide: APP_GUARD, useClass: GatewayIdentityGuard }];
    return {
      module: IdentityModule,
      global: true,
      providers: [
        {
          provide: IDENTITY_SECRET,
          inject: [{ token: APP_CONFIG, optional: true }],
          useFactory: (config?: { INTERNAL_IDENTITY_SECRET?: string }) => {
            const secret = options.secret ?? config?.INTERNAL_IDENTITY_SECRET;
            if (!secret || secret.length < 32) {
              throw new Error(
                'IdentityModule needs a secret of at least 32 characters: pass { secret } or INTERNAL_IDENTITY_SECRET',
              );
            }
            return secret;
          },
        },
        GatewayIdentityGuard,
        ...guards,
      ],
      exports: [IDENTITY_SECRET, GatewayIdentityGuard],
    };
  }
}
