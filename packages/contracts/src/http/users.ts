import { z } from 'zod';
import { languageSchema, objectIdSchema, propertyStatusSchema, roleSchema } from '../common';
import { defineRoute, INTERNAL, PUBLIC, SIGNED_IN } from './route';

/*
 * The users service's HTTP API (spec 000 §7): sign-up, sign-in and the session under /trio/auth, the caller's own
 * record, favourites and property-manager record under /trio/users, and the two routes only the gateway calls.
 */

// ---------------------------------------------------------------------------------------------------------------
// Request shapes
// ---------------------------------------------------------------------------------------------------------------

const MIN_AGE_YEARS = 18;

export const DATE_OF_BIRTH_IN_FUTURE = 'Date of birth cannot be in the future.';

/** What is wrong with a date of birth that is a real YYYY-MM-DD date, on `today`; null when it is fine. */
export function dateOfBirthProblem(value: string, today: Date): string | null {
  const todayText = today.toISOString().slice(0, 10);
  if (value > todayText) return DATE_OF_BIRTH_IN_FUTURE;
  const adult = new Date(Date.UTC(today.getUTCFullYear() - MIN_AGE_YEARS, today.getUTCMonth(), today.getUTCDate()));
  if (new Date(`${value}T00:00:00Z`) > adult) return `You must be at least ${MIN_AGE_YEARS} years old.`;
  if (value < '1900-01-01') return 'Not a plausible date of birth.';
  return null;
}

/** YYYY-MM-DD, a real calendar date, at least 18 years ago (a lease needs an adult); one message per problem. */
const dateOfBirthSchema = z.string().superRefine((value, ctx) => {
  const date = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime()) || !date.toISOString().startsWith(value)) {
    ctx.addIssue({ code: 'custom', message: 'Enter a real date as YYYY-MM-DD.' });
    return;
  }
  const problem = dateOfBirthProblem(value, new Date());
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const personNameSchema = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(60, `${label} must be at most 60 characters.`);

/** An Indian mobile number: 10 digits starting 6–9, optionally written with +91 / 0 and spaces or hyphens. */
const mobileNumberSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(\+91|0)?[6-9]\d{9}$/, 'Enter a 10-digit Indian mobile number.'))
  .transform((value) => `+91${value.slice(-10)}`);

/** The same mobile number, or '' (no number): the message names the rule rather than the union. */
const mobileNumberOrEmptySchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^((\+91|0)?[6-9]\d{9})?$/, 'Enter a 10-digit Indian mobile number.'))
  .transform((value) => (value ? `+91${value.slice(-10)}` : ''));

const emailSchema = z
  .string({ error: 'E-mail is required.' })
  .trim()
  .max(254, 'E-mail must be at most 254 characters.')
  .pipe(z.email('Enter a valid e-mail address.'));

const passwordSchema = z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(4096);

export const genderSchema = z.enum(['female', 'male', 'other'], { error: 'Choose female, male or other.' });
export type Gender = z.infer<typeof genderSchema>;

/** Sign-up with e-mail and password. Length and strength of the password are judged by the policy (WEAK_PASSWORD). */
export const registerBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: personNameSchema('First name'),
  middleName: z
    .string()
    .trim()
    .max(60, 'Middle name must be at most 60 characters.')
    .optional()
    .transform((v) => v || undefined),
  lastName: personNameSchema('Last name'),
  gender: genderSchema,
  /** YYYY-MM-DD */
  dateOfBirth: dateOfBirthSchema,
  /** Stored as +91XXXXXXXXXX. */
  phone: z
    .union([z.literal(''), mobileNumberSchema])
    .optional()
    .transform((v) => v || undefined),
  /** The postal address as one line of text. */
  address: z
    .string()
    .trim()
    .max(300, 'Address must be at most 300 characters.')
    .optional()
    .transform((v) => v || undefined),
  /** The language the product was shown in while they signed up: their e-mails, the welcome first, come in it. */
  language: languageSchema.optional(),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

export const loginBodySchema = z.object({ email: emailSchema, password: passwordSchema });
export type LoginBody = z.input<typeof loginBodySchema>;

