import { dateOfBirthProblem, registerBodySchema } from '@trio/contracts/http/users';
import { z } from 'zod';
import type { MessageId } from '../../i18n/message-ids';
import type { Translate } from '../../i18n/use-text';
import type { RegisterInput } from '../../lib/auth/types';
import { firstMessagePerField } from '../../lib/form-errors';
import { passwordProblemText, passwordRuleBroken } from '../../lib/password-rules';

/** The users service's rules (the sign-up route in @trio/contracts/http/users, and its password policy), checked before sending. */
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblemText } from '../../lib/password-rules';

export interface RegisterValues {
  firstName: string;
  middleName: string;
  lastName: string;
  gender: '' | 'female' | 'male' | 'other';
  dateOfBirth: string;
  phone: string;
  addressLine: string;
  city: string;
  state: string;
  pin: string;
  password: string;
  confirmPassword: string;
  email: string;
}

export type RegisterField = keyof RegisterValues;
/**
 * The messages by field: an auth id for the SPA's own checks (see formMessage), else words as they came (the
 * contract's and the password policy's rules, the server's answer).
 */
export type RegisterErrors = Partial<Record<RegisterField, string>>;

export const emptyRegisterValues: RegisterValues = {
  firstName: '',
  middleName: '',
  lastName: '',
  gender: '',
  dateOfBirth: '',
  phone: '',
  addressLine: '',
  city: '',
  state: '',
  pin: '',
  password: '',
  confirmPassword: '',
  email: '',
};

/** The fields the form checks exactly as the sign-up route does (its definition's schemas and messages). */
const { firstName, lastName, gender } = registerBodySchema.shape;

const dateOfBirth = z
  .string()
  .min(1, 'auth.register.dobRequired')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'auth.register.dobInvalid')
  // The sign-up route's own rule and messages: a future date, under 18, before 1900.
  .superRefine((value, ctx) => {
    const problem = dateOfBirthProblem(value, new Date());
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** An Indian mobile number: 10 digits starting 6–9, optionally with +91 or 0, spaces or hyphens. */
export const INDIAN_MOBILE = /^(\+91|0)?[6-9]\d{9}$/;

/** The steps' schemas; the password policy's rules in the language shown. */
export function stepSchemas(t: Translate) {
  return [
    z.object({
      firstName,
      middleName: z.string().trim().max(60, 'auth.register.middleNameTooLong'),
      lastName,
      gender,
      dateOfBirth,
    }),
    z.object({
      phone: z
        .string()
        .trim()
        .min(1, 'auth.register.phoneRequired')
        .refine((value) => INDIAN_MOBILE.test(value.replace(/[\s-]/g, '')), 'auth.register.phoneInvalid'),
      addressLine: z.string().trim().max(200, 'auth.register.addressTooLong'),
      city: z.string().trim().max(60, 'auth.register.cityTooLong'),
      state: z.string().trim().max(60, 'auth.register.stateTooLong'),
      pin: z
        .string()
        .trim()
        .refine((value) => value === '' || /^[1-9]\d{5}$/.test(value), 'auth.register.pinInvalid'),
    }),
    z
      .object({
        password: z.string().superRefine((value, ctx) => {
          const problem = passwordProblemText(t, value);
          if (value === '') ctx.addIssue({ code: 'custom', message: 'auth.register.passwordRequired' });
          // Already in the language shown (lib/field-messages.ts keeps it as it is).
          else if (problem) ctx.addIssue({ code: 'custom', message: problem, params: { inLanguageShown: true } });
        }),
        confirmPassword: z.string().min(1, 'auth.register.confirmRequired'),
      })
      .refine((values) => values.confirmPassword === '' || values.password === values.confirmPassword, {
        path: ['confirmPassword'],
        message: 'auth.register.mismatch',
      }),
    z.object({
      email: z
        .string()
        .trim()
        .min(1, 'auth.register.emailRequired')
        .max(254, 'auth.register.emailTooLong')
        .pipe(z.email('auth.register.emailInvalid')),
    }),
  ] as const;
}

export const STEP_TITLE_IDS = [
  'auth.register.step.basic',
  'auth.register.step.contact',
  'auth.register.step.security',
  'auth.register.step.login',
] as const satisfies readonly MessageId[];

/** Which step holds each field (server errors are shown on their step). */
export const STEP_OF_FIELD: Record<RegisterField, number> = {
  firstName: 0,
  middleName: 0,
  lastName: 0,
  gender: 0,
  dateOfBirth: 0,
  phone: 1,
  addressLine: 1,
  city: 1,
  state: 1,
  pin: 1,
  password: 2,
  confirmPassword: 2,
  email: 3,
};

/** Checks one step; the messages by field, empty when the step is fine. */
export function validateStep(step: number, values: RegisterValues, t: Translate): RegisterErrors {
  const schema = stepSchemas(t)[step];
  if (!schema) return {};
  const result = schema.safeParse(values);
  if (result.success) return {};
  return firstMessagePerField<RegisterField>(result.error.issues);
}

/** The address as the users service stores it: one line, "line, city, state PIN". */
export function addressText(values: Pick<RegisterValues, 'addressLine' | 'city' | 'state' | 'pin'>): string {
  const region = [values.state.trim(), values.pin.trim()].filter(Boolean).join(' ');
  return [values.addressLine.trim(), values.city.trim(), region].filter(Boolean).join(', ');
}

/** The body of POST /trio/auth/register, with the language the page is shown in (their e-mails come in it). */
export function registerInputOf(values: RegisterValues, language: RegisterInput['language']): RegisterInput {
  const address = addressText(values);
  const middleName = values.middleName.trim();
  return {
    email: values.email.trim(),
    password: values.password,
    firstName: values.firstName.trim(),
    ...(middleName ? { middleName } : {}),
    lastName: values.lastName.trim(),
    gender: values.gender as RegisterInput['gender'],
    dateOfBirth: values.dateOfBirth,
    phone: values.phone.replace(/[\s-]/g, ''),
    ...(address ? { address } : {}),
    language,
  };
}

/** Server field names → the wizard's fields. */
export function wizardFieldOf(serverField: string): RegisterField | null {
  if (serverField === 'address') return 'addressLine';
  return serverField in STEP_OF_FIELD ? (serverField as RegisterField) : null;
}

/** `labelId`: the message shown. */
export type PasswordStrength = { score: 0 | 1 | 2 | 3 | 4; labelId: MessageId };

/** The meter: 0 while the server would refuse it; then length and variety raise it. */
export function passwordStrength(password: string, email = ''): PasswordStrength {
  if (password === '') return { score: 0, labelId: 'auth.register.strength.notSet' };
  if (passwordRuleBroken(password, email)) return { score: 0, labelId: 'auth.register.strength.tooWeak' };
  const length = [...password].length;
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((kind) => kind.test(password)).length;
  const score = Math.min(4, 1 + (length >= 12 ? 1 : 0) + (length >= 16 ? 1 : 0) + (kinds >= 3 ? 1 : 0)) as
    1 | 2 | 3 | 4;
  const labelIds: Record<1 | 2 | 3 | 4, MessageId> = {
    1: 'auth.register.strength.fair',
    2: 'auth.register.strength.good',
    3: 'auth.register.strength.strong',
    4: 'auth.register.strength.veryStrong',
  };
  return { score, labelId: labelIds[score] };
}
