import { textNow } from '../i18n/text-now';
import { addressLine } from './listing-requests';

describe('listing request address line', () => {
  it('writes an address on one line, or Address not available', () => {
    const address = { street: '4 Palm Grove', city: 'Bengaluru', state: 'Karnataka', zipCode: '560066' };
    expect(addressLine(address, textNow)).toBe('4 Palm Grove, Bengaluru, Karnataka 560066');
    expect(addressLine(null, textNow)).toBe('Address not available');
  });
});
