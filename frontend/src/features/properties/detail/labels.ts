import type { PlaceCategory, PropertyStatus } from '../types';

export const PLACE_CATEGORY_LABELS: Record<PlaceCategory, string> = {
  schools: 'Schools',
  hospitals: 'Hospitals',
  shopping: 'Shopping',
  transportation: 'Transportation',
  others: 'Others',
};

const STATUS_LABELS: Record<PropertyStatus, string> = { available: 'Available', occupied: 'Occupied' };

export function statusLabel(status: string): string {
  return STATUS_LABELS[status as PropertyStatus] ?? status.charAt(0).toUpperCase() + status.slice(1);
}

const squareFeet = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** "1,250 sq.ft", or "Not given". */
export function squareAreaLabel(squareArea: number | null | undefined): string {
  return typeof squareArea === 'number' && Number.isFinite(squareArea)
    ? `${squareFeet.format(squareArea)} sq.ft`
    : 'Not given';
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
