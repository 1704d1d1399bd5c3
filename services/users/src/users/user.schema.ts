import { withOutbox, type OutboxFields } from '@trio/service-kit/events';
import type { Language, Role } from '@trio/contracts/common';
import { Schema } from 'mongoose';

export const USER_MODEL = 'User';

export type Gender = 'female' | 'male' | 'other';
export type SignInMethod = 'password' | 'google';

/** A person's record. Secrets (`passwordHash`) never leave the service: views are built in user-views.ts. */
export interface UserDocument extends OutboxFields {
  _id: string;
  /** The spec's `uid`: the public, stable id the SPA keeps in its session (28 characters). */
  uid: string;
  email: string;
  /** Lower-cased e-mail, unique: e-mail lookups are case-insensitive. */
  emailLower: string;
  firstName?: string;
  middleName?: string;
  lastName?: string;
  displayName: string;
  gender?: Gender;
  /** YYYY-MM-DD; shown only to its owner. */
  dateOfBirth?: string;
  /** Shown only to its owner. */
  phone?: string;
  address?: string;
  /** The language the product is shown in, once the person chose one. */
  language?: Language;
  /** argon2id; absent for a Google-only account. */
  passwordHash?: string;
  googleSub?: string;
  /**
   * The latest password-reset link: the SHA-256 of its token (the token itself is only in the e-mail), when it
   * expires and when it was used (once). A newer request replaces it.
   */
  passwordReset?: { tokenHash: string; expiresAt: Date; usedAt: Date | null };
  signInMethods: SignInMethod[];
  /** Derived: landlord when `properties` is non-empty, property_manager when a manager record has this e-mail. */
  role: Role;
  /** Ids of properties this user owns (learned from properties.property events). */
  properties: string[];
  favoritePropertyIds: string[];
  createdAt: Date;
  updatedAt: Date;
}

export const userSchema = new Schema<UserDocument>(
  {
    _id: { type: String, required: true },
    uid: { type: String, required: true, unique: true },
    email: { type: String, required: true },
    emailLower: { type: String, required: true, unique: true },
    firstName: String,
    middleName: String,
    lastName: String,
    displayName: { type: String, required: true },
    gender: String,
    dateOfBirth: String,
    phone: String,
    address: String,
    language: String,
    passwordHash: String,
    googleSub: { type: String, index: true },
    passwordReset: {
      type: new Schema(
        { tokenHash: String, expiresAt: Date, usedAt: { type: Date, default: null } },
        { _id: false, versionKey: false },
      ),
      default: undefined,
    },
    signInMethods: { type: [String], default: [] },
    role: { type: String, required: true, default: 'tenant' },
    properties: { type: [String], default: [] },
    favoritePropertyIds: { type: [String], default: [] },
  },
  { versionKey: false, timestamps: true, collection: 'users' },
);
userSchema.plugin(withOutbox);
