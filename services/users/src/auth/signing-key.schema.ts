import type { JWK } from 'jose';
import { Schema } from 'mongoose';

export const SIGNING_KEY_MODEL = 'SigningKey';

/** The ES256 key pair that signs access tokens; its public half is served as JWKS. */
export interface SigningKeyDocument {
  _id: string;
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
  createdAt: Date;
}

export const signingKeySchema = new Schema<SigningKeyDocument>(
  {
    _id: { type: String, required: true },
    kid: { type: String, required: true },
    privateJwk: { type: Schema.Types.Mixed, required: true },
    publicJwk: { type: Schema.Types.Mixed, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'signing_keys' },
);
