import { bathroomsLabel, bedroomsLabel } from './home-facts';

describe('home facts', () => {
  it('calls a home without a bedroom a studio, and counts in the right number', () => {
    expect([0, 1, 3].map(bedroomsLabel)).toEqual(['Studio', '1 bedroom', '3 bedrooms']);
    expect([1, 2].map(bathroomsLabel)).toEqual(['1 bathroom', '2 bathrooms']);
  });
});
