import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Language } from '@trio/contracts/common';
import {
  userPasswordResetRequested,
  userRegistered,
  userUpdated,
  type UserProfileField,
} from '@trio/contracts/events/users';
import { draft, OutboxWriter, retryOnConcurrentWrite } from '@trio/service-kit/events';
import { isDuplicateKeyError } from '@trio/service-kit/mongo';
import { Types, type Model } from 'mongoose';
import { ManagersService } from '../managers/managers.service';
import { deriveRole } from './derive-role';
import { USER_MODEL, type SignInMethod, type UserDocument } from './user.schema';
import { profileOf } from './user-views';
import { emailInUse } from './users.exception';

/** What creating a user takes: an e-mail, and whatever of the profile and credentials sign-up gave. */
export type NewUser = Pick<UserDocument, 'email'> &
  Partial<
    Pick<
      UserDocument,
      | 'firstName'
      | 'middleName'
      | 'lastName'
      | 'displayName'
      | 'gender'
      | 'dateOfBirth'
      | 'phone'
      | 'address'
      | 'language'
      | 'passwordHash'
      | 'googleSub'
    >
  >;

/** A profile edit as the route parsed it: '' removes the middle name, phone or address. */
export interface ProfileChanges {
  firstName?: string;
  middleName?: string;
  lastName?: string;
  phone?: string;
  address?: string;
  language?: Language;
}

/** A password-reset link to record: its token goes only into the event that mails it, its hash into the record. */
export interface PasswordResetLink {
  token: string;
  tokenHash: string;
  requestedAt: Date;
  expiresAt: Date;
}

const UID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 28-character uid, the shape identity providers give (the Renters Hub wants at least 10). */
function newUid(): string {
  return [...randomBytes(28)].map((byte) => UID_ALPHABET[byte % UID_ALPHABET.length]).join('');
}

/**
 * User records: creation (sign-up, Google), lookups, favourites, and the derived role, which changes when the user's
 * first property is listed or a manager record appears for the e-mail (the managers feature answers that). Each
 * change of the profile or role is one document write carrying its event (users.user.registered.v1 /
 * users.user.updated.v1).
 */
@Injectable()
export class UsersService {
  constructor(
    @InjectModel(USER_MODEL) private readonly users: Model<UserDocument>,
    @Inject(ManagersService) private readonly managers: ManagersService,
    @Inject(OutboxWriter) private readonly outbox: OutboxWriter,
  ) {}

  findById(userId: string) {
    return this.users.findById(userId).lean();
  }

  findByEmail(email: string) {
    return this.users.findOne({ emailLower: email.trim().toLowerCase() }).lean();
  }

  findByGoogleSub(sub: string) {
    return this.users.findOne({ googleSub: sub }).lean();
  }

  /** Creates a user; EMAIL_IN_USE when the e-mail has an account. The role counts an existing manager record. */
  async create(input: NewUser, method: SignInMethod): Promise<UserDocument> {
    const emailLower = input.email.trim().toLowerCase();
    const isManager = await this.managers.existsForEmail(emailLower);
    const now = new Date();
    const displayName =
      input.displayName?.trim() ||
      [input.firstName, input.middleName, input.lastName].filter(Boolean).join(' ') ||
      input.email.trim();
    const user: UserDocument = {
      _id: new Types.ObjectId().toHexString(),
      uid: newUid(),
      email: input.email.trim(),
      emailLower,
      ...(input.firstName ? { firstName: input.firstName } : {}),
      ...(input.middleName ? { middleName: input.middleName } : {}),
      ...(input.lastName ? { lastName: input.lastName } : {}),
      displayName,
      ...(input.gender ? { gender: input.gender } : {}),
      ...(input.dateOfBirth ? { dateOfBirth: input.dateOfBirth } : {}),
      ...(input.phone ? { phone: input.phone } : {}),
      ...(input.address ? { address: input.address } : {}),
      ...(input.language ? { language: input.language } : {}),
      ...(input.passwordHash ? { passwordHash: input.passwordHash } : {}),
      ...(input.googleSub ? { googleSub: input.googleSub } : {}),
      signInMethods: [method],
      role: deriveRole(0, isManager),
      properties: [],
      favoritePropertyIds: [],
      createdAt: now,
      updatedAt: now,
      version: 0,
      outbox: [],
      outboxPending: 0,
    };
    try {
      await this.outbox.create(this.users, user, [
        draft(userRegistered, { ...profileOf(user), registeredAt: now.toISOString() }),
      ]);
    } catch (err) {
      if (isDuplicateKeyError(err)) throw emailInUse();
      throw err;
    }
    return user;
  }

  /** Lets a Google account sign in to an existing e-mail account (the e-mail is verified by Google). */
  async linkGoogle(user: UserDocument, sub: string): Promise<UserDocument> {
    if (user.googleSub === sub && user.signInMethods.includes('google')) return user;
    const signInMethods: SignInMethod[] = user.signInMethods.includes('google')
      ? user.signInMethods
      : [...user.signInMethods, 'google'];
    await this.users.updateOne({ _id: user._id }, { $set: { googleSub: sub, signInMethods } });
    return { ...user, googleSub: sub, signInMethods };
  }

