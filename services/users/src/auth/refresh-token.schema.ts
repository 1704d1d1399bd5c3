import { Schema } from 'mongoose';

export const REFRESH_TOKEN_MODEL = 'RefreshToken';

/**
 * One refresh token, stored by the SHA-256 of its value (the value itself only ever lives in the cookie).
 * Tokens issued from one sign-in form a family: each refresh uses the current token once and issues the next;
 * a used or revoked token presented again means it leaked, and the whole family is revoked — unless its successor
 * was never used (or not issued yet) and it comes back within the grace window of the last answer to it, its use or
 * its latest successor (the answer carrying the successor never reached the browser: a reload, or a timeout, while
 * the refresh was in flight; or two tabs refreshed at once).
 */
export interface RefreshTokenDocument {
  _id: string;
  familyId: string;
  userId: string;
  expiresAt: Date;
  usedAt: Date | null;
  /** The hash of the token issued when this one was used. */
  replacedBy: string | null;
  revokedAt: Date | null;
  createdAt: Date;
}

export const refreshTokenSchema = new Schema<RefreshTokenDocument>(
  {
    _id: { type: String, required: true },
    familyId: { type: String, required: true, index: true },
    userId: { type: String, required: true, index: true },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date, default: null },
    replacedBy: { type: String, default: null },
    revokedAt: { type: Date, default: null },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'refresh_tokens' },
);
