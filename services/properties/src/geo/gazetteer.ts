import { GAZETTEER } from './gazetteer.data';
import type { BedroomBand, City, GeoPoint, Locality, LocalityTier, RentRange } from './gazetteer.types';
import { nameKey, withinOneEdit } from './name-key';

/** A locality of the gazetteer, flattened with the names of its city and state. */
export interface LocalityRef {
  /** Official name of the city ("Mumbai"). */
  city: string;
  /** State or union territory of the city ("Maharashtra"). */
  state: string;
  /** Name of the locality ("Bandra West"). */
  locality: string;
  centre: GeoPoint;
  /** The PIN codes of the locality, main one first. */
  pinCodes: readonly string[];
  tier: LocalityTier;
}

/** What scanAddressText found in a free-text address. */
export interface AddressTextMatches {
  /** Six-digit PIN codes in the order they appear ("400 050" is read as 400050). */
  pinCodes: string[];
  /** Cities named in the text (official names, aliases, one typo): exact names first, then in text order. */
  cities: City[];
  /** Localities named in the text: exact names before typo matches, longer (more specific) names first, then in text order. */
  localities: LocalityRef[];
}

/** Names shorter than this must match exactly; longer ones tolerate one typo. */
const MIN_FUZZY_LENGTH = 5;
/** Longest locality or city name, in words, that the text scanner tries ("Dadra and Nagar Haveli" aside). */
const MAX_NAME_WORDS = 5;
const PIN_PATTERN = /^[1-9][0-9]{5}$/;

interface IndexEntry<T> {
  key: string;
  values: T[];
}

/**
 * Names (by their comparison key) to the things they name, with exact lookup and, for names of 5+ letters
 * without digits, a one-edit tolerant lookup ("Sector 15" must not find "Sector 14").
 */
class NameIndex<T> {
  private readonly byKey = new Map<string, IndexEntry<T>>();
  private readonly fuzzyEntries: IndexEntry<T>[] = [];

  add(name: string, value: T): void {
    const key = nameKey(name);
    if (!key) return;
    let entry = this.byKey.get(key);
    if (!entry) {
      entry = { key, values: [] };
      this.byKey.set(key, entry);
      if (isFuzzyKey(key)) this.fuzzyEntries.push(entry);
    }
    if (!entry.values.includes(value)) entry.values.push(value);
  }

  /** Exact matches of a key; the array is the index's own, do not change it. */
  exact(key: string): readonly T[] {
    return this.byKey.get(key)?.values ?? [];
  }

  /** Matches one edit away (none when the key is short or has digits), each value once. */
  fuzzy(key: string): T[] {
    if (!isFuzzyKey(key)) return [];
    const found: T[] = [];
    for (const entry of this.fuzzyEntries) {
      if (!withinOneEdit(key, entry.key)) continue;
      for (const value of entry.values) if (!found.includes(value)) found.push(value);
    }
    return found;
  }

  /** Exact matches that pass `accept`; when there are none, the one-edit matches that pass it. */
  lookup(name: string, accept: (value: T) => boolean = () => true): T[] {
    const key = nameKey(name);
    if (!key) return [];
    const exact = this.exact(key).filter(accept);
    return exact.length > 0 ? exact : this.fuzzy(key).filter(accept);
  }
}

function isFuzzyKey(key: string): boolean {
  return key.length >= MIN_FUZZY_LENGTH && !/[0-9]/.test(key);
}

/** "Bandra West" is also written "Bandra (W)", "Andheri East" "Andheri (E)": index those forms too. */
function nameVariants(name: string): string[] {
  const variants = [name];
  const direction = /^(.+)\s+(west|east|north|south)$/i.exec(name.trim());
  if (direction?.[1] && direction[2]) variants.push(`${direction[1]} ${direction[2].charAt(0)}`);
  return variants;
}

function toRef(city: City, locality: Locality): LocalityRef {
  return {
    city: city.name,
    state: city.state,
    locality: locality.name,
    centre: locality.centre,
    pinCodes: locality.pinCodes,
    tier: locality.tier,
  };
}

// The indexes are built once, when the module loads.
const cityIndex = new NameIndex<City>();
const localityIndex = new NameIndex<LocalityRef>();
const localitiesByPin = new Map<string, LocalityRef[]>();
const cityByPinPrefix = new Map<string, City>();
const refsByCity = new Map<City, LocalityRef[]>();

