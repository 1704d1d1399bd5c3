import type { PlaceKind } from '@trio/contracts/http/properties';
import type { Types } from '@opensearch-project/opensearch';
import { allCities, findCity, findLocalities, normalisePinCode, scanAddressText } from '../geo/gazetteer';
import { distanceKm, roundKm } from '../geo/distance';
import type { GeoPoint } from '../geo/gazetteer.types';
import { canonicalName, nameKey } from '../geo/name-key';
import { METRO_REGIONS, WHOLE_COUNTRY_NAMES } from '../geo/regions.data';
import type { PropertySearchDocument } from './property-search.document';

/**
 * The places a renter can pick from the suggestions (cities, localities, PIN codes of the gazetteer; metropolitan
 * regions, their towns and the towns' localities; the whole country), their stable ids, and the filter that finds
 * a place's homes in the `properties` index. The suggestion's home count and the search by place use the same
 * filter, so the count shown is the search's `totalFound`.
 */
export interface SearchPlace {
  placeId: string;
  kind: PlaceKind;
  /** Official name ("Koramangala"; the PIN for a PIN). */
  name: string;
  /** Other names people type ("Bangalore", "Gurgaon", "J P Nagar"). */
  aliases: string[];
  /** The city's official name (the city's own name for a city). */
  city: string;
  label: string;
  /** Where it is: the centre of the city, locality, town or region (a PIN's locality); none for the country. */
  centre?: GeoPoint;
  /**
   * How its homes are found (see `placeFilter`): lower-case folded values matched against the `.keyword`
   * subfields, and circles (`within`) for the places listings do not name (a region's towns and their localities).
   * With `cities` too, a home in those cities or within a circle (a region). Nothing at all: every home (India).
   */
  match: { cities?: string[]; localities?: string[]; pinCodes?: string[]; within?: Circle[] };
  /**
   * Offered by suggestions even with no home (a region, its towns and their localities, the country): people search
   * by them, and the search then names the nearest places with homes.
   */
  suggestedWithoutHomes?: boolean;
}

/** A disc on the map: the homes within `radiusKm` of `centre`. */
export interface Circle {
  centre: GeoPoint;
  radiusKm: number;
}

/** A town's locality (Vashi, Noida's Sector 18): the homes within this distance of its centre. */
export const TOWN_LOCALITY_RADIUS_KM = 3;

/** The place that stands for no place filter: every home in the country ("India", "anywhere", "भारत"). */
export const WHOLE_COUNTRY_PLACE_ID = 'country:india';

type Query = Types.Common_QueryDsl.QueryContainer;

/** Lower-case words joined by hyphens: "HSR Layout" → "hsr-layout", "Bengalūru" → "bengaluru". */
export function slug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * What the `folded` normalizer (lowercase + asciifolding) makes of a value: lower case, Latin accents dropped; a name
 * in an Indic script keeps its vowel signs (NFC, joiners dropped as in `canonicalName`).
 */
function folded(name: string): string {
  return canonicalName(
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .normalize('NFC'),
  )
    .toLowerCase()
    .trim();
}

function buildCatalogue(): SearchPlace[] {
  const places: SearchPlace[] = [];
  const pins = new Map<string, SearchPlace>();
  for (const city of allCities()) {
    places.push({
      placeId: `city:${slug(city.name)}`,
      kind: 'city',
      name: city.name,
      aliases: [...city.aliases],
      city: city.name,
      label: `${city.name}, ${city.state}`,
      centre: city.centre,
      match: { cities: [folded(city.name)] },
    });
    for (const locality of city.localities) {
      const names = [locality.name, ...(locality.aliases ?? [])];
      places.push({
        placeId: `locality:${slug(city.name)}:${slug(locality.name)}`,
        kind: 'locality',
        name: locality.name,
        aliases: [...(locality.aliases ?? [])],
        city: city.name,
        label: `${locality.name}, ${city.name}`,
        centre: locality.centre,
        match: { cities: [folded(city.name)], localities: [...new Set(names.map(folded))] },
      });
      for (const pin of locality.pinCodes) {
        const known = pins.get(pin);
        // A PIN shared by two localities is labelled by the first that lists it as its main one, else the first.
        if (known) continue;
        const place: SearchPlace = {
          placeId: `pin:${pin}`,
          kind: 'pin',
          name: pin,
          aliases: [],
          city: city.name,
          label: `${pin} · ${locality.name}, ${city.name}`,
          centre: locality.centre,
          match: { pinCodes: [pin] },
        };
        pins.set(pin, place);
        places.push(place);
      }
    }
  }
  return [...places, ...regionPlaces(), wholeCountryPlace()];
}

