import * as z from 'zod/mini';

/** The spec's login rules: e-mail required and an e-mail address; password required. */
export const loginSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please enter your e-mail address.'),
      z.email('Please enter a valid e-mail address.'),
    ),
  password: z.string().check(z.minLength(1, 'Please enter your password.')),
});

export type LoginValues = z.infer<typeof loginSchema>;
export type LoginFieldErrors = Partial<Record<keyof LoginValues, string>>;

/** Validates the form: either the cleaned values or one message per field. */
export function validateLogin(
  values: LoginValues,
): { ok: true; values: LoginValues } | { ok: false; errors: LoginFieldErrors } {
  const result = loginSchema.safeParse(values);
  if (result.success) return { ok: true, values: result.data };
  const errors: LoginFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
