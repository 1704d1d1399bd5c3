import type { Translate } from '../i18n/use-text';

/** The badge colour of a listing request's status. */
export function listingStatusTone(status: string): string {
  if (status === 'approved' || status === 'listed') return 'approved';
  if (status === 'rejected') return 'rejected';
  if (status === 'needs_more_info') return 'under_review';
  return 'pending';
}

/**
 * One line of an address object: "9, 4th Cross, Jayanagar, Bengaluru, Karnataka 560011"; a missing address reads in
 * the language shown.
 */
export function addressLine(
  address: { street: string; city: string; state: string; zipCode: string } | null | undefined,
  t: Translate,
) {
  const missing = t('common.address.missing');
  if (!address) return missing;
  const text = [address.street, address.city, [address.state, address.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return text || missing;
}
