import type { ImageLinks } from '../media/image-links';
import { formatPaiseAsRupees } from '@trio/contracts/common';
import { listingStatusLabel, type ListingAudience, type ListingRequest } from '@trio/contracts/http/properties';
import type { ManagerCopy } from '../copies/manager.copy';
import type { PersonCopy } from '../copies/person.copy';
import type { ListingRequestDocument } from './listing-request.schema';

function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = name, ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** A listing request as the spec's screens read it (001 §3), for the landlord or the assigned manager. */
export function listingRequestView(
  request: ListingRequestDocument,
  audience: ListingAudience,
  related: { landlord?: PersonCopy | null; manager?: ManagerCopy | null },
  links: Pick<ImageLinks, 'addressesOf'>,
): ListingRequest {
  const { landlord, manager } = related;
  return {
    _id: request._id,
    status: request.status,
    statusLabel: listingStatusLabel(request.status, audience),
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
