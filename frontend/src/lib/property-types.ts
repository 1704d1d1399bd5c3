/**
 * Property shapes as the API answers them (spec 000 §3) that more than one feature reads: a property's common
 * fields, a search/featured/similar hit and what a property card shows (search, favourites, the property page's
 * lists). Shapes only the properties screens read stay in features/properties/types.ts.
 */

export type PropertyStatus = 'available' | 'occupied';
export type PropertyType = 'apartment' | 'house' | 'villa' | 'studio';

/** The spec allows a plain string or an object; the API answers an object. */
export interface PropertyAddressParts {
  street: string;
  city: string;
  state: string;
  zipCode: string;
}
export type PropertyAddress = PropertyAddressParts | string;

export interface LatLng {
  lat: number;
  lng: number;
}

/** Fields every property answer carries (detail and cards alike). */
export interface PropertyBase {
  _id: string;
  name: string;
  address: PropertyAddress;
  locality: string;
  type: PropertyType;
  bedrooms: number;
  bathrooms: number;
  /** Square feet; null when the listing did not give it. */
  squareArea: number | null;
  status: PropertyStatus;
  /** Rupees per month (the spec says "numeric, possibly a string"). */
  rentPrice: number | string;
  rentPaise?: number;
  featured: boolean;
  /** Image ids in display order; the first is the card image. */
  images: string[];
  location: LatLng | null;
  /** ISO date-time. */
  listedAt: string;
}

/** A property as search, featured and similar listings answer it: what a property card shows. */
export interface PropertySummary extends PropertyBase {
  /** The card image id (the first of `images`), or null. */
  image: string | null;
  /** Kilometres from the searched place, when known. */
  distanceKm?: number;
}

/**
 * What a property card reads. Search, featured and similar hits (PropertySummary) and favourites all carry at least
 * this; `images` (or `image`) may be absent, and the card then asks for the image ids itself.
 */
export type PropertyCardData = Pick<PropertySummary, '_id' | 'name' | 'address' | 'locality' | 'rentPrice'> &
  Partial<Pick<PropertySummary, 'bedrooms' | 'bathrooms' | 'images' | 'image' | 'status' | 'type'>>;
