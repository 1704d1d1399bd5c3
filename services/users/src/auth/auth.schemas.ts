import { z } from 'zod';

const MIN_AGE_YEARS = 18;

/** YYYY-MM-DD, a real calendar date, at least 18 years ago (a lease needs an adult); one message per problem. */
const dateOfBirthSchema = z.string().superRefine((value, ctx) => {
  const date = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime()) || !date.toISOString().startsWith(value)) {
    ctx.addIssue({ code: 'custom', message: 'Enter a real date as YYYY-MM-DD.' });
    return;
  }
  const today = new Date();
  const adult = new Date(Date.UTC(today.getUTCFullYear() - MIN_AGE_YEARS, today.getUTCMonth(), today.getUTCDate()));
  if (date > adult) ctx.addIssue({ code: 'custom', message: `You must be at least ${MIN_AGE_YEARS} years old.` });
  else if (value < '1900-01-01') ctx.addIssue({ code: 'custom', message: 'Not a plausible date of birth.' });
});

const nameSchema = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(60, `${label} must be at most 60 characters.`);

/** An Indian mobile number: 10 digits starting 6–9, optionally written with +91 / 0 and spaces or hyphens. */
const phoneSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(\+91|0)?[6-9]\d{9}$/, 'Enter a 10-digit Indian mobile number.'))
  .transform((value) => `+91${value.slice(-10)}`);

const emailSchema = z
  .string({ error: 'E-mail is required.' })
  .trim()
  .max(254, 'E-mail must be at most 254 characters.')
  .pipe(z.email('Enter a valid e-mail address.'));

export const registerSchema = z.object({
  email: emailSchema,
  // Length and strength are the password policy's to judge (WEAK_PASSWORD), not a validation error.
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(4096),
  firstName: nameSchema('First name'),
  middleName: z
    .string()
    .trim()
    .max(60, 'Middle name must be at most 60 characters.')
    .optional()
    .transform((v) => v || undefined),
  lastName: nameSchema('Last name'),
  gender: z.enum(['female', 'male', 'other'], { error: 'Choose female, male or other.' }),
  dateOfBirth: dateOfBirthSchema,
  phone: z
    .union([z.literal(''), phoneSchema])
    .optional()
    .transform((v) => v || undefined),
  address: z
    .string()
    .trim()
    .max(300, 'Address must be at most 300 characters.')
    .optional()
    .transform((v) => v || undefined),
});
export type RegisterBody = z.output<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(4096),
});
export type LoginBody = z.output<typeof loginSchema>;

export const googleSignInSchema = z.object({
  idToken: z.string({ error: 'idToken is required.' }).min(1, 'idToken is required.').max(8192),
});
export type GoogleSignInBody = z.output<typeof googleSignInSchema>;
