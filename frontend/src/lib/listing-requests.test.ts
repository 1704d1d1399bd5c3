import { addressLine, listingStatusLabel } from './listing-requests';

describe('listing request labels (spec 001 §4)', () => {
  it('reads each status for the landlord and for the manager; unknown ones as raw text', () => {
    expect(listingStatusLabel('pending', 'landlord')).toBe('Pending Assignment');
    expect(listingStatusLabel('assigned', 'landlord')).toBe('Assigned to Manager');
    expect(listingStatusLabel('assigned', 'manager')).toBe('Assigned to You');
    expect(listingStatusLabel('needs_more_info', 'manager')).toBe('Needs More Info');
    expect(listingStatusLabel('listed', 'landlord')).toBe('Listed');
    expect(listingStatusLabel('archived', 'manager')).toBe('archived');
  });

  it('writes an address on one line, or Address not available', () => {
    expect(addressLine({ street: '4 Palm Grove', city: 'Bengaluru', state: 'Karnataka', zipCode: '560066' })).toBe(
      '4 Palm Grove, Bengaluru, Karnataka 560066',
    );
    expect(addressLine(null)).toBe('Address not available');
  });
});
