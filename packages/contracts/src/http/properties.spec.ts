import {
  createSavedSearchBodySchema,
  listingStatusLabel,
  SAVED_SEARCH_LIMIT_MESSAGE,
  searchQuerySchema,
  updateSavedSearchBodySchema,
} from './properties';

describe('listing request status labels (spec 001 §4)', () => {
  it('reads each status for the landlord and for the manager; unknown ones as raw text', () => {
    expect(listingStatusLabel('pending', 'landlord')).toBe('Pending Assignment');
    expect(listingStatusLabel('assigned', 'landlord')).toBe('Assigned to Manager');
    expect(listingStatusLabel('assigned', 'manager')).toBe('Assigned to You');
    expect(listingStatusLabel('needs_more_info', 'manager')).toBe('Needs More Info');
    expect(listingStatusLabel('listed', 'landlord')).toBe('Listed');
    expect(listingStatusLabel('archived', 'manager')).toBe('archived');
  });
});

describe('saved searches (issue 27)', () => {
  const criteria = { query: 'Koramangala, Bengaluru', placeId: 'locality:bengaluru:koramangala', maxRent: 40_000 };

  it('take the search route’s query as their criteria, without paging', () => {
    const parsed = createSavedSearchBodySchema.parse({
      name: '  Koramangala under 40k ',
      frequency: 'daily',
      criteria: { ...criteria, bedrooms: '2', page: 3, pageSize: 10 },
    });
    expect(parsed).toEqual({
      name: 'Koramangala under 40k',
      frequency: 'daily',
      criteria: { ...criteria, bedrooms: 2 },
    });
    const { page: _page, pageSize: _pageSize, ...searched } = searchQuerySchema.parse({ ...criteria, bedrooms: '2' });
    expect(parsed.criteria).toEqual(searched);
  });

  it('refuse a name outside 1–80 characters, another frequency, and criteria without text or place', () => {
    const refused = [
      { name: ' ', frequency: 'instant', criteria },
      { name: 'x'.repeat(81), frequency: 'instant', criteria },
      { name: 'Weekly', frequency: 'weekly', criteria },
      { name: 'Nowhere', frequency: 'daily', criteria: { query: '   ', bedrooms: 2 } },
      { name: 'Too dear', frequency: 'daily', criteria: { query: 'Pune', maxRent: 20_000_000 } },
    ];
    for (const body of refused) expect(createSavedSearchBodySchema.safeParse(body).success).toBe(false);
    expect(
      createSavedSearchBodySchema.safeParse({ name: 'x'.repeat(80), frequency: 'instant', criteria }).success,
    ).toBe(true);
  });

  it('change the name, the frequency or paused, and at least one of them', () => {
    expect(updateSavedSearchBodySchema.parse({ paused: true })).toEqual({ paused: true });
    expect(updateSavedSearchBodySchema.safeParse({}).success).toBe(false);
    expect(updateSavedSearchBodySchema.safeParse({ paused: 'yes' }).success).toBe(false);
  });

  it('say what to do at the limit', () => {
    expect(SAVED_SEARCH_LIMIT_MESSAGE).toBe('You can keep up to 20 saved searches. Delete one to save this search.');
  });
});
