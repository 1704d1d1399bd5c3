/**
 * Property shapes only the properties screens read, as the properties service's route definitions declare them
 * (`@trio/contracts/http/properties`); the shapes other features share (a card, a search hit) are in
 * lib/property-types.ts.
 */
export {
  placeCategories as PLACE_CATEGORIES,
  type NearbyPlace,
  type NearbyPlaces,
  type PlaceCategory,
  type Property,
  type PropertyManagerCard,
} from '@trio/contracts/http/properties';

export type {
  LatLng,
  PropertyAddress,
  PropertyAddressParts,
  PropertyCardData,
  PropertyStatus,
  PropertySummary,
  PropertyType,
} from '../../lib/property-types';
