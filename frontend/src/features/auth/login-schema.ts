import * as z from 'zod/mini';
import type { MessageId } from '../../i18n/message-ids';

/** The spec's login rules: e-mail required and an e-mail address; password required. Messages are auth ids. */
export const loginSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'auth.signIn.emailRequired'), z.email('auth.signIn.emailInvalid')),
  password: z.string().check(z.minLength(1, 'auth.signIn.passwordRequired')),
});

export type LoginValues = z.infer<typeof loginSchema>;
/** One message id per field. */
export type LoginFieldErrors = Partial<Record<keyof LoginValues, MessageId>>;

/** Validates the form: either the cleaned values or one message per field. */
export function validateLogin(
  values: LoginValues,
): { ok: true; values: LoginValues } | { ok: false; errors: LoginFieldErrors } {
  const result = loginSchema.safeParse(values);
  if (result.success) return { ok: true, values: result.data };
  const errors: LoginFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message as MessageId;
  }
  return { ok: false, errors };
}
