import type { ListingRequestStatus } from '@trio/contracts/http/properties';

/** Who reads a listing request's status: its landlord or the manager assigned to it (spec 001 §4). */
export type ListingAudience = 'landlord' | 'manager';

const LABELS: Record<ListingRequestStatus, Record<ListingAudience, string>> = {
  draft: { landlord: 'Draft: add photos', manager: 'Draft' },
  pending: { landlord: 'Pending Assignment', manager: 'Pending Assignment' },
  assigned: { landlord: 'Assigned to Manager', manager: 'Assigned to You' },
  under_review: { landlord: 'Under Review', manager: 'Under Review' },
  approved: { landlord: 'Approved', manager: 'Approved' },
  rejected: { landlord: 'Rejected', manager: 'Rejected' },
  needs_more_info: { landlord: 'Needs More Info', manager: 'Needs More Info' },
  listed: { landlord: 'Listed', manager: 'Listed' },
};

/** The status as its audience reads it; an unknown status shows as its raw text (spec 001 §4). */
export function listingStatusLabel(status: string, audience: ListingAudience): string {
  return LABELS[status as ListingRequestStatus]?.[audience] ?? status;
}

/** The badge colour of a listing request's status. */
export function listingStatusTone(status: string): string {
  if (status === 'approved' || status === 'listed') return 'approved';
  if (status === 'rejected') return 'rejected';
  if (status === 'needs_more_info') return 'under_review';
  return 'pending';
}

/** One line of an address object: "9, 4th Cross, Jayanagar, Bengaluru, Karnataka 560011". */
export function addressLine(
  address: { street: string; city: string; state: string; zipCode: string } | null | undefined,
) {
  if (!address) return 'Address not available';
  const text = [address.street, address.city, [address.state, address.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return text || 'Address not available';
}
