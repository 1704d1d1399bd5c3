import { addressLine } from './listing-requests';

describe('listing request address line', () => {
  it('writes an address on one line, or Address not available', () => {
    expect(addressLine({ street: '4 Palm Grove', city: 'Bengaluru', state: 'Karnataka', zipCode: '560066' })).toBe(
      '4 Palm Grove, Bengaluru, Karnataka 560066',
    );
    expect(addressLine(null)).toBe('Address not available');
  });
});