for (const city of GAZETTEER) {
  for (const name of [city.name, ...city.aliases]) cityIndex.add(name, city);
  for (const prefix of city.pinPrefixes) cityByPinPrefix.set(prefix, city);
  const refs: LocalityRef[] = [];
  for (const locality of city.localities) {
    const ref = toRef(city, locality);
    refs.push(ref);
    for (const name of [locality.name, ...(locality.aliases ?? [])]) {
      for (const variant of nameVariants(name)) localityIndex.add(variant, ref);
    }
  }
  refsByCity.set(city, refs);
}
// Per PIN: the localities whose main PIN it is, then those that merely share it, in gazetteer order.
for (const primary of [true, false]) {
  for (const refs of refsByCity.values()) {
    for (const ref of refs) {
      ref.pinCodes.forEach((pin, position) => {
        if ((position === 0) !== primary) return;
        const list = localitiesByPin.get(pin) ?? [];
        list.push(ref);
        localitiesByPin.set(pin, list);
      });
    }
  }
}

/** Every city of the gazetteer, in its order. */
export function allCities(): readonly City[] {
  return GAZETTEER;
}

/**
 * The city a name stands for: official name or alias, in any case, with or without diacritics, spaces or
 * punctuation, and one typo allowed for names of 5+ letters ("Bangalor" → Bengaluru, "BOMBAY" → Mumbai).
 * Null when nothing (or more than one city) matches.
 */
export function findCity(name: string | null | undefined): City | null {
  if (typeof name !== 'string') return null;
  const matches = cityIndex.lookup(name);
  return matches.length === 1 ? (matches[0] ?? null) : null;
}

/**
 * The official name followed by the aliases of a city ("Bangalore" → ['Bengaluru', 'Bangalore', …]), for the
 * search index; an empty list for a city the gazetteer does not know.
 */
export function cityAliases(cityName: string): string[] {
  const city = findCity(cityName);
  return city ? [city.name, ...city.aliases] : [];
}

/**
 * A locality by name (same tolerance as findCity; aliases and "Bandra (W)" forms included). With a city, only
 * that city's localities count, so a name found in two cities ("Ashok Nagar") is settled by it; an unknown city
 * gives null. Without a city, a name that more than one city has gives null.
 */
export function findLocality(name: string | null | undefined, city?: string | City | null): LocalityRef | null {
  if (typeof name !== 'string') return null;
  let inCity: City | null = null;
  if (city !== undefined && city !== null && city !== '') {
    inCity = typeof city === 'string' ? findCity(city) : city;
    if (!inCity) return null;
  }
  const cityName = inCity?.name;
  const matches = localityIndex.lookup(name, (ref) => cityName === undefined || ref.city === cityName);
  return matches.length === 1 ? (matches[0] ?? null) : null;
}

/** Every locality of that name (same tolerance as findLocality), whatever its city. */
export function findLocalities(name: string): LocalityRef[] {
  return localityIndex.lookup(name);
}

/** The localities of a city, in gazetteer order; empty for an unknown city. */
export function localitiesOf(city: string | City): readonly LocalityRef[] {
  const entry = typeof city === 'string' ? findCity(city) : city;
  return (entry && refsByCity.get(entry)) ?? [];
}

/** Digits of a PIN code as people write it ("400 050", " 560034 "), or null when it is not a valid PIN. */
export function normalisePinCode(pin: string | null | undefined): string | null {
  if (typeof pin !== 'string') return null;
  const compact = pin.replace(/\s+/g, '');
  return PIN_PATTERN.test(compact) ? compact : null;
}

/**
 * The locality a PIN code belongs to, with its city: the locality whose main PIN it is, else the first that
 * shares it (560043 → Kalyan Nagar, Bengaluru). Null for a PIN the gazetteer does not list.
 */
export function localityOfPinCode(pin: string | null | undefined): LocalityRef | null {
  return localitiesOfPinCode(pin)[0] ?? null;
}

/** Every locality that a PIN code covers, main-PIN localities first. */
export function localitiesOfPinCode(pin: string | null | undefined): readonly LocalityRef[] {
  const normalised = normalisePinCode(pin);
  return normalised ? (localitiesByPin.get(normalised) ?? []) : [];
}

