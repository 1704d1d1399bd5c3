import { deriveRole } from './derive-role';

describe('deriveRole', () => {
  it.each([
    [0, false, 'tenant'],
    [0, true, 'property_manager'],
    [1, false, 'landlord'],
    [3, true, 'landlord'],
  ] as const)('%i owned properties, manager record %p → %s', (owned, manager, role) => {
    expect(deriveRole(owned, manager)).toBe(role);
  });
});
