import { exportJWK, generateKeyPair, type JWK, type KeyLike, SignJWT } from 'jose';

export interface TokenSubject {
  userId: string;
  uid: string;
  email: string;
}

export interface SignOptions {
  /** Seconds from now; negative for an already expired token. Default 900. */
  expiresInSeconds?: number;
  issuer?: string;
  audience?: string;
  /** Sign with a key that is not in the JWKS (but claims its kid): a bad signature. */
  foreignKey?: boolean;
}

export interface TestTokenIssuer {
  /** The public key set, as the users service serves it. */
  jwks: { keys: JWK[] };
  sign(subject: TokenSubject, options?: SignOptions): Promise<string>;
}

/** Issues access tokens the way the users service does (ES256, iss trio-users, aud trio, sub = user id). */
export async function createTestTokenIssuer(kid = 'test-key-1'): Promise<TestTokenIssuer> {
  const own = await generateKeyPair('ES256', { extractable: true });
  const foreign = await generateKeyPair('ES256');
  const publicJwk = await exportJWK(own.publicKey);
  return {
    jwks: { keys: [{ ...publicJwk, kid, alg: 'ES256', use: 'sig' }] },
    sign(subject, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      const key: KeyLike = options.foreignKey ? foreign.privateKey : own.privateKey;
      return new SignJWT({ uid: subject.uid, email: subject.email })
        .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
        .setSubject(subject.userId)
        .setIssuer(options.issuer ?? 'trio-users')
        .setAudience(options.audience ?? 'trio')
        .setIssuedAt(now - 60)
        .setExpirationTime(now + (options.expiresInSeconds ?? 900))
        .sign(key);
    },
  };
}
