/*
 * The users service's password policy as the SPA checks it before sending (sign-up, reset, change): length, not a
 * single repeated character, not the e-mail. The list of common passwords stays on the server (WEAK_PASSWORD).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Why the password breaks the server's policy, or null (the common-password list stays on the server). */
export function passwordProblem(password: string, email = ''): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  const lowered = password.trim().toLowerCase();
  if (new Set(lowered).size === 1) return 'Do not repeat a single character.';
  const emailLower = email.trim().toLowerCase();
  const localPart = emailLower.split('@')[0] ?? '';
  if (emailLower && (lowered === emailLower || (localPart.length >= 4 && lowered === localPart))) {
    return 'The password must not be your e-mail address.';
  }
  return null;
}