/**
 * The city of a PIN code: from the localities that list it, else from the city's PIN prefixes (560099 →
 * Bengaluru although no locality lists it; 400601, Thane, → null). Null outside the gazetteer's cities.
 */
export function cityOfPinCode(pin: string | null | undefined): City | null {
  const normalised = normalisePinCode(pin);
  if (!normalised) return null;
  const listed = localitiesByPin.get(normalised)?.[0];
  if (listed) return findCity(listed.city);
  for (let length = 5; length >= 2; length -= 1) {
    const city = cityByPinPrefix.get(normalised.slice(0, length));
    if (city) return city;
  }
  return null;
}

/** The rent band of a city for a bedroom count (0, a studio, counts as 1; 4 and more as 4). */
export function rentBand(city: City, bedrooms: number): RentRange {
  const band = Math.min(4, Math.max(1, Math.ceil(bedrooms))) as BedroomBand;
  return city.rentBands[band];
}

/**
 * Where in its city's band a locality's rents fall: value localities in the lower third, mid in the middle,
 * premium in the upper third; bounds rounded to ₹500 (the listing form's step).
 */
export function tierRentRange(city: City, tier: LocalityTier, bedrooms: number): RentRange {
  const [min, max] = rentBand(city, bedrooms);
  const third = (max - min) / 3;
  const start = { value: 0, mid: 1, premium: 2 }[tier];
  const round = (amount: number) => Math.round(amount / 500) * 500;
  return [round(min + third * start), round(min + third * (start + 1))];
}

interface TextMatch<T> {
  value: T;
  /** False for a one-typo match. */
  exact: boolean;
  /** Position of the match: part of the text, first word, number of words. */
  part: number;
  start: number;
  words: number;
}

/**
 * Finds PIN codes, city names and locality names in a free-text address such as
 * "14 Carter Road, Bandra West, Mumbai 400050". Names may span several words and are looked for within each
 * comma-separated part. Exact names come first; a one-typo match is only tried on words that no exact match used.
 */
export function scanAddressText(text: string): AddressTextMatches {
  const pinCodes: string[] = [];
  const withoutPins = text.replace(/(?<![0-9])([1-9][0-9]{2})\s?([0-9]{3})(?![0-9])/g, (_match, head, tail) => {
    pinCodes.push(`${head}${tail}`);
    return ',';
  });
  const parts = withoutPins
    .split(/[,;|\n]+/)
    .map((part) => part.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean))
    .filter((words) => words.length > 0);

  const cityMatches: TextMatch<City>[] = [];
  const localityMatches: TextMatch<LocalityRef>[] = [];
  parts.forEach((words, part) => {
    const used = new Set<number>();
    for (const exact of [true, false]) {
      for (let size = Math.min(MAX_NAME_WORDS, words.length); size >= 1; size -= 1) {
        for (let start = 0; start + size <= words.length; start += 1) {
          const span = [...Array(size).keys()].map((offset) => start + offset);
          if (!exact && span.some((word) => used.has(word))) continue;
          const key = nameKey(words.slice(start, start + size).join(''));
          const cities = exact ? cityIndex.exact(key) : cityIndex.fuzzy(key);
          const localities = exact ? localityIndex.exact(key) : localityIndex.fuzzy(key);
          const at = { exact, part, start, words: size };
          for (const value of cities) cityMatches.push({ value, ...at });
          for (const value of localities) localityMatches.push({ value, ...at });
          if (exact && cities.length + localities.length > 0) for (const word of span) used.add(word);
        }
      }
    }
  });

  const byPosition = (a: TextMatch<unknown>, b: TextMatch<unknown>) => a.part - b.part || a.start - b.start;
  const exactFirst = (a: TextMatch<unknown>, b: TextMatch<unknown>) => Number(b.exact) - Number(a.exact);
  const distinct = <T>(values: T[]) => [...new Set(values)];
  return {
    pinCodes,
    cities: distinct(cityMatches.sort((a, b) => exactFirst(a, b) || byPosition(a, b)).map((match) => match.value)),
    localities: distinct(
      localityMatches
        .sort((a, b) => exactFirst(a, b) || b.words - a.words || byPosition(a, b))
        .map((match) => match.value),
    ),
  };
}
