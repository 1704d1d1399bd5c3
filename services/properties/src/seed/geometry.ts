import { EARTH_RADIUS_KM } from '../geo/distance';
import type { GeoPoint } from '../geo/gazetteer.types';

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (rad: number) => (rad * 180) / Math.PI;

/** The point `km` away from `from` in the direction `bearing` (radians, clockwise from north), 6 decimals. */
export function pointAt(from: GeoPoint, km: number, bearing: number): GeoPoint {
  const angular = km / EARTH_RADIUS_KM;
  const lat1 = radians(from.lat);
  const lon1 = radians(from.lon);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing));
  const lon2 =
    lon1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1),
      Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
    );
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return { lat: round(degrees(lat2)), lon: round(degrees(lon2)) };
}
