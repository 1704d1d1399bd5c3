import type { PlaceKind } from '@trio/contracts/http/properties';
import type { Types } from '@opensearch-project/opensearch';
import { allCities, findCity, findLocalities, normalisePinCode } from '../geo/gazetteer';
import { nameKey } from '../geo/name-key';

/**
 * The places a renter can pick from the suggestions (cities, localities, PIN codes of the gazetteer), their stable
 * ids, and the filter that finds a place's homes in the `properties` index. The suggestion's home count and the
 * search by place use the same filter, so the count shown is the search's `totalFound`.
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
  /** Lower-case folded values matched against the `.keyword` subfields (see `placeFilter`). */
  match: { cities?: string[]; localities?: string[]; pinCodes?: string[] };
}

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

/** What the `folded` normalizer makes of a value: lower case, accents dropped. */
function folded(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();
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
          match: { pinCodes: [pin] },
        };
        pins.set(pin, place);
        places.push(place);
      }
    }
  }
  return places;
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
  if (place.match.cities) filters.push({ terms: { 'cityAliases.keyword': place.match.cities } });
  if (place.match.localities) filters.push({ terms: { 'address.locality.keyword': place.match.localities } });
  if (place.match.pinCodes) filters.push({ terms: { 'address.pinCode': place.match.pinCodes } });
  return filters;
}
