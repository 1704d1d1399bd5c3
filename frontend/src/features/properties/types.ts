/**
 * Property shapes as the API answers them (spec 000 §3) that only the properties screens read; the shapes other
 * features share (a property's fields, a card, a search hit) are in lib/property-types.ts.
 */
import type { LatLng, PropertyBase } from '../../lib/property-types';

export type {
  LatLng,
  PropertyAddress,
  PropertyAddressParts,
  PropertyCardData,
  PropertyStatus,
  PropertySummary,
  PropertyType,
} from '../../lib/property-types';

/** GET /trio/properties/{id} (first item of the array). */
export interface Property extends PropertyBase {
  description: string;
  /** e.g. "₹25,000" */
  rentLabel?: string;
  leaseType?: string;
  nearbyLandmarks?: string[];
  landlordId?: string;
  managerId?: string;
}

export const PLACE_CATEGORIES = ['schools', 'hospitals', 'shopping', 'transportation', 'others'] as const;
export type PlaceCategory = (typeof PLACE_CATEGORIES)[number];

export interface NearbyPlace {
  name: string;
  /** Kilometres as numeric text with one decimal, e.g. "0.8". */
  distance: string;
  distanceKm: number;
  location: LatLng;
}

/** GET /trio/properties/nearbyPlaces/getLandmarks?address=… */
export type NearbyPlaces = Record<PlaceCategory, NearbyPlace[]> & {
  /** Where the address was placed. */
  location: LatLng;
  precision?: string;
  city?: string;
  locality?: string;
};

/** GET /trio/properties/{id}/propetyManagerInfo → propertyManager. */
export interface PropertyManagerCard {
  _id: string;
  name: string;
  companyName: string;
  email: string;
  phone: string | null;
}
