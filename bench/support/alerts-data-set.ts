/**
 * bench/alerts' data: new listings drawn from the demo catalogue's generator (past its last index, so the homes are
 * new), saved searches made around other catalogue homes (the place, bedrooms, rent band and type a renter looking
 * for such a home would pick), and which saved search each listing should alert, decided without OpenSearch: the
 * place read on the home's search document (`placesHolding`, the reading the search itself agrees with) and the
 * filters checked in code. Deterministic: the same sizes give the same data.
 */
import type { PropertyType } from '@trio/contracts/events/properties';
import type { SearchCriteria } from '../../services/properties/src/search/search-criteria';
import { snapshotOf } from '../../services/properties/src/properties/properties.service';
import type { SavedSearchDocument } from '../../services/properties/src/saved-searches/saved-search.schema';
import { placesHolding, searchPlaces } from '../../services/properties/src/search/place-catalogue';
import type { PropertySearchDocument } from '../../services/properties/src/search/property-search.document';
import { BEDROOMS_OR_MORE } from '../../services/properties/src/search/property-queries';
import { searchDocumentOf } from '../../services/properties/src/search/search-document-of';
import { demoProperty, type CatalogueParties } from '../../services/properties/src/seed/demo-catalogue';
import { hexIdOf, randomFor } from '../../services/properties/src/seed/random';

/** The catalogue indexes the listings start at: far past any demo or scale data set. */
const LISTING_INDEX_BASE = 5_000_000;
/** Saved searches are made around catalogue homes of these indexes (the homes themselves are never listed here). */
const TEMPLATE_INDEX_BASE = 6_000_000;
/** Saved searches per owner (the product allows 20). */
export const SAVED_SEARCHES_PER_OWNER = 10;

export interface BenchListing {
  /** properties.property.listed.v1's data. */
  event: ReturnType<typeof snapshotOf> & { listedAt: string };
  /** The home as search (and the percolator) reads it. */
  doc: PropertySearchDocument;
}

export interface BenchSavedSearch {
  document: SavedSearchDocument;
  ownerEmail: string;
}

const parties = (tag: string): CatalogueParties => ({
  landlordIds: Array.from({ length: 50 }, (_, i) => hexIdOf(`${tag}:landlord:${i}`)),
  managerIds: Array.from({ length: 5 }, (_, i) => hexIdOf(`${tag}:manager:${i}`)),
  images: {
    'Living room': [hexIdOf(`${tag}:image:living`)],
    Kitchen: [hexIdOf(`${tag}:image:kitchen`)],
    'Bed Room': [hexIdOf(`${tag}:image:bedroom`)],
    Bathroom: [hexIdOf(`${tag}:image:bathroom`)],
    'Front Door': [hexIdOf(`${tag}:image:door`)],
    floorplan: [hexIdOf(`${tag}:image:floorplan`)],
  },
});

/** `count` new homes, available, listed at `listedAt`. */
export function benchListings(count: number, tag: string, listedAt: Date): BenchListing[] {
  const who = parties(tag);
  return Array.from({ length: count }, (_, i) => {
    const property = { ...demoProperty(LISTING_INDEX_BASE + i, who), status: 'available' as const, listedAt };
    const event = { ...snapshotOf(property), listedAt: listedAt.toISOString() };
    return { event, doc: searchDocumentOf(event, { listedAt: event.listedAt }) };
  });
}

const placeIdOf = (kind: 'city' | 'locality', city: string, locality?: string) =>
  searchPlaces().find(
    (place) => place.kind === kind && place.city === city && (kind === 'city' || place.name === locality),
  )?.placeId;

/**
 * `count` saved searches of `count / SAVED_SEARCHES_PER_OWNER` owners, each around a catalogue home: mostly its
 * locality (a city for one in ten), its bedrooms, a rent band around its rent, sometimes its type; half instant,
 * half daily.
 */
export function benchSavedSearches(count: number, tag: string, createdAt: Date): BenchSavedSearch[] {
  const who = parties(tag);
  const random = randomFor(`${tag}:saved-searches`);
  const searches: BenchSavedSearch[] = [];
  for (let i = 0; searches.length < count; i++) {
    const home = demoProperty(TEMPLATE_INDEX_BASE + i, who);
    const byCity = random.chance(0.05);
    const placeId = byCity
      ? placeIdOf('city', home.address.city)
      : placeIdOf('locality', home.address.city, home.address.locality);
    if (!placeId) continue;
    const rupees = home.rentPaise / 100;
    const criteria: SearchCriteria = {
      placeId,
      bedrooms: Math.min(home.bedrooms, BEDROOMS_OR_MORE),
      minRent: Math.floor((rupees * (0.92 + random.next() * 0.06)) / 500) * 500,
      maxRent: Math.ceil((rupees * (1.0 + random.next() * 0.05)) / 500) * 500,
      type: home.propertyType as PropertyType,
    };
    const n = searches.length;
    const ownerId = hexIdOf(`${tag}:owner:${Math.floor(n / SAVED_SEARCHES_PER_OWNER)}`);
    searches.push({
      ownerEmail: `owner${Math.floor(n / SAVED_SEARCHES_PER_OWNER)}.${tag}@bench.example.in`,
      document: {
        _id: hexIdOf(`${tag}:saved-search:${n}`),
        ownerId,
        slot: n % SAVED_SEARCHES_PER_OWNER,
        name: `Bench search ${n}`,
        frequency: n % 2 === 0 ? 'instant' : 'daily',
        paused: false,
        criteria,
        revision: 1,
        createdAt,
        updatedAt: createdAt,
      },
    });
  }
  return searches;
}

/** For each listing (by position), the ids of the saved searches it matches, decided without OpenSearch. */
export function expectedMatches(listings: readonly BenchListing[], searches: readonly BenchSavedSearch[]): string[][] {
  const byPlace = new Map<string, SavedSearchDocument[]>();
  for (const { document } of searches) {
    const placeId = document.criteria.placeId!;
    byPlace.set(placeId, [...(byPlace.get(placeId) ?? []), document]);
  }
  return listings.map(({ doc }) =>
    placesHolding(doc)
      .flatMap((place) => byPlace.get(place.placeId) ?? [])
      .filter((search) => search.ownerId !== doc.landlordId && filtersHold(search.criteria, doc))
      .map((search) => search._id),
  );
}

function filtersHold(criteria: SearchCriteria, doc: PropertySearchDocument): boolean {
  const rupees = doc.rentPaise / 100;
  if (criteria.minRent !== undefined && rupees < criteria.minRent) return false;
  if (criteria.maxRent !== undefined && rupees > criteria.maxRent) return false;
  if (criteria.bedrooms !== undefined) {
    const wanted = criteria.bedrooms;
    if (wanted >= BEDROOMS_OR_MORE ? doc.bedrooms < BEDROOMS_OR_MORE : doc.bedrooms !== wanted) return false;
  }
  if (criteria.type !== undefined && doc.propertyType !== criteria.type) return false;
  return doc.status === 'available';
}
