import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RedisModule } from '@trio/service-kit/redis';
import { defineFeature } from '@trio/service-kit/service';
import { UsersModule } from '../users/users.module';
import { AccessTokensService } from './access-tokens.service';
import { AuthController, JwksController } from './auth.controller';
import { AuthService } from './auth.service';
import { GoogleIdTokenVerifier } from './google-id-token.verifier';
import { LoginAttemptsService } from './login-attempts.service';
import { PasswordsService } from './passwords.service';
import { REFRESH_TOKEN_MODEL, refreshTokenSchema } from './refresh-token.schema';
import { RefreshTokensService } from './refresh-tokens.service';
import { SIGNING_KEY_MODEL, signingKeySchema } from './signing-key.schema';

/**
 * Sign-up, sign-in and sessions: signing keys and refresh tokens (their models), sign-in attempt counters (in the
 * app's Redis, the kit's global RedisModule), Google ID tokens. Only the app imports it (the ops commands sign nobody
 * in).
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: REFRESH_TOKEN_MODEL, schema: refreshTokenSchema },
      { name: SIGNING_KEY_MODEL, schema: signingKeySchema },
    ]),
    UsersModule,
  ],
  providers: [
    AccessTokensService,
    RefreshTokensService,
    LoginAttemptsService,
    GoogleIdTokenVerifier,
    AuthService,
    PasswordsService,
  ],
  exports: [AccessTokensService, AuthService, PasswordsService],
})
export class AuthModule {}

/** Sign-up, sign-in and sessions, and the signing keys' JWKS: only the running service has them. */
export const authFeature = defineFeature({
  controllers: [AuthController, JwksController],
  app: { imports: [RedisModule.forRoot(), AuthModule] }, // Redis: sign-in attempt counters
});