  /**
   * Edits the user's own name, phone, address and language. A change of name (and so of the display name)
   * publishes users.user.updated.v1 in the same write, so the other services' copies of the person follow; phone,
   * address and language are in no event (only their owner sees them). Null when the user does not exist.
   */
  async updateProfile(userId: string, changes: ProfileChanges): Promise<UserDocument | null> {
    return retryOnConcurrentWrite(
      async () => {
        const user = await this.users.findById(userId).lean();
        if (!user) return null;
        const next: UserDocument = { ...user };
        const $set: Record<string, unknown> = {};
        const $unset: Record<string, ''> = {};
        for (const field of ['firstName', 'middleName', 'lastName', 'phone', 'address'] as const) {
          const value = changes[field];
          if (value === undefined || value === (user[field] ?? '')) continue;
          if (value === '') {
            delete next[field];
            $unset[field] = '';
          } else {
            next[field] = value;
            $set[field] = value;
          }
        }
        if (changes.language !== undefined && changes.language !== user.language) {
          next.language = changes.language;
          $set.language = changes.language;
        }
        const nameChanged = ['firstName', 'middleName', 'lastName'].some((field) => field in $set || field in $unset);
        if (nameChanged) {
          next.displayName = [next.firstName, next.middleName, next.lastName].filter(Boolean).join(' ') || next.email;
          if (next.displayName !== user.displayName) $set.displayName = next.displayName;
        }
        if (Object.keys($set).length === 0 && Object.keys($unset).length === 0) return user;
        const updatedAt = new Date();
        next.updatedAt = updatedAt;
        $set.updatedAt = updatedAt;
        const changedFields = (['firstName', 'lastName', 'displayName', 'language'] as const satisfies UserProfileField[]).filter(
          (field) => next[field] !== user[field],
        );
        const drafts =
          changedFields.length > 0
            ? [draft(userUpdated, { ...profileOf(next), changedFields, updatedAt: updatedAt.toISOString() })]
            : [];
        const version = await this.outbox.update(
          this.users,
          userId,
          user.version,
          { $set, ...(Object.keys($unset).length > 0 ? { $unset } : {}) },
          drafts,
        );
        return { ...next, version };
      },
      { attempts: 6 },
    );
  }

  /**
   * Records a password-reset link for the user (replacing any earlier one) and, in the same write, the event that
   * has notifications mail it. The token stays in the record's outbox only until the relay publishes the event.
   */
  async recordPasswordReset(userId: string, link: PasswordResetLink): Promise<void> {
    await retryOnConcurrentWrite(
      async () => {
        const user = await this.users.findById(userId).lean();
        if (!user) return;
        await this.outbox.update(
          this.users,
          userId,
          user.version,
          { $set: { passwordReset: { tokenHash: link.tokenHash, expiresAt: link.expiresAt, usedAt: null } } },
          [
            draft(userPasswordResetRequested, {
              userId,
              email: user.email,
              ...(user.firstName ? { firstName: user.firstName } : {}),
              displayName: user.displayName,
              token: link.token,
              expiresAt: link.expiresAt.toISOString(),
              requestedAt: link.requestedAt.toISOString(),
            }),
          ],
        );
      },
      { attempts: 6 },
    );
  }

  /**
   * Uses the user's reset link once: when its hash is `tokenHash`, it is unused and unexpired at `now`, marks it used
   * and sets the password in one write (so of two resets with one link only one wins); the account can then sign in
   * with a password (a Google-only account gets one). False when the link was not claimed.
   */
  async claimPasswordReset(userId: string, tokenHash: string, now: Date, passwordHash: string): Promise<boolean> {
    const claimed = await this.users.updateOne(
      {
        _id: userId,
        'passwordReset.tokenHash': tokenHash,
        'passwordReset.usedAt': null,
        'passwordReset.expiresAt': { $gt: now },
      },
      { $set: { 'passwordReset.usedAt': now, passwordHash }, $addToSet: { signInMethods: 'password' } },
    );
    return claimed.matchedCount === 1;
  }

  /** Sets a new password hash (a signed-in user's change; the caller checked the current one). */
  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.users.updateOne({ _id: userId }, { $set: { passwordHash } });
  }

  /** The user's favourite property ids, oldest first. */
  async favoriteIds(userId: string): Promise<string[]> {
    const user = await this.users.findById(userId, { favoritePropertyIds: 1 }).lean();
    return user?.favoritePropertyIds ?? [];
  }

  /** Adds a favourite (a set: adding it again changes nothing). */
  async addFavorite(userId: string, propertyId: string): Promise<void> {
    await this.users.updateOne({ _id: userId }, { $addToSet: { favoritePropertyIds: propertyId } });
  }

  async removeFavorite(userId: string, propertyId: string): Promise<void> {
    await this.users.updateOne({ _id: userId }, { $pull: { favoritePropertyIds: propertyId } });
  }

  /** The landlord of a newly listed property owns it: remember it and re-derive the role. */
  async addOwnedProperty(userId: string, propertyId: string): Promise<void> {
    await this.users.updateOne({ _id: userId }, { $addToSet: { properties: propertyId } });
    await this.refreshRole(userId);
  }

  /** A manager record appeared or changed for this e-mail: re-derive the role of its user, if there is one. */
  async refreshRoleForEmail(email: string): Promise<void> {
    const user = await this.findByEmail(email);
    if (user) await this.refreshRole(user._id);
  }

  /**
   * Re-derives the role from what the user owns and the manager records; when it changed, stores it and publishes
   * users.user.updated.v1 in the same write. Retries when a concurrent write got in first.
   */
  async refreshRole(userId: string): Promise<void> {
    await retryOnConcurrentWrite(
      async () => {
        const user = await this.users.findById(userId).lean();
        if (!user) return;
        const isManager = await this.managers.existsForEmail(user.emailLower);
        const role = deriveRole(user.properties.length, isManager);
        if (role === user.role) return;
        const updatedAt = new Date();
        await this.outbox.update(this.users, userId, user.version, { $set: { role, updatedAt } }, [
          draft(userUpdated, {
            ...profileOf({ ...user, role }),
            changedFields: ['role'],
            updatedAt: updatedAt.toISOString(),
          }),
        ]);
      },
      { attempts: 6 },
    );
  }
}
