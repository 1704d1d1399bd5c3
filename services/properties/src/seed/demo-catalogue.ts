import type { PropertyType } from '@trio/contracts/events/properties';
import { allCities, localitiesOf, tierRentRange, type LocalityRef } from '../geo/gazetteer';
import type { City, RentRange } from '../geo/gazetteer.types';
import type { LeaseType } from '../listing-requests/listing-request.schema';
import { propertyName } from '../properties/properties.service';
import type { PropertyDocument } from '../properties/property.schema';
import { placesOfLocality } from './demo-places';
import { pointAt } from './geometry';
import { hexIdOf, randomFor, type Random } from './random';

/** The image categories of the seed's pool: the five a listing requires, and a floor plan. */
export const POOL_CATEGORIES = ['Living room', 'Kitchen', 'Bed Room', 'Bathroom', 'Front Door', 'floorplan'] as const;
export type PoolCategory = (typeof POOL_CATEGORIES)[number];
/** Image ids of the seed's pool, by category. */
export type ImagePool = Readonly<Record<PoolCategory, readonly string[]>>;

/** Who the seed's properties belong to and who manages them (ids as the users service stores them). */
export interface CatalogueParties {
  /** Landlord user ids; the first (the demo landlord, landlord@trio.rentals) owns a few chosen properties. */
  landlordIds: readonly string[];
  /** Property manager ids (users.property-manager), round-robin. */
  managerIds: readonly string[];
  images: ImagePool;
}

/** A location lies at most this far from its locality's centre (km). */
export const LOCATION_JITTER_KM = 0.6;
/** Listing dates are spread over the 180 days before this instant (fixed, so the catalogue is the same each run). */
export const CATALOGUE_EPOCH = Date.parse('2026-11-01T00:00:00.000Z');
/** Of the first this many properties, every 200th belongs to the demo landlord. */
export const DEMO_LANDLORD_RANGE = 2000;

/** Relative share of the catalogue per city (bigger rental markets get more); cities not named get 8. */
const CITY_WEIGHTS: Record<string, number> = {
  Bengaluru: 16,
  Mumbai: 16,
  Delhi: 14,
  Hyderabad: 12,
  Chennai: 10,
  Pune: 10,
  Kolkata: 8,
  Gurugram: 7,
  Ahmedabad: 7,
};

interface CitySlot {
  city: City;
  weight: number;
  /** How many earlier slots of the cycle have this city. */
  before: number;
}

/**
 * One cycle of cities by smooth weighted round-robin: any run of consecutive properties is spread over the cities in
 * proportion to their weights, and the n-th property's city depends on n alone.
 */
const CYCLE: CitySlot[] = (() => {
  const cities = allCities().map((city) => ({ city, weight: CITY_WEIGHTS[city.name] ?? 8, current: 0, seen: 0 }));
  const total = cities.reduce((sum, c) => sum + c.weight, 0);
  const slots: CitySlot[] = [];
  for (let i = 0; i < total; i++) {
    for (const c of cities) c.current += c.weight;
    const best = cities.reduce((a, b) => (b.current > a.current ? b : a));
    best.current -= total;
    slots.push({ city: best.city, weight: best.weight, before: best.seen++ });
  }
  return slots;
})();

/** The city of the index-th property, and how many properties of that city come before it. */
export function cityOfIndex(index: number): { city: City; ordinal: number } {
  const slot = CYCLE[index % CYCLE.length]!;
  return { city: slot.city, ordinal: Math.floor(index / CYCLE.length) * slot.weight + slot.before };
}

/** The id of the index-th seeded property: derived from the index, so a second run finds it. */
export function demoPropertyId(index: number): string {
  return hexIdOf(`trio-demo-property:${index}`);
}

const BUILDING_FIRST = [
  'Prestige',
  'Sobha',
  'Brigade',
  'Lodha',
  'Godrej',
  'Shapoorji',
  'Purva',
  'Mahindra',
  'Hiranandani',
  'Sai',
  'Shanti',
  'Royal',
  'Silver Oak',
  'Sunrise',
  'Orchid',
  'Palm',
  'Krishna',
  'Ashirwad',
];
const BUILDING_SECOND = [
  'Residency',
  'Heights',
  'Apartments',
  'Enclave',
  'Towers',
  'Meadows',
  'Nest',
  'Court',
  'Vista',
];
const STREETS = ['Station Road', 'Temple Road', 'Church Road', 'School Road', 'Market Road', 'Hospital Road'];
const ORDINAL_STREETS = ['Cross Road', 'Main Road', 'Avenue'];

function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

function street(random: Random): string {
  return random.chance(0.6) ? `${ordinal(random.int(1, 18))} ${random.pick(ORDINAL_STREETS)}` : random.pick(STREETS);
}

function bedroomsOf(random: Random): number {
  const r = random.next();
  if (r < 0.07) return 0;
  if (r < 0.32) return 1;
  if (r < 0.67) return 2;
  if (r < 0.9) return 3;
  return 4;
}

