import { objectIdSchema } from '@trio/contracts/common';
import { ACCESS_TOKEN_AUDIENCE, DEVICE_TOKEN_AUDIENCE, TOKEN_ISSUER } from '@trio/contracts/http/users';
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import {
  type AuthException,
  bearerTokenMissing,
  signInUnavailable,
  tokenExpired,
  tokenInvalid,
  tokenNamesNoUser,
} from './auth.exception';

const ALGORITHMS = ['ES256'];

export interface AccessTokenClaims {
  userId: string;
  uid: string;
  email: string;
}

const claimsSchema = z.object({
  sub: objectIdSchema,
  uid: z.string().min(1),
  email: z.string().min(1),
});

/** Errors of the key set itself (fetch failed, timed out, not a JWKS): the users service is at fault, not the token. */
const KEY_SET_FAILURES = new Set(['ERR_JOSE_GENERIC', 'ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID']);

/**
 * Verifies the users service's access tokens itself (JWT, ES256, `iss` trio-users, `aud` trio), with the public keys
 * from the service's JWKS (fetched once, cached, fetched again for an unknown `kid`):
 * - expired → 401 TOKEN_EXPIRED (the client refreshes);
 * - anything else wrong with the token → 401 UNAUTHENTICATED;
 * - the key set cannot be fetched → 503 SERVICE_UNAVAILABLE (nobody can be verified, it is not the caller's fault).
 */
export class AccessTokenVerifier {
  private readonly keys: JWTVerifyGetKey;

  constructor(jwksUrl: URL) {
    this.keys = createRemoteJWKSet(jwksUrl, { timeoutDuration: 5_000 });
  }

  async verify(token: string): Promise<AccessTokenClaims> {
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(token, this.keys, {
        issuer: TOKEN_ISSUER,
        audience: ACCESS_TOKEN_AUDIENCE,
        algorithms: ALGORITHMS,
      }));
    } catch (err) {
      throw verificationProblem(err);
    }
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) throw tokenNamesNoUser();
    return { userId: claims.data.sub, uid: claims.data.uid, email: claims.data.email };
  }

  /** Whether `token` is a valid device token of the account of `email` (a browser that signed in to it before). */
  async isDeviceOf(token: string | undefined, email: string): Promise<boolean> {
    if (!token) return false;
    try {
      await jwtVerify(token, this.keys, {
        issuer: TOKEN_ISSUER,
        audience: DEVICE_TOKEN_AUDIENCE,
        subject: email.toLowerCase(),
        algorithms: ALGORITHMS,
      });
      return true;
    } catch {
      return false;
    }
  }
}

function verificationProblem(err: unknown): AuthException {
  if (err instanceof errors.JWTExpired) {
    return tokenExpired();
  }
  if (err instanceof errors.JOSEError && !KEY_SET_FAILURES.has(err.code)) {
    return tokenInvalid(err);
  }
  return signInUnavailable(err);
}

/** The token of an `Authorization: Bearer <token>` header, or 401 UNAUTHENTICATED. */
export function bearerToken(authorization: unknown): string {
  const match = typeof authorization === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(authorization) : null;
  if (!match?.[1]) {
    throw bearerTokenMissing();
  }
  return match[1];
}