export const googleSignInBodySchema = z.object({
  /** The ID token from Google sign-in. */
  idToken: z.string({ error: 'idToken is required.' }).min(1, 'idToken is required.').max(8192),
});

export const updateUidBodySchema = z.object({ newUid: z.string().trim().min(1, 'newUid is required.').max(128) });

export const createUserBodySchema = z.object({
  uid: z.string().trim().min(1, 'uid is required.').max(128),
  email: z.string().trim().pipe(z.email('Enter a valid e-mail address.')),
  displayName: z.string().trim().max(120).optional(),
});

/** Asking for a password-reset link: the answer is the same whether or not the address has an account. */
export const passwordResetRequestBodySchema = z.object({ email: emailSchema });
export type PasswordResetRequestBody = z.input<typeof passwordResetRequestBodySchema>;

/** Setting a new password with the link's token. The policy judges the password (WEAK_PASSWORD). */
export const passwordResetBodySchema = z.object({
  token: z.string({ error: 'The reset link is incomplete.' }).trim().min(1, 'The reset link is incomplete.').max(200),
  password: passwordSchema,
});
export type PasswordResetBody = z.input<typeof passwordResetBodySchema>;

/** A signed-in user changing the password: the current one proves it is them; the policy judges the new one. */
export const passwordChangeBodySchema = z.object({
  currentPassword: z.string({ error: 'Enter your current password.' }).min(1, 'Enter your current password.').max(4096),
  newPassword: passwordSchema,
});
export type PasswordChangeBody = z.input<typeof passwordChangeBodySchema>;

/**
 * The caller's own profile edit: any of the names (as sign-up limits them), the phone (an Indian mobile number as
 * sign-up checks it; empty removes it), the address (at most 300 characters; empty removes it) and the language the
 * product is shown in. E-mail, date of birth and role are not edited here: other fields are ignored.
 */
