import { textNow } from '../i18n/text-now';
import { bathroomsText, bedroomsText } from './home-facts';

describe('home facts', () => {
  it('calls a home without a bedroom a studio, and counts in the right number', () => {
    expect([0, 1, 3].map((n) => bedroomsText(textNow, n))).toEqual(['Studio', '1 bedroom', '3 bedrooms']);
    expect([1, 2].map((n) => bathroomsText(textNow, n))).toEqual(['1 bathroom', '2 bathrooms']);
  });
});
