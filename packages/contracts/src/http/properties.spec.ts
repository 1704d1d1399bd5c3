import { listingStatusLabel } from './properties';

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
