import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { InjectConfig } from '@trio/service-kit/config';
import { isDuplicateKeyError } from '@trio/service-kit/mongo';
import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_AUDIENCE, DEVICE_TOKEN_AUDIENCE, TOKEN_ISSUER } from '@trio/contracts/http/users';
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type JWK,
  type KeyLike,
} from 'jose';
import type { Model } from 'mongoose';
import type { UsersConfig } from '../config';
import { SIGNING_KEY_MODEL, type SigningKeyDocument } from './signing-key.schema';

/** How long a browser stays known to an account after a sign-in with the password (its device token). */
const DEVICE_TOKEN_DAYS = 180;
const ALGORITHM = 'ES256';
/** The one active key's document id: every replica loads the same key; the first to start creates it. */
const ACTIVE_KEY_ID = 'access-token-es256';

export interface AccessTokenSubject {
  userId: string;
  uid: string;
  email: string;
}

/**
 * Issues the short-lived access tokens the gateway verifies on every request (JWT, ES256) and publishes the
 * public key as a JWKS. The key pair lives in this service's database.
 */
@Injectable()
export class AccessTokensService implements OnModuleInit {
  private privateKey?: KeyLike | Uint8Array;
  private publicKey?: KeyLike | Uint8Array;
  private kid = '';
  private publicJwk?: JWK;

  constructor(
    @InjectModel(SIGNING_KEY_MODEL) private readonly keys: Model<SigningKeyDocument>,
    @InjectConfig() private readonly config: UsersConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    const stored = (await this.keys.findById(ACTIVE_KEY_ID).lean()) ?? (await this.createKey());
    this.privateKey = await importJWK(stored.privateJwk, ALGORITHM);
    this.publicKey = await importJWK(stored.publicJwk, ALGORITHM);
    this.kid = stored.kid;
    this.publicJwk = stored.publicJwk;
  }

  get ttlSeconds(): number {
    return this.config.ACCESS_TOKEN_TTL_SECONDS;
  }

  async issue(subject: AccessTokenSubject): Promise<string> {
    if (!this.privateKey) throw new Error('the signing key is not loaded yet');
    return new SignJWT({ uid: subject.uid, email: subject.email })
      .setProtectedHeader({ alg: ALGORITHM, kid: this.kid, typ: 'JWT' })
      .setSubject(subject.userId)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.config.ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(this.privateKey);
  }

  /** A device token: this browser signed in to the account of `emailLower` (its own id, for its own count). */
  async issueDeviceToken(emailLower: string): Promise<{ token: string; maxAgeSeconds: number }> {
    if (!this.privateKey) throw new Error('the signing key is not loaded yet');
    const maxAgeSeconds = DEVICE_TOKEN_DAYS * 24 * 3600;
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: ALGORITHM, kid: this.kid, typ: 'JWT' })
      .setSubject(emailLower)
      .setJti(randomUUID())
      .setIssuer(TOKEN_ISSUER)
      .setAudience(DEVICE_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${maxAgeSeconds}s`)
      .sign(this.privateKey);
    return { token, maxAgeSeconds };
  }

  /** The id of a valid device token of the account of `emailLower`, else null (expired, forged, another account). */
  async deviceIdOf(token: string | undefined, emailLower: string): Promise<string | null> {
    if (!token || !this.publicKey) return null;
    try {
      const { payload } = await jwtVerify(token, this.publicKey, {
        issuer: TOKEN_ISSUER,
        audience: DEVICE_TOKEN_AUDIENCE,
        subject: emailLower,
        algorithms: [ALGORITHM],
      });
      return typeof payload.jti === 'string' ? payload.jti : null;
    } catch {
      return null;
    }
  }

  jwks(): { keys: JWK[] } {
    if (!this.publicJwk) throw new Error('the signing key is not loaded yet');
    return { keys: [{ ...this.publicJwk, kid: this.kid, alg: ALGORITHM, use: 'sig' }] };
  }

  private async createKey(): Promise<SigningKeyDocument> {
    const pair = await generateKeyPair(ALGORITHM, { extractable: true });
    const publicJwk = await exportJWK(pair.publicKey);
    const privateJwk = await exportJWK(pair.privateKey);
    const candidate: SigningKeyDocument = {
      _id: ACTIVE_KEY_ID,
      kid: await calculateJwkThumbprint(publicJwk),
      privateJwk,
      publicJwk,
      createdAt: new Date(),
    };
    try {
      await this.keys.create(candidate);
      return candidate;
    } catch (err) {
      // Another replica created it first: use that one.
      if (!isDuplicateKeyError(err)) throw err;
      const existing = await this.keys.findById(ACTIVE_KEY_ID).lean();
      if (!existing) throw err;
      return existing;
    }
  }
}