function typeOf(bedrooms: number, locality: LocalityRef, random: Random): PropertyType {
  if (bedrooms === 0) return 'studio';
  const r = random.next();
  if (bedrooms <= 2) return r < 0.06 && locality.tier !== 'premium' ? 'house' : 'apartment';
  if (bedrooms === 3) return r < 0.72 ? 'apartment' : r < 0.94 || locality.tier !== 'premium' ? 'house' : 'villa';
  return r < 0.45 ? 'apartment' : r < 0.75 || locality.tier === 'value' ? 'house' : 'villa';
}

function bathroomsOf(bedrooms: number, type: PropertyType, random: Random): number {
  if (bedrooms <= 1) return 1;
  if (bedrooms === 2) return random.chance(0.7) ? 2 : 1;
  if (bedrooms === 3) return random.chance(0.6) ? 3 : 2;
  return type === 'villa' ? random.int(4, 5) : random.int(3, 4);
}

const SQUARE_FEET: Record<number, readonly [number, number]> = {
  0: [300, 450],
  1: [450, 700],
  2: [850, 1250],
  3: [1300, 1900],
  4: [2000, 3200],
};

function squareFeetOf(bedrooms: number, type: PropertyType, random: Random): number {
  const [min, max] = SQUARE_FEET[Math.min(4, bedrooms)]!;
  const area = (min + random.next() * (max - min)) * (type === 'villa' ? 1.3 : 1);
  return Math.round(area / 10) * 10;
}

/**
 * The rent range for a property: its locality's tier of the city band for its size; a studio takes the lower half of
 * the one-bedroom range, a villa the upper half of its range. Bounds are multiples of ₹500.
 */
export function rentRangeOf(city: City, locality: LocalityRef, bedrooms: number, type: PropertyType): RentRange {
  const [min, max] = tierRentRange(city, locality.tier, Math.max(1, bedrooms));
  const middle = Math.round((min + max) / 2 / 500) * 500;
  if (type === 'studio') return [min, middle];
  if (type === 'villa') return [middle, max];
  return [min, max];
}

const FURNISHING = ['Unfurnished', 'Semi-furnished', 'Semi-furnished', 'Fully furnished'];
const SETTINGS: Record<PropertyType, readonly string[]> = {
  apartment: [
    'in a gated society',
    'in a quiet residential building',
    'in a well-kept society with a lift',
    'in a newly built tower',
  ],
  studio: ['in a managed building', 'in a quiet residential building', 'close to the main road'],
  house: ['on a quiet lane', 'with its own entrance', 'on a tree-lined street'],
  villa: ['in a gated villa community', 'with a private garden', 'with a terrace garden'],
};
const FEATURES = [
  'covered car parking',
  '24x7 security',
  'power backup',
  'a modular kitchen',
  'a balcony',
  'piped gas',
  'round-the-clock water supply',
  'wooden wardrobes',
  'east-facing windows',
  'a children’s play area',
  'a gym and a pool in the society',
  'rainwater harvesting',
];
const AUDIENCES: Record<number, readonly string[]> = {
  0: ['a working professional', 'a student'],
  1: ['a working professional', 'a young couple', 'bachelors'],
  2: ['a small family', 'a young couple', 'working professionals sharing'],
  3: ['a family', 'a family with children'],
  4: ['a large family', 'a joint family'],
};

function floorOf(type: PropertyType, random: Random): string {
  if (type === 'house' || type === 'villa') return '';
  const floor = random.int(0, 14);
  return floor === 0 ? ' on the ground floor' : ` on the ${ordinal(floor)} floor`;
}

function descriptionOf(
  p: { bedrooms: number; propertyType: PropertyType },
  locality: LocalityRef,
  landmark: string | undefined,
  random: Random,
): string {
  const what = propertyName(p, locality.locality).replace(/ in .*$/, '');
  const features = random.sample(FEATURES, 2);
  const first =
    `${random.pick(FURNISHING)} ${what.charAt(0).toLowerCase()}${what.slice(1)}${floorOf(p.propertyType, random)} ` +
    `${random.pick(SETTINGS[p.propertyType])} in ${locality.locality}, with ${features[0]} and ${features[1]}.`;
  if (!random.chance(0.6)) return first;
  const near = landmark ? `A short walk to ${landmark}; ideal` : 'Ideal';
  return `${first} ${near} for ${random.pick(AUDIENCES[Math.min(4, p.bedrooms)]!)}.`;
}

function leaseTypeOf(random: Random): LeaseType {
  const r = random.next();
  return r < 0.6 ? 'Year-long' : r < 0.8 ? 'monthly' : r < 0.9 ? 'Six-months' : 'Month-to-month';
}

