import { Injectable } from '@nestjs/common';
import { InjectConfig } from '@trio/service-kit/config';
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { UsersConfig } from '../config';
import { AuthException } from './auth.exception';

/** What a verified Google ID token tells us about the person. */
export interface GoogleIdentity {
  sub: string;
  email: string;
  givenName?: string;
  familyName?: string;
  name?: string;
}

/**
 * Verifies Google ID tokens: RS256 signature against Google's published keys (GOOGLE_JWKS_URL, fetched and cached
 * by jose), issuer accounts.google.com, audience = our GOOGLE_CLIENT_ID, not expired, e-mail verified.
 */
@Injectable()
export class GoogleIdTokenVerifier {
  private readonly keys: ReturnType<typeof createRemoteJWKSet>;

  constructor(@InjectConfig() private readonly config: UsersConfig) {
    this.keys = createRemoteJWKSet(new URL(config.GOOGLE_JWKS_URL), { timeoutDuration: 5_000 });
  }

  get enabled(): boolean {
    return Boolean(this.config.GOOGLE_CLIENT_ID);
  }

  async verify(idToken: string): Promise<GoogleIdentity> {
    if (!this.config.GOOGLE_CLIENT_ID) {
      throw new AuthException('GOOGLE_SIGN_IN_DISABLED', 'Google sign-in is not available on this server.');
    }
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(idToken, this.keys, {
        issuer: this.config.GOOGLE_ISSUERS,
        audience: this.config.GOOGLE_CLIENT_ID,
        algorithms: ['RS256'],
      }));
    } catch (err) {
      throw this.refusal(err);
    }
    const email = typeof payload.email === 'string' ? payload.email : undefined;
    if (!email || payload.email_verified !== true || typeof payload.sub !== 'string') {
      throw new AuthException('GOOGLE_TOKEN_INVALID', 'The Google account has no verified e-mail address.');
    }
    const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
    return {
      sub: payload.sub,
      email,
      givenName: text(payload.given_name),
      familyName: text(payload.family_name),
      name: text(payload.name),
    };
  }

  private refusal(err: unknown): AuthException {
    if (err instanceof errors.JWKSTimeout || !(err instanceof errors.JOSEError)) {
      // Google's keys could not be fetched: not the user's fault.
      return new AuthException('SERVICE_UNAVAILABLE', 'Failed to sign in with Google. Please try again.', {
        cause: err,
      });
    }
    const detail =
      err instanceof errors.JWTExpired
        ? 'The Google sign-in has expired. Please try again.'
        : err instanceof errors.JWTClaimValidationFailed
          ? 'The Google sign-in was not meant for this app.'
          : 'The Google sign-in could not be verified.';
    return new AuthException('GOOGLE_TOKEN_INVALID', detail, { cause: err });
  }
}
