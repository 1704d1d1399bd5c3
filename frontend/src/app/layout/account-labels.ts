import type { MessageId } from '../../i18n/message-ids';
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

/** The message naming a role in the Account menu: "PROPERTY MANAGER" in English. */
export function roleLabelId(role: Role): MessageId {
  const ids: Record<Role, MessageId> = {
    tenant: 'shell.role.tenant',
    landlord: 'shell.role.landlord',
    property_manager: 'shell.role.property_manager',
  };
  return ids[role];
}
