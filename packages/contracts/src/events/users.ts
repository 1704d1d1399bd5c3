import { z } from 'zod';
import { isoDateTimeSchema, languageSchema, objectIdSchema, roleSchema } from '../common';
import { defineEvent, type EventOf } from '../envelope';

/*
 * Events published by the users service on `users.user` (aggregate id = userId) and `users.property-manager`
 * (aggregate id = managerId). They carry what consumers show or mail: never password hashes, date of birth or phone
 * numbers of users, and no token but the password-reset link's (see userPasswordResetRequested) (those stay in the users service and are shown only to their owner).
 */

// ---------------------------------------------------------------------------------------------------------------
// users.user
// ---------------------------------------------------------------------------------------------------------------

/** The public profile of a user as every consumer may hold it. Each user event carries the whole of it. */
export const userProfileSchema = z.object({
  userId: objectIdSchema,
  /** The spec's `uid`; paths such as `/trio/users/{uid}/favorites` use it, so projections map it to userId. */
  uid: z.string().min(1),
  email: z.email(),
  /** Absent when sign-up did not give one (a Google account without a given name, the legacy createUser call). */
  firstName: z.string().trim().min(1).optional(),
  lastName: z.string().trim().min(1).optional(),
  /** Always present: the name to greet someone by when firstName is absent. */
  displayName: z.string().trim().min(1),
  role: roleSchema,
  /** The language the person chose to read the product in (e-mails are written in it); absent until they chose. */
  language: languageSchema.optional(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** A person signed up (password or Google) or was created by the legacy createUser call. Welcome mail. */
export const userRegistered = defineEvent(
  'users.user.registered.v1',
  userProfileSchema.extend({
    registeredAt: isoDateTimeSchema,
  }),
);
export type UserRegistered = EventOf<typeof userRegistered>;

export const userProfileFields = userProfileSchema.keyof();
export type UserProfileField = z.infer<typeof userProfileFields>;

/**
 * The profile changed: a name or e-mail edit, a new uid, or a derived role change (the user listed a first property,
 * a manager record appeared). Carries the whole profile after the change, so a projection replaces what it holds;
 * `changedFields` says what moved, for consumers that react to one thing (e.g. a role change).
 */
export const userUpdated = defineEvent(
  'users.user.updated.v1',
  userProfileSchema.extend({
    changedFields: z.array(userProfileFields.exclude(['userId'])).min(1),
    updatedAt: isoDateTimeSchema,
  }),
);
export type UserUpdated = EventOf<typeof userUpdated>;

/**
 * Someone asked for a password-reset link for this account: notifications e-mails the link
 * (`<APP_URL>/reset-password?token=<token>`).
 *
 * It carries the token itself, the one secret a users event holds, and that is acceptable: the mailer must have it
 * to write the link, and services never call each other, so an event is the only way it reaches the mailer. The
 * users service stores only the token's SHA-256; the token works once, for 30 minutes, and a newer request or a
 * reset makes it worthless, so the copies Kafka and the mail queue keep are dead soon after the mail goes. The topic
 * is internal (no client reads Kafka), the kit logs events by id and type, never their data, and no projection keeps
 * this event. Never log `token`.
 */
export const userPasswordResetRequested = defineEvent(
  'users.user.password-reset-requested.v1',
  userProfileSchema.pick({ userId: true, email: true, firstName: true, displayName: true }).extend({
    /** The secret of the link (base64url); the users service holds only its hash. */
    token: z.string().min(20),
    expiresAt: isoDateTimeSchema,
    requestedAt: isoDateTimeSchema,
  }),
);
export type UserPasswordResetRequested = EventOf<typeof userPasswordResetRequested>;

// ---------------------------------------------------------------------------------------------------------------
// users.property-manager
// ---------------------------------------------------------------------------------------------------------------

/** A property manager record (found by e-mail; the spec's manager card shows name and company). */
export const propertyManagerSchema = z.object({
  managerId: objectIdSchema,
  email: z.email(),
  name: z.string().trim().min(1),
  /** The spec's `companyName`. */
  company: z.string().trim().min(1),
  /** Business phone for the manager card's Call button; a manager's, not a private user's. */
  phone: z.string().trim().min(1).optional(),
});
export type PropertyManager = z.infer<typeof propertyManagerSchema>;

/** Operations (or the seed) created a manager record. Properties adds the manager to the assignment pool. */
export const propertyManagerRegistered = defineEvent(
  'users.property-manager.registered.v1',
  propertyManagerSchema.extend({
    registeredAt: isoDateTimeSchema,
  }),
);
export type PropertyManagerRegistered = EventOf<typeof propertyManagerRegistered>;

export const propertyManagerFields = propertyManagerSchema.keyof();

/**
 * Operations changed an existing manager record (`add-manager` for an e-mail that exists). Whole record after the
 * change, like `users.user.updated.v1`.
 */
export const propertyManagerUpdated = defineEvent(
  'users.property-manager.updated.v1',
  propertyManagerSchema.extend({
    changedFields: z.array(propertyManagerFields.exclude(['managerId'])).min(1),
    updatedAt: isoDateTimeSchema,
  }),
);
export type PropertyManagerUpdated = EventOf<typeof propertyManagerUpdated>;

export const usersEvents = [
  userRegistered,
  userUpdated,
  userPasswordResetRequested,
  propertyManagerRegistered,
  propertyManagerUpdated,
] as const;