export const profileUpdateBodySchema = z
  .object({
    firstName: personNameSchema('First name').optional(),
    middleName: z.string().trim().max(60, 'Middle name must be at most 60 characters.').optional(),
    lastName: personNameSchema('Last name').optional(),
    phone: mobileNumberOrEmptySchema.optional(),
    address: z.string().trim().max(300, 'Address must be at most 300 characters.').optional(),
    language: languageSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Give at least one field to change.');
export type ProfileUpdateBody = z.input<typeof profileUpdateBodySchema>;

export const favoriteChangeBodySchema = z.object({
  /** The caller's uid or _id (the spec sends one of them); checked against the caller, never trusted. */
  userId: z.string().trim().min(1, 'userId is required.'),
  propertyId: objectIdSchema,
});
export type FavoriteChangeBody = z.input<typeof favoriteChangeBodySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------------------

/** The signed-in user, as `/trio/auth/me` answers it. `_id` is the spec's mongoUserId. */
export const meSchema = z.object({
  _id: z.string(),
  uid: z.string(),
  email: z.string(),
  displayName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: roleSchema,
  /** Signed up with e-mail and password (not Google). */
  isEmailUser: z.boolean(),
  /**
   * The language the product is shown in once signed in (chosen on the profile or with the header's switch); null
   * until the person chooses one.
   */
  language: languageSchema.nullable(),
});
export type Me = z.output<typeof meSchema>;

/** A user's own record, as the owner sees it (the only audience of date of birth and phone). */
export const ownUserSchema = meSchema.extend({
  middleName: z.string().nullable(),
  gender: genderSchema.nullable(),
  dateOfBirth: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  /** Ids of the properties the user owns. */
  properties: z.array(z.string()),
  createdAt: z.string(),
});
export type OwnUser = z.output<typeof ownUserSchema>;

/** What a sign-in answers; the refresh token is set as the httpOnly `trio_refresh` cookie. */
export const sessionSchema = z.object({
  user: ownUserSchema,
  /** JWT (ES256), about 15 minutes; send as "Authorization: Bearer <token>". */
  accessToken: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number(),
});
export type Session = z.output<typeof sessionSchema>;

/** The answer to a reset request: the same words whatever the address (they reveal nothing about accounts). */
export const passwordResetRequestedSchema = z.object({ message: z.string() });
export const PASSWORD_RESET_REQUESTED_MESSAGE =
  'If an account exists for that address, we have sent a link to reset its password. The link works once, for 30 minutes.';

/** A property-manager record (the spec's role check: a manager has one). */
export const managerRecordSchema = z.object({
  _id: z.string(),
  name: z.string(),
  companyName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type ManagerRecord = z.output<typeof managerRecordSchema>;

/** A favourite as the property card shows it. */
export const favoritePropertySchema = z.object({
  _id: z.string(),
  name: z.string(),
  address: z.object({ street: z.string(), city: z.string(), state: z.string(), zipCode: z.string() }),
  locality: z.string(),
  /** Monthly rent in rupees; `rentPaise` is the exact amount. */
  rentPrice: z.number(),
  rentPaise: z.int(),
  rentLabel: z.string(),
  bedrooms: z.number(),
  bathrooms: z.number(),
  status: propertyStatusSchema,
  /** The first image's id, or null (the card shows its placeholder). */
  image: z.string().nullable(),
  images: z.array(z.string()),
});
export type FavoriteProperty = z.output<typeof favoritePropertySchema>;

export const favoriteChangeSchema = z.object({
  userId: z.string(),
  propertyId: z.string(),
  favorite: z.boolean(),
  favoritePropertyIds: z.array(z.string()),
});
export type FavoriteChange = z.output<typeof favoriteChangeSchema>;

/** A user's current identity and role, for the gateway (roles change without a new sign-in). */
export const identitySchema = z.object({
  userId: z.string().min(1),
  uid: z.string().min(1),
  email: z.string().min(1),
  role: roleSchema,
  displayName: z.string().nullish(),
});
export type Identity = z.output<typeof identitySchema>;

/** The public keys of the access tokens (RFC 7517). */
export const jwksSchema = z.object({ keys: z.array(z.looseObject({ kty: z.string() })) });

// ---------------------------------------------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------------------------------------------

/** Who signs the users service's tokens and for whom: the gateway verifies them with the service's JWKS. */
export const TOKEN_ISSUER = 'trio-users';
export const ACCESS_TOKEN_AUDIENCE = 'trio';
/**
 * A device token (JWT, subject the e-mail in lower case) in the `trio_device` cookie: this browser signed in to that
 * account before. Sign-ins that carry one are counted on it alone, so failures from elsewhere never lock it out.
 */
export const DEVICE_TOKEN_AUDIENCE = 'trio-device';
export const DEVICE_COOKIE = 'trio_device';

const auth = ['auth'];
const users = ['users'];
const SESSION_DESCRIPTION = 'Signed in; the refresh cookie (trio_refresh) is set.';

export const register = defineRoute({
  method: 'POST',
  path: '/trio/auth/register',
  access: PUBLIC,
  summary: 'Create an account with e-mail and password and sign in',
  tags: auth,
  body: registerBodySchema,
  answer: { status: 201, schema: sessionSchema, description: SESSION_DESCRIPTION },
  problems: ['EMAIL_IN_USE', 'WEAK_PASSWORD', 'RATE_LIMITED'],
});

export const login = defineRoute({
  method: 'POST',
  path: '/trio/auth/login',
  access: PUBLIC,
  summary: 'Sign in with e-mail and password',
  description: 'Failed attempts are counted per address and per account: too many → 429 TOO_MANY_ATTEMPTS.',
  tags: auth,
  body: loginBodySchema,
  answer: { status: 200, schema: sessionSchema, description: SESSION_DESCRIPTION },
  problems: ['INVALID_CREDENTIALS', 'TOO_MANY_ATTEMPTS', 'RATE_LIMITED'],
});

export const googleSignIn = defineRoute({
  method: 'POST',
  path: '/trio/auth/google',
  access: PUBLIC,
  summary: 'Sign in (or sign up) with a Google ID token',
  tags: auth,
  body: googleSignInBodySchema,
  answer: { status: 200, schema: sessionSchema, description: SESSION_DESCRIPTION },
  problems: ['GOOGLE_TOKEN_INVALID', 'GOOGLE_SIGN_IN_DISABLED', 'RATE_LIMITED'],
});

/** The cookie alone authenticates refresh and logout, so only the product's own pages may send them. */
const OWN_PAGES_ONLY =
  'Only from the product’s own pages: a request whose Origin or Sec-Fetch-Site names another origin (another site, ' +
  'or another port of this host) → 403 FORBIDDEN, and the session is left as it was.';

export const refreshSession = defineRoute({
  method: 'POST',
  path: '/trio/auth/refresh',
  access: PUBLIC,
  summary: 'A new access token for the refresh cookie (which rotates)',
  description: OWN_PAGES_ONLY,
  tags: auth,
  answer: { status: 200, schema: sessionSchema, description: SESSION_DESCRIPTION },
  problems: ['FORBIDDEN', 'REFRESH_TOKEN_INVALID', 'REFRESH_TOKEN_REUSED', 'RATE_LIMITED'],
});

export const logout = defineRoute({
  method: 'POST',
  path: '/trio/auth/logout',
  access: PUBLIC,
  summary: 'Sign out: ends the session of the refresh cookie and clears it',
  description: OWN_PAGES_ONLY,
  tags: auth,
  answer: { status: 204, description: 'Signed out.' },
  problems: ['FORBIDDEN', 'RATE_LIMITED'],
});

export const requestPasswordReset = defineRoute({
  method: 'POST',
  path: '/trio/auth/password-reset-requests',
  access: PUBLIC,
  summary: 'E-mail a link to reset a forgotten password',
  description:
    'Always 202 with the same body, whether or not the address has an account; when it has one, a single-use link ' +
    'valid for 30 minutes is e-mailed (a newer request replaces an older link).',
  tags: auth,
  body: passwordResetRequestBodySchema,
  answer: { status: 202, schema: passwordResetRequestedSchema },
  problems: ['RATE_LIMITED'],
});

export const resetPassword = defineRoute({
  method: 'POST',
  path: '/trio/auth/password-resets',
  access: PUBLIC,
  summary: 'Set a new password with the token of a reset link',
  description: 'The link works once; every session of the account ends. A Google-only account gets a password.',
  tags: auth,
  body: passwordResetBodySchema,
  answer: { status: 204, description: 'The password is set; sign in with it.' },
  problems: ['RESET_LINK_INVALID', 'RESET_LINK_EXPIRED', 'WEAK_PASSWORD', 'RATE_LIMITED'],
});

export const changePassword = defineRoute({
  method: 'POST',
  path: '/trio/auth/password',
  access: SIGNED_IN,
  summary: 'Change the signed-in user’s password',
  description:
    'Every other session of the account ends; the session of the refresh cookie sent with it goes on. An account ' +
    'without a password (Google only) sets one with a reset link instead.',
  tags: auth,
  body: passwordChangeBodySchema,
  answer: { status: 204, description: 'The password is changed.' },
  problems: ['INVALID_CREDENTIALS', 'WEAK_PASSWORD', 'RATE_LIMITED'],
});

export const me = defineRoute({
  method: 'GET',
  path: '/trio/auth/me',
  access: SIGNED_IN,
  summary: 'The signed-in user',
  tags: auth,
  answer: { status: 200, schema: meSchema },
});

export const userByUid = defineRoute({
  method: 'GET',
  path: '/trio/users/uid/:uid',
  access: SIGNED_IN,
  summary: 'The caller’s record, by uid',
  tags: users,
  params: z.object({ uid: z.string() }),
  answer: { status: 200, schema: ownUserSchema },
  problems: ['FORBIDDEN', 'NOT_FOUND'],
});

export const userByEmail = defineRoute({
  method: 'GET',
  path: '/trio/users/email/:userEmail',
  access: SIGNED_IN,
  summary: 'The caller’s record, by e-mail',
  tags: users,
  params: z.object({ userEmail: z.string() }),
  answer: { status: 200, schema: ownUserSchema },
  problems: ['FORBIDDEN', 'NOT_FOUND'],
});

export const managerByEmail = defineRoute({
  method: 'GET',
  path: '/trio/users/property-managers/email/:userEmail',
  access: SIGNED_IN,
  summary: 'The property-manager record of the caller’s e-mail (a property manager has one)',
  tags: users,
  params: z.object({ userEmail: z.string() }),
  answer: { status: 200, schema: managerRecordSchema },
  problems: ['FORBIDDEN', 'NOT_FOUND'],
});

export const updateUid = defineRoute({
  method: 'PUT',
  path: '/trio/users/updateUid/:id',
  access: SIGNED_IN,
  summary: 'Confirm the caller’s uid (it is assigned at sign-up and never changes)',
  tags: users,
  params: z.object({ id: z.string() }),
  body: updateUidBodySchema,
  answer: { status: 200, schema: ownUserSchema },
  problems: ['FORBIDDEN', 'NOT_FOUND', 'UID_IMMUTABLE'],
});

export const createUser = defineRoute({
  method: 'POST',
  path: '/trio/users/createUser',
  access: SIGNED_IN,
  summary: 'The record of the signed-in identity (the spec’s session set-up; it exists from sign-up)',
  tags: users,
  body: createUserBodySchema,
  answer: { status: 200, schema: ownUserSchema },
  problems: ['FORBIDDEN', 'NOT_FOUND'],
});

export const addFavorite = defineRoute({
  method: 'POST',
  path: '/trio/users/addFavorite',
  access: SIGNED_IN,
  summary: 'Add a property to the caller’s favourites',
  tags: users,
  body: favoriteChangeBodySchema,
  answer: { status: 200, schema: favoriteChangeSchema },
  problems: ['FORBIDDEN', 'NOT_FOUND'],
});

export const removeFavorite = defineRoute({
  method: 'POST',
  path: '/trio/users/removeFavorite',
  access: SIGNED_IN,
  summary: 'Remove a property from the caller’s favourites',
  tags: users,
  body: favoriteChangeBodySchema,
  answer: { status: 200, schema: favoriteChangeSchema },
  problems: ['FORBIDDEN'],
});

export const favorites = defineRoute({
  method: 'GET',
  path: '/trio/users/:uid/favorites',
  access: SIGNED_IN,
  summary: 'The caller’s favourite properties, newest first',
  tags: users,
  params: z.object({ uid: z.string().describe('The user id or uid of the caller.') }),
  answer: { status: 200, schema: z.array(favoritePropertySchema) },
  problems: ['FORBIDDEN'],
});

export const userById = defineRoute({
  method: 'GET',
  path: '/trio/users/:id',
  access: SIGNED_IN,
  summary: 'The caller’s record, by id, with the ids of the properties they own',
  tags: users,
  params: z.object({ id: z.string().describe('The user id (24 hex digits).') }),
  answer: { status: 200, schema: ownUserSchema },
  problems: ['FORBIDDEN', 'NOT_FOUND'],
});

export const updateProfile = defineRoute({
  method: 'PATCH',
  path: '/trio/users/:id',
  access: SIGNED_IN,
  summary: 'Edit the caller’s name, phone, address and language',
  description: 'A name change reaches the other services’ copies of the person (users.user.updated.v1).',
  tags: users,
  params: z.object({ id: z.string().describe('The user id (24 hex digits).') }),
  body: profileUpdateBodySchema,
  answer: { status: 200, schema: ownUserSchema },
  problems: ['FORBIDDEN', 'NOT_FOUND'],
});

/** Only the gateway: the current identity and role of a user (404 for none). */
export const identity = defineRoute({
  method: 'GET',
  path: '/internal/identities/:userId',
  access: INTERNAL,
  summary: 'A user’s current identity and role',
  tags: ['internal'],
  params: z.object({ userId: z.string() }),
  answer: { status: 200, schema: identitySchema },
  problems: ['FORBIDDEN', 'NOT_FOUND'],
});

/** Only the gateway: the public keys it verifies access tokens with. */
export const jwks = defineRoute({
  method: 'GET',
  path: '/.well-known/jwks.json',
  access: INTERNAL,
  summary: 'The public keys of the access tokens',
  tags: ['internal'],
  answer: { status: 200, schema: jwksSchema },
});

/** Every route of the users service. */
export const usersRoutes = [
  register,
  login,
  googleSignIn,
  refreshSession,
  logout,
  requestPasswordReset,
  resetPassword,
  changePassword,
  me,
  userByUid,
  userByEmail,
  managerByEmail,
  updateUid,
  createUser,
  addFavorite,
  removeFavorite,
  favorites,
  userById,
  updateProfile,
  identity,
  jwks,
] as const;
