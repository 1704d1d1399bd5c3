import { eligibilityAnswer } from '../../../test/api-answers';
import type { NearbyPlaces, Property, PropertyManagerCard, PropertySummary } from '../types';

export const PROPERTY_ID = '6650a1b2c3d4e5f601234567';

export const sampleProperty: Property = {
  _id: PROPERTY_ID,
  name: 'Lakeview 2BHK in Indiranagar',
  address: { street: '12, 5th Cross, HAL 2nd Stage', city: 'Bengaluru', state: 'Karnataka', zipCode: '560038' },
  locality: 'Indiranagar',
  type: 'apartment',
  bedrooms: 2,
  bathrooms: 2,
  squareArea: 1250,
  status: 'available',
  description: 'A bright corner flat near the metro.',
  rentPrice: 25000,
  rentPaise: 2_500_000,
  rentLabel: '₹25,000',
  leaseType: 'monthly',
  nearbyLandmarks: ['Indiranagar Metro'],
  featured: false,
  images: ['a00000000000000000000001', 'a00000000000000000000002', 'a00000000000000000000003'],
  location: { lat: 12.9719, lng: 77.6412 },
  listedAt: '2026-10-01T10:00:00.000Z',
  landlordId: 'd00000000000000000000001',
  managerId: 'b00000000000000000000001',
};

export function summaryOf(id: string, name: string): PropertySummary {
  return {
    ...sampleProperty,
    _id: id,
    name,
    image: null,
    images: [],
  };
}

export const sampleNearby: NearbyPlaces = {
  location: { lat: 12.9719, lng: 77.6412 },
  precision: 'locality',
  city: 'Bengaluru',
  locality: 'Indiranagar',
  schools: [{ name: 'Kendriya Vidyalaya', distance: '0.4', distanceKm: 0.4, location: { lat: 12.973, lng: 77.64 } }],
  hospitals: [
    { name: 'Manipal Clinic', distance: '1.2', distanceKm: 1.2, location: { lat: 12.96, lng: 77.645 } },
    { name: 'City Care Hospital', distance: '1.9', distanceKm: 1.9, location: { lat: 12.98, lng: 77.65 } },
  ],
  shopping: [],
  transportation: [
    { name: 'Indiranagar Metro', distance: '0.7', distanceKm: 0.7, location: { lat: 12.9784, lng: 77.6408 } },
  ],
  others: [],
};

export const sampleManager: PropertyManagerCard = {
  _id: 'b00000000000000000000001',
  name: 'Priya Sharma',
  companyName: 'Sharma Estates',
  email: 'priya@sharma-estates.in',
  phone: '+91 98450 12345',
};

interface FakeApi {
  property?: Property | null;
  featured?: PropertySummary[];
  similar?: PropertySummary[];
  nearby?: NearbyPlaces | null;
  manager?: PropertyManagerCard | null;
  /** Image id → its x-image-type. */
  imageTypes?: Record<string, string>;
  /** What the application area reads for a signed-in user (default: can apply, no application). */
  eligibility?: ReturnType<typeof eligibilityAnswer>;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function problem(status: number, code: string, detail: string): Response {
  return new Response(JSON.stringify({ status, code, title: detail, detail }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });
}

/** A fetch stub answering the property endpoints from `data`; other paths answer 404. Returns the mock. */
export function stubPropertiesApi(data: FakeApi = {}) {
  const property = data.property === undefined ? sampleProperty : data.property;
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const path = url.pathname;
    if (path === '/trio/properties/featured/featuredlistings') return json({ featuredListings: data.featured ?? [] });
    if (path === '/trio/properties/nearbyPlaces/getLandmarks') {
      return data.nearby === null
        ? problem(404, 'NOT_FOUND', 'We could not place that address.')
        : json(data.nearby ?? sampleNearby);
    }
    const image = path.match(/^\/trio\/properties\/propertyImages\/([^/]+)$/);
    if (image?.[1]) {
      const type = data.imageTypes?.[image[1]] ?? 'main';
      return new Response(new Uint8Array([1, 2, 3]), {
        status: 200,
        headers: { 'content-type': 'image/webp', 'x-image-type': type },
      });
    }
    const match = path.match(/^\/trio\/properties\/([^/]+)(?:\/(\w+))?$/);
    if (match?.[1]) {
      if (!property || match[1] !== property._id) return problem(404, 'NOT_FOUND', `There is no property ${match[1]}.`);
      switch (match[2]) {
        case undefined:
          return json([property]);
        case 'images':
          return json(property.images);
        case 'similarListings':
          return json({ nearbyProperties: data.similar ?? [] });
        case 'propetyManagerInfo':
          return json({ propertyManager: data.manager === undefined ? sampleManager : data.manager });
      }
    }
    if (path.startsWith('/trio/users/') && path.endsWith('/favorites')) return json([]);
    if (path.startsWith('/trio/rental-applications/eligibility/')) return json(data.eligibility ?? eligibilityAnswer());
    return problem(404, 'NOT_FOUND', `No route ${path}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