function imagesOf(bedrooms: number, pool: ImagePool, random: Random): string[] {
  const one = (category: PoolCategory) => (pool[category].length > 0 ? [random.pick(pool[category])] : []);
  const ids = [...one('Living room'), ...one('Bed Room'), ...one('Kitchen'), ...one('Bathroom'), ...one('Front Door')];
  const extras: PoolCategory[] = random.sample(
    bedrooms >= 2 ? (['Bed Room', 'Living room', 'Bathroom'] as const) : (['Living room', 'Kitchen'] as const),
    random.int(0, 2),
  );
  for (const category of extras) {
    const unused = pool[category].filter((id) => !ids.includes(id));
    if (unused.length > 0) ids.push(random.pick(unused));
  }
  if (random.chance(0.5)) ids.push(...one('floorplan'));
  return ids.slice(0, 8);
}

const placeNames = new Map<string, string[]>();
function landmarksNear(locality: LocalityRef): string[] {
  const key = `${locality.city}:${locality.locality}`;
  let names = placeNames.get(key);
  if (!names) {
    names = placesOfLocality(locality)
      .filter((place) => place.category !== 'others' || /Temple|Mandir|Park|Church|Masjid/.test(place.name))
      .map((place) => place.name);
    placeNames.set(key, names);
  }
  return names;
}

/**
 * Every seeded home is available: a home is occupied only when a lease is made for it (the applications seed makes
 * the demo's the way users do, and properties marks the home from the lease event), so a landlord's Occupied always
 * equals the active leases (issue 25, item 7). This draw once made about one non-featured home in ten `occupied`
 * with nobody living there; it is still drawn so every later field of each property stays as it was.
 */
function seededStatus(featured: boolean, random: Random): 'available' {
  if (!featured) random.next();
  return 'available';
}

/**
 * The index-th property of the demo catalogue. Everything about it comes from the index (and the parties given), so
 * any run of the seed makes the same catalogue and `--properties 100000` extends the default 2,000 instead of
 * replacing them.
 */
export function demoProperty(index: number, parties: CatalogueParties): PropertyDocument {
  const random = randomFor(`trio-demo-property:${index}`);
  const { city, ordinal: nth } = cityOfIndex(index);
  const localities = localitiesOf(city);
  const locality = localities[nth % localities.length]!;
  const bedrooms = bedroomsOf(random);
  const propertyType = typeOf(bedrooms, locality, random);
  const [minRent, maxRent] = rentRangeOf(city, locality, bedrooms, propertyType);
  const rentRupees = Math.round((minRent + random.next() * (maxRent - minRent)) / 500) * 500;
  const location = pointAt(
    locality.centre,
    LOCATION_JITTER_KM * 0.99 * Math.sqrt(random.next()),
    random.next() * 2 * Math.PI,
  );
  const line1 =
    propertyType === 'house' || propertyType === 'villa'
      ? `No. ${random.int(1, 240)}, ${street(random)}`
      : `Flat ${random.int(1, 14)}0${random.int(1, 8)}, ${random.pick(BUILDING_FIRST)} ${random.pick(BUILDING_SECOND)}, ${street(random)}`;
  const landmarks = random.sample(landmarksNear(locality), random.int(2, 3));
  const featured = nth % 50 === 7;
  const listedAt = new Date(CATALOGUE_EPOCH - random.int(0, 180 * 24 * 60) * 60_000);
  const { landlordIds, managerIds } = parties;
  const demoLandlordOwns = landlordIds.length === 1 || (index < DEMO_LANDLORD_RANGE && index % 200 === 0);
  return {
    _id: demoPropertyId(index),
    landlordId: demoLandlordOwns ? landlordIds[0]! : landlordIds[1 + (index % (landlordIds.length - 1))]!,
    managerId: managerIds[index % managerIds.length]!,
    name: propertyName({ bedrooms, propertyType }, locality.locality),
    address: {
      line1,
      locality: locality.locality,
      city: city.name,
      state: city.state,
      pinCode: random.chance(0.8) ? locality.pinCodes[0]! : random.pick(locality.pinCodes),
    },
    location,
    rentPaise: rentRupees * 100,
    bedrooms,
    bathrooms: bathroomsOf(bedrooms, propertyType, random),
    squareFeet: squareFeetOf(bedrooms, propertyType, random),
    propertyType,
    status: seededStatus(featured, random),
    featured,
    imageIds: imagesOf(bedrooms, parties.images, random),
    description: descriptionOf({ bedrooms, propertyType }, locality, landmarks[0], random),
    leaseType: leaseTypeOf(random),
    nearbyLandmarks: landmarks,
    listedAt,
    updatedAt: listedAt,
    version: 0,
    outbox: [],
    outboxPending: 0,
  };
}

/** The locality a seeded property was placed in (for checks). */
export function localityOfIndex(index: number): LocalityRef {
  const { city, ordinal: nth } = cityOfIndex(index);
  const localities = localitiesOf(city);
  return localities[nth % localities.length]!;
}
