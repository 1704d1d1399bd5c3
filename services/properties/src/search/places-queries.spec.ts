import { buildNearbyPlacesBody, emptyNearbyPlaces, isPlaceCategory, toNearbyPlace } from './places-queries';

describe('places queries', () => {
  it('filters by distance and takes the nearest of each category in one request', () => {
    const body = buildNearbyPlacesBody({ lat: 12.9, lon: 77.6 }, 2, 5);
    expect(body.size).toBe(0);
    expect(body.query).toEqual({
      bool: { filter: [{ geo_distance: { distance: '2km', location: { lat: 12.9, lon: 77.6 } } }] },
    });
    expect(body.aggs?.byCategory).toMatchObject({
      terms: { field: 'category', size: 5 },
      aggs: {
        nearest: {
          top_hits: {
            size: 5,
            sort: [{ _geo_distance: { location: { lat: 12.9, lon: 77.6 }, order: 'asc', unit: 'km' } }],
          },
        },
      },
    });
  });

  it('shapes a place as the page shows it: distance with one decimal, lng', () => {
    expect(toNearbyPlace({ name: 'Forum Mall', location: { lat: 12.93, lon: 77.61 } }, 0.8349)).toEqual({
      name: 'Forum Mall',
      distance: '0.8',
      distanceKm: 0.835,
      location: { lat: 12.93, lng: 77.61 },
    });
  });

  it('knows the five categories', () => {
    expect(Object.keys(emptyNearbyPlaces())).toEqual(['schools', 'hospitals', 'shopping', 'transportation', 'others']);
    expect(isPlaceCategory('shopping')).toBe(true);
    expect(isPlaceCategory('parks')).toBe(false);
  });
});
