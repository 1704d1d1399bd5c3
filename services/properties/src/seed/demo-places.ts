import type { LocalityRef } from '../geo/gazetteer';
import type { Place, PlaceCategory } from '../search/places-queries';
import { pointAt } from './geometry';
import { hexIdOf, randomFor, type Random } from './random';

/** Places of one locality lie this far from its centre (km). */
export const PLACE_MIN_KM = 0.2;
export const PLACE_MAX_KM = 2.5;
/** Places per locality, all categories together. */
export const PLACES_PER_LOCALITY = { min: 15, max: 25 } as const;

/** The city bus operator, for "<Locality> BMTC Bus Stop". */
const BUS_OPERATORS: Record<string, string> = {
  Bengaluru: 'BMTC',
  Mumbai: 'BEST',
  Delhi: 'DTC',
  Hyderabad: 'TGSRTC',
  Chennai: 'MTC',
  Pune: 'PMPML',
  Kolkata: 'WBTC',
  Gurugram: 'GMCBL',
  Ahmedabad: 'AMTS',
};

/** Name patterns per category; `{L}` is the locality, `{C}` the city, `{B}` the bus operator. */
const NAMES: Record<PlaceCategory, readonly string[]> = {
  schools: [
    'Delhi Public School',
    'Kendriya Vidyalaya',
    "St. Xavier's High School",
    'Ryan International School',
    'DAV Public School',
    'National Public School',
    'Podar International School',
    'Bal Bharati Public School',
    "St. Joseph's Convent School",
    'Narayana e-Techno School',
    'Sri Chaitanya Junior College',
    'Government Higher Secondary School, {L}',
    '{L} Public School',
    'Little Flower Nursery School',
    'EuroKids Preschool, {L}',
  ],
  hospitals: [
    'Apollo Clinic',
    'Apollo Pharmacy',
    'Fortis Hospital',
    'Manipal Hospital',
    'Max Multispeciality Centre',
    'Narayana Health City Clinic',
    'Cloudnine Hospital',
    'Urban Primary Health Centre, {L}',
    '{L} Nursing Home',
    'Dr. Lal PathLabs',
    'MedPlus Pharmacy',
    'Rainbow Children’s Clinic',
    'Sankara Eye Care',
    'Clove Dental',
  ],
  shopping: [
    'Reliance Fresh',
    'More Supermarket',
    'DMart',
    "Spencer's",
    "Nature's Basket",
    'Croma',
    'Reliance Digital',
    'Lifestyle',
    'Pantaloons',
    '{L} Market',
    '{L} Vegetable Market',
    'Ratnadeep Supermarket',
    'Star Bazaar',
    'Westside',
    'Nilgiris',
  ],
  transportation: [
    '{L} Metro Station',
    '{L} {B} Bus Stop',
    '{B} Bus Depot, {L}',
    '{L} Auto-rickshaw Stand',
    '{L} Railway Station',
    '{L} Main Road Bus Stop',
    'Ola & Uber Pick-up Point, {L}',
  ],
  others: [
    'HDFC Bank ATM',
    'State Bank of India, {L} Branch',
    'ICICI Bank',
    'Axis Bank ATM',
    'Sri Ganesha Temple',
    'Shiva Temple',
    'Hanuman Mandir',
    'Jama Masjid',
    "St. Mary's Church",
    'Gurudwara Sahib',
    '{L} Park',
    '{L} Police Station',
    '{L} Post Office',
    'Cult.fit Gym',
    'Indian Oil Petrol Pump',
    'Cafe Coffee Day',
    'Public Library, {L}',
  ],
};

const CATEGORY_COUNTS: Record<PlaceCategory, readonly [number, number]> = {
  schools: [3, 5],
  hospitals: [3, 5],
  shopping: [3, 5],
  transportation: [3, 4],
  others: [3, 6],
};

function nameOf(pattern: string, locality: LocalityRef): string {
  return pattern
    .replace('{L}', locality.locality)
    .replace('{C}', locality.city)
    .replace('{B}', BUS_OPERATORS[locality.city] ?? 'City');
}

function placeAround(locality: LocalityRef, random: Random): Place['location'] {
  // Uniform over the ring's area, so places thin out towards the edge less than a uniform radius would suggest.
  const inner = PLACE_MIN_KM ** 2;
  const outer = PLACE_MAX_KM ** 2;
  const km = Math.sqrt(inner + random.next() * (outer - inner));
  return pointAt(
    locality.centre,
    Math.min(PLACE_MAX_KM - 0.001, Math.max(PLACE_MIN_KM + 0.001, km)),
    random.next() * 2 * Math.PI,
  );
}

/**
 * The points of interest around one locality: 15–25 across the five categories, each 0.2–2.5 km from the
 * locality's centre, with ids and positions derived from the city and locality names (same on every run).
 */
export function placesOfLocality(locality: LocalityRef): Place[] {
  const key = `place:${locality.city}:${locality.locality}`;
  const random = randomFor(key);
  const places: Place[] = [];
  for (const category of Object.keys(NAMES) as PlaceCategory[]) {
    const [min, max] = CATEGORY_COUNTS[category];
    for (const pattern of random.sample(NAMES[category], random.int(min, max))) {
      const name = nameOf(pattern, locality);
      places.push({
        placeId: hexIdOf(`${key}:${category}:${name}`),
        name,
        category,
        location: placeAround(locality, random),
        city: locality.city,
        locality: locality.locality,
      });
    }
  }
  return places;
}

/** The points of interest of every locality given. */
export function placesOf(localities: readonly LocalityRef[]): Place[] {
  return localities.flatMap(placesOfLocality);
}
