import {
  DEMO_ACCOUNTS,
  DEMO_MANAGERS,
  demoManager,
  demoManagers,
  demoPeople,
  demoPerson,
  demoPersonEmail,
} from './demo-data';
import { managerInputSchema } from '../managers/managers.service';

describe('demo data', () => {
  it('gives each demo manager a sign-in account', () => {
    for (const manager of DEMO_MANAGERS) {
      expect(DEMO_ACCOUNTS.map((a) => a.email)).toContain(manager.email);
    }
  });

  it('numbers the generated people in their e-mails', () => {
    expect(demoPersonEmail('landlord', 7)).toBe('landlord07@demo.trio.rentals');
    expect(demoPersonEmail('renter', 123)).toBe('renter123@demo.trio.rentals');
  });

  it('generates the same people every time, each with a distinct e-mail and a full profile', () => {
    const landlords = demoPeople('landlord', 40);
    expect(demoPeople('landlord', 40)).toEqual(landlords);
    expect(demoPerson('landlord', 7)).toEqual(landlords[6]);
    const renters = demoPeople('renter', 20);
    const emails = [...landlords, ...renters].map((p) => p.email);
    expect(new Set(emails).size).toBe(60);
    for (const person of [...landlords, ...renters]) {
      expect(person.firstName).toMatch(/^[A-Z][a-z]+$/);
      expect(person.lastName).toMatch(/^[A-Z][a-z]+$/);
      expect(person.dateOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(person.phone).toMatch(/^\+91[6-9]\d{9}$/);
    }
    expect(new Set(landlords.map((p) => `${p.firstName} ${p.lastName}`)).size).toBe(40);
  });

  it('generates the same extra managers every time, each valid with a distinct e-mail', () => {
    const managers = demoManagers(150);
    expect(demoManagers(150)).toEqual(managers);
    expect(demoManager(7)).toEqual(managers[6]);
    expect(managers[0]!.email).toBe('manager01@demo.trio.rentals');
    expect(new Set([...managers, ...DEMO_MANAGERS].map((m) => m.email)).size).toBe(153);
    for (const manager of managers) expect(managerInputSchema.parse(manager)).toEqual(manager);
  });

  it('has the first generated landlord and renter read the product in Hindi, and the others not choose', () => {
    expect([demoPerson('landlord', 1).language, demoPerson('renter', 1).language]).toEqual(['hi', 'hi']);
    expect([demoPerson('landlord', 2).language, demoPerson('renter', 2).language]).toEqual([undefined, undefined]);
  });
});
