import { listingRequestInputSchema, reviewInputSchema } from './listing-request.input';

const base = {
  description: 'Sunny 2 BHK near the metro',
  rentAmount: 32500,
  bedrooms: 2,
  bathrooms: 2,
  nearbyLandmarks: ' Metro station, , Forum Mall ,',
  leaseType: 'Year-long',
  status: 'pending',
};
const address = { street: '12 5th Cross', city: 'Bengaluru', state: 'karnataka', zipCode: '560034' };

describe('listingRequestInputSchema', () => {
  it('takes the dashboard shape (propertyAddress, one of the 28 states) and trims landmarks', () => {
    const parsed = listingRequestInputSchema.parse({ ...base, propertyAddress: address });
    expect(parsed).toMatchObject({
      address: { line1: '12 5th Cross', city: 'Bengaluru', state: 'Karnataka', pinCode: '560034' },
      rentPaise: 3_250_000,
      propertyType: 'apartment',
      nearbyLandmarks: ['Metro station', 'Forum Mall'],
      leaseType: 'Year-long',
      imageIds: [],
    });
  });

  it('takes the hub shape (address, free-text state such as Delhi) and a landmark list', () => {
    const parsed = listingRequestInputSchema.parse({
      ...base,
      nearbyLandmarks: ['Lodhi Garden', ' '],
      leaseType: 'monthly',
      type: 'house',
      address: { ...address, state: 'Delhi', city: 'New Delhi', zipCode: '110003', locality: 'Lodhi Colony' },
    });
    expect(parsed.address).toEqual({
      line1: '12 5th Cross',
      locality: 'Lodhi Colony',
      city: 'New Delhi',
      state: 'Delhi',
      pinCode: '110003',
    });
    expect(parsed.nearbyLandmarks).toEqual(['Lodhi Garden']);
    expect(parsed.propertyType).toBe('house');
  });

  it.each([
    ['a state outside the 28 on the dashboard form', { ...base, propertyAddress: { ...address, state: 'Delhi' } }],
    ['rent not in steps of 500', { ...base, rentAmount: 32_600, propertyAddress: address }],
    ['negative rent', { ...base, rentAmount: -500, propertyAddress: address }],
    ['negative bedrooms', { ...base, bedrooms: -1, propertyAddress: address }],
    ['a bad PIN code', { ...base, propertyAddress: { ...address, zipCode: '056003' } }],
    ['an unknown lease type', { ...base, leaseType: 'Forever', propertyAddress: address }],
    ['both address shapes', { ...base, propertyAddress: address, address }],
    ['no address', base],
  ])('refuses %s', (_case, input) => {
    expect(listingRequestInputSchema.safeParse(input).success).toBe(false);
  });

  it('refuses what the Add New Property form shows as out of bounds, naming each field (issue 25, item 15)', () => {
    const hub = { ...address, state: 'Delhi', locality: 'Lodhi Colony' };
    const result = listingRequestInputSchema.safeParse({
      ...base,
      leaseType: 'monthly',
      bathrooms: 99,
      bedrooms: 21,
      description: 'x'.repeat(6000),
      address: hub,
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      bathrooms: 'Bathrooms can be at most 20.',
      bedrooms: 'Bedrooms can be at most 20.',
      description: 'Description must be at most 5000 characters.',
    });
    const atTheLimits = { bathrooms: 20, bedrooms: 0, description: 'x'.repeat(5000) };
    expect(listingRequestInputSchema.safeParse({ ...base, ...atTheLimits, address: hub }).success).toBe(true);
  });
});

describe('reviewInputSchema', () => {
  it('maps the applications wording request_more_info to needs_more_info and drops empty notes', () => {
    expect(reviewInputSchema.parse({ action: 'request_more_info', reviewNotes: '  ' })).toEqual({
      action: 'needs_more_info',
      reviewNotes: undefined,
    });
    expect(reviewInputSchema.safeParse({ action: 'list' }).success).toBe(false);
  });
});
