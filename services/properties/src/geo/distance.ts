import type { GeoPoint } from './gazetteer.types';

/** Mean radius of the earth (IUGG), in kilometres. */
export const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points in kilometres (haversine formula). */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance rounded to one decimal (2.345 → 2.3, 2.35 → 2.4), as the "What's nearby" list shows it. */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}
