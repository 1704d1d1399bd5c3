import type { PropertySnapshot } from '@trio/contracts/events/properties';
import { searchMessage } from './search-message';
import { toSearchDocument } from './property-search.document';

describe('toSearchDocument', () => {
  const snapshot: PropertySnapshot = {
    propertyId: '64b000000000000000000001',
    landlordId: '64b000000000000000000002',
    managerId: '64b000000000000000000003',
    name: 'Palm Court',
    address: {
      line1: '5 Church Street',
      locality: 'Indiranagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      pinCode: '560038',
    },
    rentPaise: 3_500_000,
    bedrooms: 2,
    bathrooms: 2,
    propertyType: 'apartment',
    status: 'available',
    featured: true,
    imageIds: ['64b000000000000000000004'],
  };

  it('copies the snapshot and adds the listing time and the city aliases (the city itself included once)', () => {
    const doc = toSearchDocument(snapshot, {
      listedAt: '2025-01-01T00:00:00.000Z',
      cityAliases: ['bengaluru', 'Bangalore'],
    });
    expect(doc).toEqual({
      ...snapshot,
      listedAt: '2025-01-01T00:00:00.000Z',
      cityAliases: ['Bengaluru', 'Bangalore'],
    });
    expect(doc).not.toHaveProperty('location');
  });

  it('keeps location, area and description when present, and nothing else of the event', () => {
    const event = { ...snapshot, location: { lat: 12.97, lon: 77.64 }, squareFeet: 1100, listingRequestId: 'x' };
    const doc = toSearchDocument(event, { listedAt: '2025-01-01T00:00:00.000Z', description: 'Sunny' });
    expect(doc).toMatchObject({ location: { lat: 12.97, lon: 77.64 }, squareFeet: 1100, description: 'Sunny' });
    expect(doc).not.toHaveProperty('listingRequestId');
  });
});

describe('searchMessage', () => {
  it('counts what was found and helps when nothing was', () => {
    expect(searchMessage('Koramangala', 1)).toBe('1 property found for "Koramangala"');
    expect(searchMessage('Koramangala', 12)).toBe('12 properties found for "Koramangala"');
    expect(searchMessage('Chennai', 0)).toContain('No properties found for "Chennai"');
    expect(searchMessage('Chennai', 0)).toContain('city name');
    expect(searchMessage('  ', 0)).toContain('No search query provided');
  });
});
