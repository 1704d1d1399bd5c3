import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** Header the gateway puts on every call to a service: the caller's identity, signed. */
export const IDENTITY_HEADER = 'x-trio-identity';

const VERSION = 'v1';
const MIN_SECRET_LENGTH = 32;
/** How far ahead of this host's clock the gateway's clock may be. */
const CLOCK_SKEW_SECONDS = 30;

/**
 * Who is calling, as the gateway established it. Services take identity ONLY from the signed
 * `x-trio-identity` header (see `GatewayIdentityGuard`); a `userId` or `role` in a request body is never trusted:
 * it is checked against this identity or ignored.
 */
export interface GatewayIdentity {
  userId: string;
  email: string;
  role: string;
  /** Further claims the gateway chose to add (e.g. `roles`, `name`); JSON values only. */
  [claim: string]: unknown;
}

/** Whether `id` (a user id or a uid, from a path or a body) names the caller. */
export function isCaller(id: string, me: GatewayIdentity): boolean {
  return id === me.userId || id === me.uid;
}

const claimsSchema = z
  .object({
    userId: z.string().min(1),
    email: z.string().min(1),
    role: z.string().min(1),
    iat: z.number().int(),
    exp: z.number().int(),
  })
  .loose();

export type IdentityErrorReason = 'missing' | 'malformed' | 'bad-signature' | 'expired' | 'not-yet-valid';

export class IdentityError extends Error {
  override readonly name = 'IdentityError';
  constructor(readonly reason: IdentityErrorReason) {
    super(`identity token rejected: ${reason}`);
  }
}

function assertSecret(secret: string): void {
  if (typeof secret !== 'string' || secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`the internal identity secret must be at least ${MIN_SECRET_LENGTH} characters`);
  }
}

function signature(secret: string, signedPart: string): string {
  return createHmac('sha256', secret).update(signedPart).digest('base64url');
}

/**
 * A compact token `v1.<base64url(JSON claims)>.<base64url(HMAC-SHA256)>` for the `x-trio-identity` header, valid
 * for `ttlSeconds`. Signed by the gateway per forwarded request, so a short lifetime costs nothing.
 */
export function signIdentity(identity: GatewayIdentity, secret: string, ttlSeconds = 60, now = Date.now()): string {
  assertSecret(secret);
  if (!Number.isInteger(ttlSeconds) || ttlSeconds <= 0) throw new Error('ttlSeconds must be a positive integer');
  const iat = Math.floor(now / 1000);
  const claims = { ...identity, iat, exp: iat + ttlSeconds };
  const body = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  const signedPart = `${VERSION}.${body}`;
  return `${signedPart}.${signature(secret, signedPart)}`;
}

/** The identity a token carries; throws {@link IdentityError} when it is missing, malformed, tampered or expired. */
export function verifyIdentity(token: unknown, secret: string, now = Date.now()): GatewayIdentity {
  assertSecret(secret);
  if (typeof token !== 'string' || token.length === 0) throw new IdentityError('missing');
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== VERSION || !parts[1] || !parts[2]) throw new IdentityError('malformed');
  const [version, body, sig] = parts as [string, string, string];

  // Compared as text, so that no other spelling of the same bytes passes.
  const expected = Buffer.from(signature(secret, `${version}.${body}`), 'utf8');
  const given = Buffer.from(sig, 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new IdentityError('bad-signature');
  }

  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    throw new IdentityError('malformed');
  }
  const claims = claimsSchema.safeParse(parsed);
  if (!claims.success) throw new IdentityError('malformed');

  const nowSeconds = Math.floor(now / 1000);
  if (claims.data.exp <= nowSeconds) throw new IdentityError('expired');
  if (claims.data.iat > nowSeconds + CLOCK_SKEW_SECONDS) throw new IdentityError('not-yet-valid');

  const { iat: _iat, exp: _exp, ...identity } = claims.data;
  return identity;
}
