import {
  cityOfPinCode,
  findCity,
  findLocality,
  localitiesOfPinCode,
  normalisePinCode,
  scanAddressText,
  type LocalityRef,
} from './gazetteer';
import type { City, GeoPoint } from './gazetteer.types';
import { canonicalStateOrUnionTerritory } from './indian-states';

/** An address to place on the map: one free-text line, or the fields of a listing's address. */
export type GeocodeQuery =
  string | { line1?: string; locality?: string; city?: string; state?: string; pinCode?: string };

export interface GeocodeResult {
  point: GeoPoint;
  /** How close the point is: a locality's centre, the centre of a PIN code's area, or the city centre. */
  precision: 'locality' | 'pin' | 'city';
  /** Official city name ("Bengaluru" for "Bangalore"). */
  city: string;
  /** State or union territory. */
  state: string;
  locality?: string;
  pinCode?: string;
}

export interface Geocoder {
  /** The place of an address, or null when it cannot be placed. */
  geocode(query: GeocodeQuery): Promise<GeocodeResult | null>;
}

/** A geocoding service failed (network, timeout, bad answer): distinct from "no such place" (null). */
export class GeocoderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GeocoderError';
  }
}

/** What an address says, in order of preference, before deciding where it is. */
interface Evidence {
  cities: City[];
  localities: LocalityRef[];
  pinCode: string | null;
}

/**
 * Geocodes from the offline gazetteer, without network. Preference: a known locality of the city (its centre),
 * then a known PIN code (the centre of its localities), then the city (its centre). For a structured address the
 * city comes from `city`, else from the PIN; the locality from `locality`, else from names found in `line1`. Free
 * text is searched for a PIN, city names and locality names (multi-word, one typo tolerated for 5+ letters).
 */
export class OfflineGeocoder implements Geocoder {
  async geocode(query: GeocodeQuery): Promise<GeocodeResult | null> {
    return this.geocodeSync(query);
  }

  /** Same as geocode, for callers that cannot await (a seed script, a mapper). */
  geocodeSync(query: GeocodeQuery): GeocodeResult | null {
    return resolve(typeof query === 'string' ? textEvidence(query) : structuredEvidence(query));
  }
}

function textEvidence(text: string): Evidence {
  const found = scanAddressText(text);
  const pinCode = [...found.pinCodes].reverse().find((pin) => cityOfPinCode(pin)) ?? found.pinCodes.at(-1) ?? null;
  return { cities: found.cities, localities: found.localities, pinCode };
}

function structuredEvidence(query: Exclude<GeocodeQuery, string>): Evidence {
  const pinCode = normalisePinCode(query.pinCode);
  const named = findCity(query.city);
  const city = named ?? cityOfPinCode(pinCode);
  const scanned = scanAddressText([query.locality, query.line1].filter(Boolean).join(', '));
  const explicit = query.locality ? findLocality(query.locality, city) : null;
  return {
    cities: [...(named ? [named] : []), ...scanned.cities],
    localities: [...(explicit ? [explicit] : []), ...scanned.localities],
    pinCode,
  };
}

function resolve({ cities, localities, pinCode }: Evidence): GeocodeResult | null {
  const pinCity = cityOfPinCode(pinCode);
  const city = (pinCity && cities.includes(pinCity) ? pinCity : cities[0]) ?? pinCity;
  if (!city) {
    // Nothing names a city: a locality still places the address if every candidate is in the same city.
    const first = localities[0];
    if (!first || localities.some((candidate) => candidate.city !== first.city)) return null;
    return localityResult(first, null);
  }
  const locality = localities.find((candidate) => candidate.city === city.name);
  if (locality) return localityResult(locality, pinCode);
  const pinLocalities = localitiesOfPinCode(pinCode).filter((candidate) => candidate.city === city.name);
  if (pinCode && pinLocalities.length > 0) {
    const only = pinLocalities.length === 1 ? pinLocalities[0] : undefined;
    return {
      point: centroid(pinLocalities.map((candidate) => candidate.centre)),
      precision: 'pin',
      city: city.name,
      state: city.state,
      ...(only ? { locality: only.locality } : {}),
      pinCode,
    };
  }
  return {
    point: { ...city.centre },
    precision: 'city',
    city: city.name,
    state: city.state,
    ...(pinCode && pinCity === city ? { pinCode } : {}),
  };
}

function localityResult(locality: LocalityRef, pinCode: string | null): GeocodeResult {
  return {
    point: { ...locality.centre },
    precision: 'locality',
    city: locality.city,
    state: locality.state,
    locality: locality.locality,
    pinCode: pinCode && locality.pinCodes.includes(pinCode) ? pinCode : locality.pinCodes[0],
  };
}

function centroid(points: GeoPoint[]): GeoPoint {
  const round = (value: number) => Math.round(value * 10_000) / 10_000;
  const sum = points.reduce((total, point) => ({ lat: total.lat + point.lat, lon: total.lon + point.lon }), {
    lat: 0,
    lon: 0,
  });
  return { lat: round(sum.lat / points.length), lon: round(sum.lon / points.length) };
}

export interface NominatimGeocoderOptions {
  /** Base URL of a Nominatim-compatible API, e.g. https://nominatim.openstreetmap.org (its `/search` is used). */
  baseUrl: string;
  /** Identifies the application, as Nominatim's usage policy asks. */
  userAgent?: string;
  /** Per-request time limit; 5 s by default. */
  timeoutMs?: number;
  /** The fetch to use (tests, proxies); the global one by default. */
  fetch?: typeof fetch;
}

