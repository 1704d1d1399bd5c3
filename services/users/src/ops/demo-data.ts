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
  {
    email: 'arjun.mehta@trio.rentals',
    password: 'Trio-Manager-2026',
    firstName: 'Arjun',
    lastName: 'Mehta',
    gender: 'male',
    dateOfBirth: '1983-04-15',
    note: 'a property manager',
  },
  {
    email: 'kavya.iyer@homeslate.in',
    password: 'Trio-Manager-2026',
    firstName: 'Kavya',
    lastName: 'Iyer',
    gender: 'female',
    dateOfBirth: '1990-11-08',
    note: 'a property manager',
  },
];

/** The password of every generated demo landlord and renter (`landlord07@demo.trio.rentals`). Local demo data only. */
export const DEMO_PEOPLE_PASSWORD = 'Trio-Demo-2026';

/** The domain of the generated demo accounts. */
export const DEMO_PEOPLE_DOMAIN = 'demo.trio.rentals';

export type DemoPersonKind = 'landlord' | 'renter';

const FEMALE_FIRST_NAMES = [
  'Aditi',
  'Ananya',
  'Deepa',
  'Divya',
  'Fatima',
  'Gayatri',
  'Isha',
  'Kavitha',
  'Lakshmi',
  'Meera',
  'Neha',
  'Nandini',
  'Pooja',
  'Radhika',
  'Riya',
  'Sakshi',
  'Shalini',
  'Sneha',
  'Swati',
  'Tanvi',
];
const MALE_FIRST_NAMES = [
  'Aakash',
  'Amit',
  'Anil',
  'Arvind',
  'Deepak',
  'Farhan',
  'Ganesh',
  'Harish',
  'Karthik',
  'Manoj',
  'Nikhil',
  'Prakash',
  'Rahul',
  'Rajesh',
  'Ravi',
  'Rohan',
  'Sanjay',
  'Suresh',
  'Varun',
  'Yash',
];
const LAST_NAMES = [
  'Sharma',
  'Verma',
  'Gupta',
  'Patel',
  'Reddy',
  'Iyer',
  'Nair',
  'Menon',
  'Rao',
  'Joshi',
  'Kulkarni',
  'Deshpande',
  'Chatterjee',
  'Banerjee',
  'Mukherjee',
  'Das',
  'Singh',
  'Khan',
  'Agarwal',
  'Bhat',
  'Pillai',
  'Shetty',
  'Kapoor',
  'Malhotra',
  'Chopra',
  'Mishra',
  'Pandey',
  'Naidu',
  'Choudhury',
  'Saxena',
];

/** `landlord07@demo.trio.rentals`: numbered from 1, at least two digits. */
export function demoPersonEmail(kind: DemoPersonKind, number: number): string {
  return `${kind}${String(number).padStart(2, '0')}@${DEMO_PEOPLE_DOMAIN}`;
}

/**
 * The `number`th generated demo landlord or renter (from 1): a common Indian first and last name, a birth date
 * and a mobile number, all derived from the kind and number alone, so every run creates the same people. The first
 * of each (landlord01, renter01) reads the product in Hindi.
 */
export function demoPerson(kind: DemoPersonKind, number: number): NewUser {
  const n = number - 1 + (kind === 'renter' ? 500 : 0);
  const female = n % 2 === 0;
  const firstNames = female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES;
  const firstName = firstNames[Math.floor(n / 2) % firstNames.length]!;
  const lastName = LAST_NAMES[(n * 7 + Math.floor(n / LAST_NAMES.length)) % LAST_NAMES.length]!;
  const year = (kind === 'landlord' ? 1960 : 1988) + ((n * 5) % (kind === 'landlord' ? 25 : 12));
  const month = String(1 + ((n * 7) % 12)).padStart(2, '0');
  const day = String(1 + ((n * 11) % 28)).padStart(2, '0');
  return {
    email: demoPersonEmail(kind, number),
    firstName,
    lastName,
    gender: female ? 'female' : 'male',
    dateOfBirth: `${year}-${month}-${day}`,
    phone: `+91${kind === 'landlord' ? '98' : '97'}${String(45_000_000 + n * 7919).padStart(8, '0')}`,
    ...(number === 1 ? { language: 'hi' as const } : {}),
  };
}

/** The first `count` generated demo landlords or renters. */
export function demoPeople(kind: DemoPersonKind, count: number): NewUser[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) => demoPerson(kind, i + 1));
}

/** The companies generated managers work for. */
const MANAGER_COMPANIES = ['Trio Property Services', 'HomeSlate Managers', 'UrbanNest Property Care', 'Griha Managers'];

/**
 * The `number`th generated property manager (from 1) beyond the three demo ones (`manager01@demo.trio.rentals`):
 * for data sets larger than the demo, where each manager should look after about as many homes as a demo manager.
 * Derived from the number alone, so every run registers the same managers.
 */
export function demoManager(number: number): ManagerInput {
  const n = number - 1 + 2000;
  const female = n % 2 === 0;
  const firstName = (female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES)[Math.floor(n / 2) % FEMALE_FIRST_NAMES.length]!;
  const lastName = LAST_NAMES[(n * 7 + Math.floor(n / LAST_NAMES.length)) % LAST_NAMES.length]!;
  return {
    email: `manager${String(number).padStart(2, '0')}@${DEMO_PEOPLE_DOMAIN}`,
    name: `${firstName} ${lastName}`,
    company: MANAGER_COMPANIES[number % MANAGER_COMPANIES.length]!,
    phone: `+9196${String(45_000_000 + number * 7919).padStart(8, '0')}`,
  };
}

/** The first `count` generated property managers. */
export function demoManagers(count: number): ManagerInput[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) => demoManager(i + 1));
}