/** Each metropolitan region, then its towns, each followed by its localities. */
function regionPlaces(): SearchPlace[] {
  const places: SearchPlace[] = [];
  for (const region of METRO_REGIONS) {
    const townCircles = region.towns.map((town) => ({ centre: town.centre, radiusKm: town.radiusKm }));
    places.push({
      placeId: `region:${slug(region.name)}`,
      kind: 'region',
      name: region.name,
      aliases: region.aliases.map(canonicalName),
      city: region.name,
      label: `${region.name}, ${region.state}`,
      centre: region.centre,
      match: { cities: region.cities.map(folded), within: townCircles },
      suggestedWithoutHomes: true,
    });
    region.towns.forEach((town, position) => {
      places.push({
        placeId: `city:${slug(town.name)}`,
        kind: 'city',
        name: town.name,
        aliases: town.aliases.map(canonicalName),
        city: town.name,
        label: `${town.name}, ${region.name}`,
        centre: town.centre,
        match: { within: [townCircles[position]!] },
        suggestedWithoutHomes: true,
      });
      for (const locality of town.localities) {
        places.push({
          placeId: `locality:${slug(town.name)}:${slug(locality.name)}`,
          kind: 'locality',
          name: locality.name,
          aliases: (locality.aliases ?? []).map(canonicalName),
          city: town.name,
          label: `${locality.name}, ${town.name}`,
          centre: locality.centre,
          match: { within: [{ centre: locality.centre, radiusKm: TOWN_LOCALITY_RADIUS_KM }] },
          suggestedWithoutHomes: true,
        });
      }
    });
  }
  return places;
}

function wholeCountryPlace(): SearchPlace {
  const [name = 'India', ...aliases] = WHOLE_COUNTRY_NAMES;
  return {
    placeId: WHOLE_COUNTRY_PLACE_ID,
    kind: 'country',
    name,
    aliases: aliases.map(canonicalName),
    city: name,
    label: 'All of India',
    match: {},
    suggestedWithoutHomes: true,
  };
}

const CATALOGUE: readonly SearchPlace[] = buildCatalogue();
const BY_ID = new Map(CATALOGUE.map((place) => [place.placeId, place]));

/** Every place suggestions may offer, cities first, then each city's localities and PIN codes. */
export function searchPlaces(): readonly SearchPlace[] {
  return CATALOGUE;
}

export function placeById(placeId: string | undefined): SearchPlace | null {
  return (placeId && BY_ID.get(placeId)) || null;
}

/**
 * The place the search text names exactly, if any: a PIN code, a city by its name or another name ("Bombay"), or a
 * locality by its name or alias ("Koramangala", "Bandra West, Mumbai") that only one city has. Typos are not
 * places: "Bangalor" keeps the fuzzy text path.
 */
export function placeNamedBy(text: string): SearchPlace | null {
  return gazetteerPlaceNamedBy(text) ?? otherPlaceNamedBy(text) ?? placeInIndicText(text);
}

/** A letter of a script other than Latin (Devanagari, Kannada, Tamil, …). */
const NON_LATIN_LETTER = /(?!\p{Script=Latin})\p{L}/u;

