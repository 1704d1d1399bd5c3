import { snapshotOf } from '../properties/properties.service';
import { placesHolding } from '../search/place-catalogue';
import { searchParamsOf } from '../search/search-criteria';
import { searchDocumentOf } from '../search/search-document-of';
import { demoProperty, POOL_CATEGORIES, type CatalogueParties, type ImagePool } from './demo-catalogue';
import { DEMO_SAVED_SEARCHES } from './demo-saved-searches';

const hex = (n: number) => n.toString(16).padStart(24, '0');
const parties: CatalogueParties = {
  landlordIds: Array.from({ length: 41 }, (_, i) => hex(i + 1)),
  managerIds: [hex(900), hex(901), hex(902)],
  images: Object.fromEntries(POOL_CATEGORIES.map((category, c) => [category, [hex(1000 + c)]])) as unknown as ImagePool,
};
const catalogue = Array.from({ length: 2000 }, (_, i) => {
  const property = demoProperty(i, parties);
  return searchDocumentOf(snapshotOf(property), { listedAt: property.listedAt.toISOString() });
});

/** The catalogue homes a saved search's search finds: its place (as placeFilter finds it) and its filters. */
function homesFitting(search: (typeof DEMO_SAVED_SEARCHES)[number]) {
  const params = searchParamsOf(search.criteria)!;
  return catalogue.filter(
    (home) =>
      home.status === 'available' &&
      placesHolding(home).some((place) => place.placeId === params.place?.placeId) &&
      (params.bedrooms === undefined || home.bedrooms === params.bedrooms) &&
      (params.type === undefined || home.propertyType === params.type) &&
      (params.maxRentPaise === undefined || home.rentPaise <= params.maxRentPaise),
  );
}

describe('the demo renter’s saved searches', () => {
  const [withMatches, without] = DEMO_SAVED_SEARCHES;

  it('are two, one instant and one daily, each naming a place the search knows', () => {
    expect(DEMO_SAVED_SEARCHES.map((search) => search.frequency)).toEqual(['instant', 'daily']);
    expect(searchParamsOf(withMatches!.criteria)?.place?.placeId).toBe('locality:bengaluru:jp-nagar');
    expect(searchParamsOf(without!.criteria)?.place?.placeId).toBe('city:pune');
    expect(new Set(DEMO_SAVED_SEARCHES.map((search) => search.name)).size).toBe(2);
  });

  it('fit a few homes of the catalogue (the first: its recent matches) and none (the second)', () => {
    const fitting = homesFitting(withMatches!);
    expect(fitting.length).toBeGreaterThanOrEqual(3);
    expect(fitting.length).toBeLessThanOrEqual(20);
    expect(fitting.every((home) => home.address.locality === 'JP Nagar' && home.rentPaise <= 4_000_000)).toBe(true);
    // The seed's integration test makes 60 homes: one of them fits.
    expect(catalogue.slice(0, 60).some((home) => fitting.includes(home))).toBe(true);
    expect(homesFitting(without!)).toEqual([]);
  });
});
