/**
 * Property shapes more than one feature reads: a search/featured/similar hit as the properties service answers it
 * (its route definitions in `@trio/contracts/http/properties` declare it) and what a property card shows (search,
 * favourites, the property page's lists). Shapes only the properties screens read are in
 * features/properties/types.ts.
 */
import type { LatLng, PropertyAddress as AddressParts, PropertySummary } from '@trio/contracts/http/properties';

export type { LatLng, PropertySummary };

export type PropertyStatus = PropertySummary['status'];
export type PropertyType = PropertySummary['type'];

/** The API answers the spec's address object. */
export type PropertyAddressParts = AddressParts;
/** What the card's formatting accepts: the spec allows a plain string too. */
export type PropertyAddress = PropertyAddressParts | string;

/**
 * What a property card reads. Search, featured and similar hits (PropertySummary) and favourites all carry at least
 * this; `images` (or `image`) may be absent, and the card then asks for the image ids itself.
 */
export type PropertyCardData = Pick<PropertySummary, '_id' | 'name' | 'locality' | 'rentPrice'> & {
  address: PropertyAddress;
} & Partial<Pick<PropertySummary, 'bedrooms' | 'bathrooms' | 'images' | 'image' | 'status' | 'type'>>;
