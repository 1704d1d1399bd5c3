/*
 * Answers as the services send them, typed by their route definitions (`@trio/contracts/http`), for tests that stub
 * fetch: the API client parses every answer with its route's schema, so a stub must answer the whole shape.
 */
import type {
  ApplicationProperty,
  Eligibility,
  ManagerApplications,
  PropertyApplications,
  RentalApplication,
} from '@trio/contracts/http/applications';
import type { FavoriteChange, FavoriteProperty, ManagerRecord, OwnUser, Session } from '@trio/contracts/http/users';
import type { SessionUser } from '../lib/auth/types';

/** The user's own record (what the sign-in calls and GET /trio/users/{id} answer) for a session user. */
export function ownUserAnswer(user: SessionUser, overrides: Partial<OwnUser> = {}): OwnUser {
  return {
    ...user,
    middleName: null,
    gender: 'female',
    dateOfBirth: '1994-07-21',
    phone: '+919812345678',
    address: null,
    properties: [],
    createdAt: '2026-01-05T09:30:00.000Z',
    ...overrides,
  };
}

/** What the sign-in calls answer. */
export function sessionAnswer(user: SessionUser, accessToken = 'token'): Session {
  return { user: ownUserAnswer(user), accessToken, expiresIn: 900 };
}

/** One favourite as GET /trio/users/{uid}/favorites answers it. */
export function favoriteAnswer(id: string, name: string, overrides: Partial<FavoriteProperty> = {}): FavoriteProperty {
  return {
    _id: id,
    name,
    address: { street: '7 Hill Road', city: 'Mumbai', state: 'Maharashtra', zipCode: '400050' },
    locality: 'Bandra West',
    rentPrice: 85000,
    rentPaise: 8_500_000,
    rentLabel: '₹85,000',
    bedrooms: 2,
    bathrooms: 2,
    status: 'available',
    image: null,
    images: [],
    ...overrides,
  };
}

/** What addFavorite and removeFavorite answer. */
export function favoriteChangeAnswer(
  userId: string,
  propertyId: string,
  favorite: boolean,
  favoritePropertyIds: string[] = favorite ? [propertyId] : [],
): FavoriteChange {
  return { userId, propertyId, favorite, favoritePropertyIds };
}

/** A property as the applications routes carry it (₹25,000 a month unless overridden). */
export function applicationPropertyAnswer(overrides: Partial<ApplicationProperty> = {}): ApplicationProperty {
  return {
    _id: '6650a1b2c3d4e5f601234567',
    title: 'Lakeview 2BHK in Indiranagar',
    name: 'Lakeview 2BHK in Indiranagar',
    address: { street: '12, 5th Cross, HAL 2nd Stage', city: 'Bengaluru', state: 'Karnataka', zipCode: '560038' },
    locality: 'Indiranagar',
    rentPrice: 25000,
    rentPaise: 2_500_000,
    rentLabel: '₹25,000',
    bedrooms: 2,
    bathrooms: 2,
    type: 'apartment',
    status: 'available',
    ...overrides,
  };
}

/** A rental application as its applicant (or, with `possibleDuplicate`, its manager) reads it: pending unless overridden. */
export function rentalApplicationAnswer(overrides: Partial<RentalApplication> = {}): RentalApplication {
  const property = overrides.property ?? applicationPropertyAnswer();
  const status = overrides.status ?? 'pending';
  return {
    _id: '6700aa00bb00cc00dd000001',
    propertyId: property._id,
    property,
    userId: '665f1c2b9d3e4a0012345678',
    status,
    paymentStatus: 'pending',
    displayStatus: status,
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha.rao@example.in',
    phone: '+919812345678',
    address: '14 Carter Road, Bandra West, Mumbai',
    panAdhaar: 'XXXX XXXX 2346',
    identityType: 'aadhaar',
    moveInDate: '2026-12-15',
    leasePeriod: '11 months',
    leasePeriodMonths: 11,
    numPeople: 2,
    reviewNotes: null,
    reviewedAt: null,
    createdAt: '2026-11-20T09:30:00.000Z',
    updatedAt: '2026-11-20T09:30:00.000Z',
    expiresAt: '2026-12-20T09:30:00.000Z',
    ...overrides,
  };
}

/** What "Check Eligibility" reads: can apply, ₹25,000 rent (total ₹63,050), two documents, no application. */
export function eligibilityAnswer(overrides: Partial<Eligibility> = {}): Eligibility {
  const property = overrides.property ?? applicationPropertyAnswer();
  return {
    propertyId: property._id,
    property,
    canApply: true,
    reasons: [],
    costs: {
      rentPaise: 2_500_000,
      securityDepositPaise: 3_750_000,
      applicationFeePaise: 5_000,
      processingFeePaise: 50_000,
      totalPaise: 6_305_000,
    },
    documentsNeeded: [
      { key: 'identity', label: 'Identity proof', description: 'Your PAN card or Aadhaar card.' },
      { key: 'income', label: 'Proof of income', description: 'Your last three salary slips.' },
    ],
    application: null,
    prefill: null,
    ...overrides,
  };
}

/** A manager's applications grouped by property, with the counters computed from them. */
export function managerApplicationsAnswer(groups: PropertyApplications[]): ManagerApplications {
  const all = groups.flatMap((group) => group.applications);
  return {
    applicationsByProperty: Object.fromEntries(groups.map((group) => [group.property._id, group])),
    counts: {
      total: all.length,
      pending: all.filter((application) => ['pending', 'under_review'].includes(application.status)).length,
      approved: all.filter((application) => application.status === 'approved').length,
      rejected: all.filter((application) => application.status === 'rejected').length,
    },
  };
}

/** A property-manager record (GET /trio/users/property-managers/email/{email}). */
export function managerRecordAnswer(overrides: Partial<ManagerRecord> = {}): ManagerRecord {
  return {
    _id: 'b00000000000000000000001',
    name: 'Priya Sharma',
    companyName: 'Sharma Estates',
    email: 'priya@sharma-estates.in',
    phone: '+919845012345',
    ...overrides,
  };
}
