import type { PropertyStatus, PropertyType } from '@trio/contracts/common';
import type { ListingRequestStatus } from '@trio/contracts/http/properties';
import type { MessageId } from '../../i18n/message-ids';

/** A listing request's status as its landlord reads it (spec 001 §4): "Draft: add photos", "Needs More Info", … */
const LISTING_STATUS_IDS: Record<ListingRequestStatus, MessageId> = {
  draft: 'landlord.listingStatus.draft',
  pending: 'landlord.listingStatus.pending',
  assigned: 'landlord.listingStatus.assigned',
  under_review: 'landlord.listingStatus.under_review',
  approved: 'landlord.listingStatus.approved',
  rejected: 'landlord.listingStatus.rejected',
  needs_more_info: 'landlord.listingStatus.needs_more_info',
  listed: 'landlord.listingStatus.listed',
};

/** The message of a listing request's status, or null for a status this app does not know (shown as it is). */
export function listingStatusId(status: string): MessageId | null {
  return LISTING_STATUS_IDS[status as ListingRequestStatus] ?? null;
}

const PROPERTY_STATUS_IDS: Record<PropertyStatus, MessageId> = {
  available: 'landlord.propertyStatus.available',
  occupied: 'landlord.propertyStatus.occupied',
};

/** A listed home's status ("available", "occupied"), or null for one this app does not know. */
export function propertyStatusId(status: string): MessageId | null {
  return PROPERTY_STATUS_IDS[status as PropertyStatus] ?? null;
}

const PROPERTY_TYPE_IDS: Record<PropertyType, MessageId> = {
  apartment: 'landlord.propertyType.apartment',
  house: 'landlord.propertyType.house',
  villa: 'landlord.propertyType.villa',
  studio: 'landlord.propertyType.studio',
};

/** A home's type as written in a listing ("apartment", "villa"), or null for one this app does not know. */
export function propertyTypeId(type: string): MessageId | null {
  return PROPERTY_TYPE_IDS[type as PropertyType] ?? null;
}