export const DEFAULT_USER_AGENT = 'trio-properties/0.1 (rental marketplace geocoder)';
const DEFAULT_TIMEOUT_MS = 5_000;

/** The part of a Nominatim `format=jsonv2&addressdetails=1` search hit that is read. */
interface NominatimPlace {
  lat?: unknown;
  lon?: unknown;
  addresstype?: unknown;
  type?: unknown;
  place_rank?: unknown;
  address?: Record<string, unknown>;
}

/** Address types that are a whole city or wider: such a hit is city precision. */
const CITY_LEVEL = new Set([
  'city',
  'town',
  'municipality',
  'village',
  'county',
  'district',
  'state_district',
  'state',
  'region',
  'country',
]);

/**
 * Geocodes with an OpenStreetMap Nominatim-compatible HTTP API (`/search`, results limited to India). Throws a
 * GeocoderError when the service fails or times out; null when it finds nothing. Public Nominatim allows about
 * one request a second: point `baseUrl` at an own instance for anything but light use.
 */
export class NominatimGeocoder implements Geocoder {
  private readonly searchUrl: URL;
  private readonly userAgent: string;
  private readonly timeoutMs: number;
  private readonly fetchFn: typeof fetch;

  constructor(options: NominatimGeocoderOptions) {
    const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
    this.searchUrl = new URL('search', base);
    this.userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.fetchFn = options.fetch ?? fetch;
  }

  async geocode(query: GeocodeQuery): Promise<GeocodeResult | null> {
    const text = typeof query === 'string' ? query.trim() : queryText(query);
    if (!text) return null;
    const url = new URL(this.searchUrl);
    url.searchParams.set('q', text);
    url.searchParams.set('format', 'jsonv2');
    url.searchParams.set('addressdetails', '1');
    url.searchParams.set('limit', '1');
    url.searchParams.set('countrycodes', 'in');
    url.searchParams.set('accept-language', 'en');

    let body: unknown;
    try {
      const response = await this.fetchFn(url, {
        headers: { 'User-Agent': this.userAgent, Accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) throw new GeocoderError(`Nominatim answered ${response.status} ${response.statusText}`);
      body = await response.json();
    } catch (error) {
      if (error instanceof GeocoderError) throw error;
      // A DOMException from another realm under test runners is not `instanceof Error`: look at the name only.
      const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
      throw new GeocoderError(
        timedOut ? `Nominatim did not answer within ${this.timeoutMs} ms` : 'Nominatim request failed',
        { cause: error },
      );
    }
    if (!Array.isArray(body)) throw new GeocoderError('Nominatim answered something other than a list of places');
    const first: unknown = body[0];
    return first === undefined ? null : toResult(first as NominatimPlace);
  }
}

function queryText(query: Exclude<GeocodeQuery, string>): string {
  return [query.line1, query.locality, query.city, query.state, query.pinCode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function toResult(place: NominatimPlace): GeocodeResult {
  const lat = Number(place.lat);
  const lon = Number(place.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
    throw new GeocoderError('Nominatim answered a place without valid coordinates');
  }
  const address = place.address ?? {};
  const type = text(place.addresstype) ?? text(place.type) ?? '';
  const rank = typeof place.place_rank === 'number' ? place.place_rank : 0;
  const precision: GeocodeResult['precision'] =
    type === 'postcode' ? 'pin' : !CITY_LEVEL.has(type) && rank >= 17 ? 'locality' : 'city';

  const cityName =
    text(address.city) ??
    text(address.town) ??
    text(address.municipality) ??
    text(address.village) ??
    text(address.state_district) ??
    text(address.county) ??
    '';
  const known = findCity(cityName);
  const stateName = text(address.state);
  const state = canonicalStateOrUnionTerritory(stateName) ?? stateName ?? known?.state ?? '';
  const locality = text(address.suburb) ?? text(address.neighbourhood) ?? text(address.quarter);
  const pinCode = normalisePinCode(text(address.postcode));
  return {
    point: { lat, lon },
    precision,
    city: known?.name ?? cityName,
    state,
    ...(precision === 'locality' && locality ? { locality } : {}),
    ...(pinCode ? { pinCode } : {}),
  };
}

/**
 * Asks `primary` (the online geocoder) first and `fallback` (the offline one) when it fails or finds nothing.
 * A failure of the primary is handed to `onPrimaryError` (to log it) and never reaches the caller.
 */
export class FallbackGeocoder implements Geocoder {
  constructor(
    private readonly primary: Geocoder,
    private readonly fallback: Geocoder,
    private readonly onPrimaryError?: (error: unknown) => void,
  ) {}

  async geocode(query: GeocodeQuery): Promise<GeocodeResult | null> {
    try {
      const result = await this.primary.geocode(query);
      if (result) return result;
    } catch (error) {
      this.onPrimaryError?.(error);
    }
    return this.fallback.geocode(query);
  }
}

export interface GeocoderConfig {
  /** Nominatim settings; without them (or without a base URL) geocoding stays offline. */
  nominatim?: Partial<NominatimGeocoderOptions>;
  onPrimaryError?: (error: unknown) => void;
}

/** The offline geocoder, or Nominatim backed by it when a Nominatim base URL is configured. */
export function createGeocoder(config: GeocoderConfig = {}): Geocoder {
  const offline = new OfflineGeocoder();
  const baseUrl = config.nominatim?.baseUrl?.trim();
  if (!baseUrl) return offline;
  const online = new NominatimGeocoder({ ...config.nominatim, baseUrl });
  return new FallbackGeocoder(online, offline, config.onPrimaryError);
}
