import type { ImageLinks } from '../media/image-links';
import { formatPaiseAsRupees } from '@trio/contracts/common';
import type { ListingRequest } from '@trio/contracts/http/properties';
import type { ManagerCopy } from '../copies/manager.copy';
import type { PersonCopy } from '../copies/person.copy';
import type { ListingRequestDocument, ListingRequestStatus } from './listing-request.schema';

export type Audience = 'landlord' | 'manager';

/** Spec 001 §4: the status labels for each audience. */
const LABELS: Record<ListingRequestStatus, Record<Audience, string>> = {
  draft: { landlord: 'Draft: add photos', manager: 'Draft' },
  pending: { landlord: 'Pending Assignment', manager: 'Pending Assignment' },
  assigned: { landlord: 'Assigned to Manager', manager: 'Assigned to You' },
  under_review: { landlord: 'Under Review', manager: 'Under Review' },
  approved: { landlord: 'Approved', manager: 'Approved' },
  rejected: { landlord: 'Rejected', manager: 'Rejected' },
  needs_more_info: { landlord: 'Needs More Info', manager: 'Needs More Info' },
  listed: { landlord: 'Listed', manager: 'Listed' },
};

export function statusLabel(status: string, audience: Audience): string {
  return LABELS[status as ListingRequestStatus]?.[audience] ?? status;
}

function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = name, ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** A listing request as the spec's screens read it (001 §3), for the landlord or the assigned manager. */
export function listingRequestView(
  request: ListingRequestDocument,
  audience: Audience,
  related: { landlord?: PersonCopy | null; manager?: ManagerCopy | null },
  links: Pick<ImageLinks, 'addressesOf'>,
): ListingRequest {
  const { landlord, manager } = related;
  return {
    _id: request._id,
    status: request.status,
    statusLabel: statusLabel(request.status, audience),
    address: {
      street: request.address.line1,
      city: request.address.city,
      state: request.address.state,
      zipCode: request.address.pinCode,
      ...(request.address.locality ? { locality: request.address.locality } : {}),
    },
    description: request.description,
    type: request.propertyType,
    rentAmount: request.rentPaise / 100,
    rentPaise: request.rentPaise,
    rentLabel: formatPaiseAsRupees(request.rentPaise),
    bedrooms: request.bedrooms,
    bathrooms: request.bathrooms,
    squareArea: request.squareFeet ?? null,
    leaseType: request.leaseType,
    nearbyLandmarks: request.nearbyLandmarks,
    images: request.imageIds,
    imageLinks: request.imageIds.map((id) => ({ id, ...links.addressesOf('listing-request', id) })),
    landlordId: {
      _id: request.landlordId,
      firstName: landlord?.firstName ?? landlord?.displayName ?? null,
      lastName: landlord?.lastName ?? null,
      email: audience === 'manager' ? (landlord?.email ?? null) : undefined,
    },
    assignedPropertyManager: manager
      ? { _id: manager._id, ...splitName(manager.name), name: manager.name, companyName: manager.company }
      : null,
    reviewNotes: request.reviewNotes ?? null,
    reviewDate: request.reviewDate ? new Date(request.reviewDate).toISOString() : null,
    history: request.history.map((h) => ({ ...h, at: new Date(h.at).toISOString() })),
    propertyId: request.propertyId ?? null,
    createdAt: new Date(request.createdAt).toISOString(),
    updatedAt: new Date(request.updatedAt).toISOString(),
  };
}
export type ListingRequestView = ListingRequest;
