/*
 * The users service's password policy as the SPA checks it before sending (sign-up, reset, change): length, not a
 * single repeated character, not the e-mail. The list of common passwords stays on the server (WEAK_PASSWORD).
 */
import type { MessageId } from '../i18n/message-ids';
import type { Translate } from '../i18n/use-text';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The rule of the policy a password breaks. */
export type PasswordRule = 'too_short' | 'too_long' | 'repeated' | 'email';

/** Which rule the password breaks, or null (the common-password list stays on the server). */
export function passwordRuleBroken(password: string, email = ''): PasswordRule | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (length > PASSWORD_MAX_LENGTH) return 'too_long';
  const lowered = password.trim().toLowerCase();
  if (new Set(lowered).size === 1) return 'repeated';
  const emailLower = email.trim().toLowerCase();
  const localPart = emailLower.split('@')[0] ?? '';
  if (emailLower && (lowered === emailLower || (localPart.length >= 4 && lowered === localPart))) return 'email';
  return null;
}

const RULE_IDS: Record<PasswordRule, MessageId> = {
  too_short: 'common.password.tooShort',
  too_long: 'common.password.tooLong',
  repeated: 'common.password.repeated',
  email: 'common.password.email',
};

/** Why the password breaks the server's policy, in the language shown, or null. */
export function passwordProblemText(t: Translate, password: string, email = ''): string | null {
  const rule = passwordRuleBroken(password, email);
  return rule && t(RULE_IDS[rule], { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
}
