import type { Role } from '@trio/contracts/common';

/**
 * The spec's role rule (000 §6): landlord when the user owns at least one property; property_manager when not a
 * landlord and a manager record exists for the e-mail; tenant otherwise.
 */
export function deriveRole(ownedPropertyCount: number, hasManagerRecord: boolean): Role {
  if (ownedPropertyCount > 0) return 'landlord';
  if (hasManagerRecord) return 'property_manager';
  return 'tenant';
}