/**
 * Words in an Indian script that are not exactly one place name ("कोरेगाव पार्क पुणे", "ಕೋರಮಂಗಲ ಬೆಂಗಳೂರು ಮನೆ"):
 * listings are written in Latin letters, so the text path could never match them. The place the words name, read
 * as an address (`scanAddressText`): the most specific locality of the one city named, else that city, else the one
 * locality named. Null when the words name no place or several.
 */
function placeInIndicText(text: string): SearchPlace | null {
  if (!NON_LATIN_LETTER.test(text)) return null;
  const found = scanAddressText(text);
  const city = found.cities.length === 1 ? found.cities[0] : undefined;
  if (!city && found.cities.length > 1) return null;
  const localities = city ? found.localities.filter((ref) => ref.city === city.name) : found.localities;
  const locality = city ? localities[0] : localities.length === 1 ? localities[0] : undefined;
  if (locality) return placeById(`locality:${slug(locality.city)}:${slug(locality.locality)}`);
  return city ? placeById(`city:${slug(city.name)}`) : null;
}

/** Regions, their towns and localities, and the country, by any of their names (exactly, as `nameKey` compares). */
const OTHER_PLACES_BY_NAME = new Map<string, SearchPlace[]>();
for (const place of CATALOGUE) {
  if (!place.suggestedWithoutHomes) continue;
  for (const name of [place.name, ...place.aliases]) {
    const key = nameKey(name);
    const known = OTHER_PLACES_BY_NAME.get(key) ?? [];
    if (!known.includes(place)) OTHER_PLACES_BY_NAME.set(key, [...known, place]);
  }
}

/** "Vashi", "Navi Mumbai", "Delhi NCR", "नोएडा", "India", and "Vashi, Navi Mumbai" (a town's locality and town). */
function otherPlaceNamedBy(text: string): SearchPlace | null {
  const whole = OTHER_PLACES_BY_NAME.get(nameKey(text)) ?? [];
  if (whole.length === 1) return whole[0] ?? null;
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 2) return null;
  const [first = '', second = ''] = parts;
  const towns = (OTHER_PLACES_BY_NAME.get(nameKey(second)) ?? []).filter((place) => place.kind === 'city');
  const localities = (OTHER_PLACES_BY_NAME.get(nameKey(first)) ?? []).filter(
    (place) => place.kind === 'locality' && towns.some((town) => town.name === place.city),
  );
  return localities.length === 1 ? (localities[0] ?? null) : null;
}

function gazetteerPlaceNamedBy(text: string): SearchPlace | null {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.length > 2) return null;
  const [first, second] = parts as [string, string | undefined];
  if (parts.length === 1) {
    const pin = normalisePinCode(first);
    if (pin) return placeById(`pin:${pin}`);
    const city = exactCity(first);
    if (city) return placeById(`city:${slug(city)}`);
  }
  // "Bengaluru, Karnataka": a city's label.
  const cityOfFirst = second === undefined ? null : exactCity(first);
  if (cityOfFirst && second !== undefined && sameName(findCity(cityOfFirst)?.state ?? '', second)) {
    return placeById(`city:${slug(cityOfFirst)}`);
  }
  const inCity = second === undefined ? undefined : exactCity(second);
  if (second !== undefined && !inCity) return null;
  const localities = findLocalities(first).filter(
    (ref) =>
      (inCity === undefined || ref.city === inCity) &&
      [ref.locality, ...aliasesOf(ref.city, ref.locality)].some((name) => sameName(name, first)),
  );
  const ref = localities.length === 1 ? localities[0] : undefined;
  if (!ref) return null;
  return placeById(`locality:${slug(ref.city)}:${slug(ref.locality)}`);
}

function exactCity(name: string): string | null {
  const city = findCity(name);
  if (!city) return null;
  return [city.name, ...city.aliases].some((known) => sameName(known, name)) ? city.name : null;
}

function aliasesOf(cityName: string, localityName: string): readonly string[] {
  return findCity(cityName)?.localities.find((l) => l.name === localityName)?.aliases ?? [];
}

function sameName(a: string, b: string): boolean {
  return nameKey(a) === nameKey(b);
}

