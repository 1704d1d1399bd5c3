import type { ManagerInput } from '../managers/managers.service';
import type { NewUser } from '../users/users.service';

/** The demo seed's property managers; listing requests are assigned among them. */
export const DEMO_MANAGERS: ManagerInput[] = [
  { email: 'priya.nair@trio.rentals', name: 'Priya Nair', company: 'Trio Property Services', phone: '+919820011001' },
  { email: 'arjun.mehta@trio.rentals', name: 'Arjun Mehta', company: 'Trio Property Services', phone: '+919820011002' },
  { email: 'kavya.iyer@homeslate.in', name: 'Kavya Iyer', company: 'HomeSlate Managers', phone: '+918041122003' },
];

/** Demo accounts to sign in with (printed by `npm start`). Local demo data only. */
export const DEMO_ACCOUNTS: (NewUser & { password: string; note: string })[] = [
  {
    email: 'renter@trio.rentals',
    password: 'Trio-Renter-2026',
    firstName: 'Asha',
    lastName: 'Rao',
    gender: 'female',
    dateOfBirth: '1994-06-12',
    note: 'a renter (tenant)',
  },
  {
    email: 'landlord@trio.rentals',
    password: 'Trio-Landlord-2026',
    firstName: 'Vikram',
    lastName: 'Singh',
    gender: 'male',
    dateOfBirth: '1978-02-03',
    note: 'a property owner (landlord once a property of theirs is listed)',
  },
  {
    email: 'priya.nair@trio.rentals',
    password: 'Trio-Manager-2026',
    firstName: 'Priya',
    lastName: 'Nair',
    gender: 'female',
    dateOfBirth: '1986-09-21',
    note: 'a property manager',
  },
];
