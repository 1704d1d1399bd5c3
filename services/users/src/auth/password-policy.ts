import { COMMON_PASSWORDS } from './common-passwords';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Why a password is refused, or null when it is acceptable: 8–128 characters, not the e-mail (or its name part),
 * not one of the passwords attackers try first. Length counts characters, not bytes.
 */
export function passwordWeakness(password: string, email: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  if (length > PASSWORD_MAX_LENGTH) return `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`;
  const lowered = password.trim().toLowerCase();
  const emailLower = email.trim().toLowerCase();
  const localPart = emailLower.split('@')[0] ?? '';
  if (lowered === emailLower || (localPart.length >= 4 && lowered === localPart)) {
    return 'The password must not be your e-mail address.';
  }
  if (COMMON_PASSWORDS.has(lowered)) return 'This password is too common; choose one that is harder to guess.';
  if (new Set(lowered).size === 1) return 'The password must not repeat a single character.';
  return null;
}