/**
 * The filter of a place's homes in the `properties` index (fields of properties-mapping.ts): the city by any of its
 * names (`cityAliases` holds the official name of a gazetteer city), the locality by its name or an alias, the PIN
 * exactly.
 */
export function placeFilter(place: SearchPlace): Query[] {
  const filters: Query[] = [];
  const circles: Query[] = (place.match.within ?? []).map((circle) => ({
    geo_distance: { distance: `${circle.radiusKm}km`, location: { lat: circle.centre.lat, lon: circle.centre.lon } },
  }));
  const cities: Query[] = place.match.cities ? [{ terms: { 'cityAliases.keyword': place.match.cities } }] : [];
  const anyOf = [...cities, ...circles];
  if (anyOf.length === 1) filters.push(anyOf[0]!);
  else if (anyOf.length > 1) filters.push({ bool: { should: anyOf, minimum_should_match: 1 } });
  if (place.match.localities) filters.push({ terms: { 'address.locality.keyword': place.match.localities } });
  if (place.match.pinCodes) filters.push({ terms: { 'address.pinCode': place.match.pinCodes } });
  return filters;
}

/**
 * The places whose search finds this home: `placeFilter` read on the home's search document instead of in the index
 * (its city by any of its names, its locality, its PIN, its distance from a town's or a town locality's centre), so
 * whatever asks "is this home in that place" agrees with the search by that place. The country holds every home.
 */
export function placesHolding(home: PropertySearchDocument): SearchPlace[] {
  const cities = new Set(home.cityAliases.map(folded));
  const locality = folded(home.address.locality);
  const within = (circle: Circle) =>
    home.location !== undefined && distanceKm(home.location, circle.centre) <= circle.radiusKm;
  return CATALOGUE.filter(({ match }) => {
    const byCity = match.cities?.some((city) => cities.has(city)) ?? false;
    const byDistance = match.within?.some(within) ?? false;
    if ((match.cities || match.within) && !byCity && !byDistance) return false;
    if (match.localities && !match.localities.includes(locality)) return false;
    if (match.pinCodes && !match.pinCodes.includes(home.address.pinCode)) return false;
    return true;
  });
}

/** A place with homes offered instead of one without: the place and how far it is from the one searched. */
export interface NearestPlaceWithHomes {
  place: SearchPlace;
  homes: number;
  /** Centre to centre, in km, one decimal. */
  distanceKm: number;
}

/** Localities farther than this are not "near": the nearest cities with homes are offered instead. */
export const NEAREST_LOCALITY_MAX_KM = 60;

/**
 * The places with homes nearest to `from` (a place whose search found nothing), nearest first: localities within
 * NEAREST_LOCALITY_MAX_KM, else cities, never `from` itself. `homes` holds the available homes by placeId (the
 * suggestions' counts); empty when `from` has no centre (the country) or nothing has homes.
 */
export function nearestPlacesWithHomes(
  from: SearchPlace,
  homes: ReadonlyMap<string, number>,
  limit = 3,
): NearestPlaceWithHomes[] {
  const centre = from.centre;
  if (!centre) return [];
  const served = (kind: PlaceKind) =>
    CATALOGUE.filter(
      (place) => place.kind === kind && place.placeId !== from.placeId && (homes.get(place.placeId) ?? 0) > 0,
    )
      .map((place) => ({
        place,
        homes: homes.get(place.placeId) ?? 0,
        distanceKm: place.centre ? distanceKm(centre, place.centre) : Number.POSITIVE_INFINITY,
      }))
      .sort((a, b) => a.distanceKm - b.distanceKm || a.place.placeId.localeCompare(b.place.placeId));
  const localities = served('locality').filter((near) => near.distanceKm <= NEAREST_LOCALITY_MAX_KM);
  const nearest = localities.length > 0 ? localities : served('city');
  return nearest
    .filter((near) => Number.isFinite(near.distanceKm))
    .slice(0, limit)
    .map((near) => ({ ...near, distanceKm: roundKm(near.distanceKm) }));
}
