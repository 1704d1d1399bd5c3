import type { Role } from '../../lib/auth/types';

/**
 * The avatar text: the first letter of each space-separated word of the display name, upper-cased
 * ("Asha Rao" → "AR"); the e-mail when there is no display name.
 */
export function avatarText(displayName: string | null | undefined, email: string): string {
  const words = (displayName ?? '').split(' ').filter((word) => word.length > 0);
  if (words.length === 0) return email;
  return words.map((word) => [...word][0]?.toUpperCase() ?? '').join('');
}

/** "property_manager" → "PROPERTY MANAGER". */
export function roleLabel(role: Role): string {
  return role.replaceAll('_', ' ').toUpperCase();
}
