import type { MessageId } from '../../../i18n/message-ids';
import type { Translate } from '../../../i18n/use-text';
import type { PlaceCategory, PropertyStatus } from '../types';

/** The message naming each category of nearby place ("Schools"). */
export const PLACE_CATEGORY_LABEL_IDS: Record<PlaceCategory, MessageId> = {
  schools: 'property.place.schools',
  hospitals: 'property.place.hospitals',
  shopping: 'property.place.shopping',
  transportation: 'property.place.transportation',
  others: 'property.place.others',
};

const STATUS_LABEL_IDS: Record<PropertyStatus, MessageId> = {
  available: 'property.status.available',
  occupied: 'property.status.occupied',
};

/** The status as the reader's language says it ("Available"); a status the app does not know, capitalised. */
export function statusLabel(status: string, t: Translate): string {
  const id = STATUS_LABEL_IDS[status as PropertyStatus] as MessageId | undefined;
  return id ? t(id) : status.charAt(0).toUpperCase() + status.slice(1);
}

/** The nearby-places lookup wants the address as one line, locality included (the server allows 300 characters). */
export function addressForNearbySearch(
  address: string | { street: string; city: string; state: string; zipCode: string },
  locality: string | undefined,
): string {
  if (typeof address === 'string') return address;
  return [address.street, locality, address.city, address.state, address.zipCode]
    .filter((part) => part && part.trim())
    .join(', ');
}
