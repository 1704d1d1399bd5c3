import type { API, Types } from '@opensearch-project/opensearch';
import type { GeoPoint } from '@trio/contracts/common';
import { type NearbyPlace, type PlaceCategory, placeCategories } from '@trio/contracts/http/properties';

export { placeCategories, type NearbyPlace, type PlaceCategory };

export interface Place {
  placeId: string;
  name: string;
  category: PlaceCategory;
  location: GeoPoint;
  city?: string;
  locality?: string;
}

export type NearbyPlaces = Record<PlaceCategory, NearbyPlace[]>;

export const MAX_PER_CATEGORY = 50;

/**
 * One request for every category: a geo_distance filter, then a terms aggregation on category with the
 * `perCategory` nearest places of each (top_hits sorted by _geo_distance, which returns the distance in km).
 */
export function buildNearbyPlacesBody(point: GeoPoint, radiusKm = 2, perCategory = 10): API.Search_RequestBody {
  const origin = { lat: point.lat, lon: point.lon };
  return {
    size: 0,
    track_total_hits: false,
    query: { bool: { filter: [{ geo_distance: { distance: `${radiusKm}km`, location: origin } }] } },
    aggs: {
      byCategory: {
        // The client's generated TermsAggregationFields lacks `field` (a gap in its API spec), hence the cast.
        terms: { field: 'category', size: placeCategories.length } as Types.Common_Aggregations.TermsAggregationFields,
        aggs: {
          nearest: {
            top_hits: {
              size: Math.min(Math.max(1, Math.floor(perCategory)), MAX_PER_CATEGORY),
              sort: [{ _geo_distance: { location: origin, order: 'asc', unit: 'km', distance_type: 'arc' } }],
              _source: { includes: ['name', 'location'] },
            },
          },
        },
      },
    },
  };
}

export function emptyNearbyPlaces(): NearbyPlaces {
  return { schools: [], hospitals: [], shopping: [], transportation: [], others: [] };
}

export function toNearbyPlace(source: { name: string; location: GeoPoint }, distanceKm: number): NearbyPlace {
  return {
    name: source.name,
    distance: distanceKm.toFixed(1),
    distanceKm: Math.round(distanceKm * 1000) / 1000,
    location: { lat: source.location.lat, lng: source.location.lon },
  };
}

export function isPlaceCategory(value: unknown): value is PlaceCategory {
  return typeof value === 'string' && (placeCategories as readonly string[]).includes(value);
}
