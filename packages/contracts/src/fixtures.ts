import { type RegisteredEventOf, type RegisteredEventType } from './registry';

/*
 * One valid, deterministic envelope per registered event, for contract tests and for consumers' unit tests.
 * The data tells one story: Asha Rao (landlord, Bengaluru) submits a 2 BHK in Indiranagar, it is assigned to
 * Vikram Desai (manager, Pune), sent back for more information, resubmitted, approved and listed; a lease makes it
 * occupied. Ids are fixed so tests can refer to them.
 */

/** A deterministic, valid (version 4, RFC variant) uuid whose last group is `n`. */
export function fixtureUuid(n: number): string {
  return `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

export const fixtureIds = {
  landlordUserId: '65a1f0c2e4b0a1b2c3d4e501',
  tenantUserId: '65a1f0c2e4b0a1b2c3d4e502',
  managerId: '65a1f0c2e4b0a1b2c3d4e601',
  listingRequestId: '65a1f0c2e4b0a1b2c3d4e701',
  propertyId: '65a1f0c2e4b0a1b2c3d4e801',
  leaseId: '65a1f0c2e4b0a1b2c3d4e901',
  imageIds: ['65a1f0c2e4b0a1b2c3d4ea01', '65a1f0c2e4b0a1b2c3d4ea02', '65a1f0c2e4b0a1b2c3d4ea03'],
} as const;

const indiranagar = {
  line1: 'Flat 304, Lakshmi Residency, 12th Main Road',
  locality: 'Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pinCode: '560038',
};

type FixtureMap = { readonly [T in RegisteredEventType]: RegisteredEventOf<T> };

const fixtures: FixtureMap = {
  'users.user.registered.v1': {
    id: fixtureUuid(1),
    type: 'users.user.registered.v1',
    source: 'users',
    occurredAt: '2025-01-10T04:30:00.000Z',
    aggregateId: fixtureIds.landlordUserId,
    aggregateVersion: 1,
    correlationId: fixtureUuid(1001),
    data: {
      userId: fixtureIds.landlordUserId,
      uid: 'usr_8Qm2Zk4Tn7Lp',
      email: 'asha.rao@example.in',
      firstName: 'Asha',
      lastName: 'Rao',
      displayName: 'Asha Rao',
      role: 'tenant',
      registeredAt: '2025-01-10T04:30:00.000Z',
    },
  },
  'users.user.updated.v1': {
    id: fixtureUuid(2),
    type: 'users.user.updated.v1',
    source: 'users',
    occurredAt: '2025-01-20T06:00:05.000Z',
    aggregateId: fixtureIds.landlordUserId,
    aggregateVersion: 2,
    correlationId: fixtureUuid(1005),
    causationId: fixtureUuid(24),
    data: {
      userId: fixtureIds.landlordUserId,
      uid: 'usr_8Qm2Zk4Tn7Lp',
      email: 'asha.rao@example.in',
      firstName: 'Asha',
      lastName: 'Rao',
      displayName: 'Asha Rao',
      role: 'landlord',
      changedFields: ['role'],
      updatedAt: '2025-01-20T06:00:05.000Z',
    },
  },
  'users.property-manager.registered.v1': {
    id: fixtureUuid(3),
    type: 'users.property-manager.registered.v1',
    source: 'users',
    occurredAt: '2025-01-02T03:30:00.000Z',
    aggregateId: fixtureIds.managerId,
    aggregateVersion: 1,
    correlationId: fixtureUuid(1002),
    data: {
      managerId: fixtureIds.managerId,
      email: 'vikram.desai@sahyadri-estates.example.in',
      name: 'Vikram Desai',
      company: 'Sahyadri Estates, Pune',
      phone: '+91 98220 45671',
      registeredAt: '2025-01-02T03:30:00.000Z',
    },
  },
  'users.property-manager.updated.v1': {
    id: fixtureUuid(4),
    type: 'users.property-manager.updated.v1',
    source: 'users',
    occurredAt: '2025-02-01T05:00:00.000Z',
    aggregateId: fixtureIds.managerId,
    aggregateVersion: 2,
    correlationId: fixtureUuid(1006),
    data: {
      managerId: fixtureIds.managerId,
      email: 'vikram.desai@sahyadri-estates.example.in',
      name: 'Vikram Desai',
      company: 'Sahyadri Estates LLP',
      phone: '+91 98220 45671',
      changedFields: ['company'],
      updatedAt: '2025-02-01T05:00:00.000Z',
    },
  },
  'properties.listing-request.submitted.v1': {
    id: fixtureUuid(21),
    type: 'properties.listing-request.submitted.v1',
    source: 'properties',
    occurredAt: '2025-01-15T09:30:00.000Z',
    aggregateId: fixtureIds.listingRequestId,
    aggregateVersion: 1,
    correlationId: fixtureUuid(1003),
    data: {
      listingRequestId: fixtureIds.listingRequestId,
      landlordId: fixtureIds.landlordUserId,
      address: indiranagar,
      propertyType: 'apartment',
      rentPaise: 3_500_000,
      bedrooms: 2,
      bathrooms: 2,
      submittedAt: '2025-01-15T09:30:00.000Z',
    },
  },
  'properties.listing-request.assigned.v1': {
    id: fixtureUuid(22),
    type: 'properties.listing-request.assigned.v1',
    source: 'properties',
    occurredAt: '2025-01-15T09:30:02.000Z',
    aggregateId: fixtureIds.listingRequestId,
    aggregateVersion: 2,
    correlationId: fixtureUuid(1003),
    causationId: fixtureUuid(21),
    data: {
      listingRequestId: fixtureIds.listingRequestId,
      landlordId: fixtureIds.landlordUserId,
      managerId: fixtureIds.managerId,
      address: indiranagar,
      assignedAt: '2025-01-15T09:30:02.000Z',
    },
  },
  'properties.listing-request.reviewed.v1': {
    id: fixtureUuid(23),
    type: 'properties.listing-request.reviewed.v1',
    source: 'properties',
    occurredAt: '2025-01-16T11:15:00.000Z',
    aggregateId: fixtureIds.listingRequestId,
    aggregateVersion: 3,
    correlationId: fixtureUuid(1004),
    data: {
      listingRequestId: fixtureIds.listingRequestId,
      landlordId: fixtureIds.landlordUserId,
      managerId: fixtureIds.managerId,
      decision: 'needs_more_info',
      notes: 'Please add a photo of the kitchen and confirm whether covered parking is included.',
      address: indiranagar,
      reviewedAt: '2025-01-16T11:15:00.000Z',
    },
  },
  'properties.listing-request.approved.v1': {
    id: fixtureUuid(26),
    type: 'properties.listing-request.approved.v1',
    source: 'properties',
    occurredAt: '2025-01-20T05:59:00.000Z',
    aggregateId: fixtureIds.listingRequestId,
    aggregateVersion: 7,
    correlationId: fixtureUuid(1008),
    data: {
      listingRequestId: fixtureIds.listingRequestId,
      landlordId: fixtureIds.landlordUserId,
      managerId: fixtureIds.managerId,
      address: indiranagar,
      propertyType: 'apartment',
      rentPaise: 3_450_000,
      bedrooms: 2,
      bathrooms: 2,
      description: 'Sunny 2 BHK near the metro, with covered parking and a modular kitchen.',
      leaseType: 'Year-long',
      nearbyLandmarks: ['Indiranagar Metro', '100 Feet Road'],
      imageIds: [...fixtureIds.imageIds],
      approvedAt: '2025-01-20T05:59:00.000Z',
    },
  },
  'properties.listing-request.resubmitted.v1': {
    id: fixtureUuid(25),
    type: 'properties.listing-request.resubmitted.v1',
    source: 'properties',
    occurredAt: '2025-01-18T07:45:00.000Z',
    aggregateId: fixtureIds.listingRequestId,
    aggregateVersion: 4,
    correlationId: fixtureUuid(1007),
    data: {
      listingRequestId: fixtureIds.listingRequestId,
      landlordId: fixtureIds.landlordUserId,
      managerId: fixtureIds.managerId,
      address: indiranagar,
      propertyType: 'apartment',
      rentPaise: 3_450_000,
      bedrooms: 2,
      bathrooms: 2,
      resubmittedAt: '2025-01-18T07:45:00.000Z',
    },
  },
  'properties.property.listed.v1': {
    id: fixtureUuid(24),
    type: 'properties.property.listed.v1',
    source: 'properties',
    occurredAt: '2025-01-20T06:00:00.000Z',
    aggregateId: fixtureIds.propertyId,
    aggregateVersion: 1,
    correlationId: fixtureUuid(1008),
    causationId: fixtureUuid(26),
    data: {
      propertyId: fixtureIds.propertyId,
      landlordId: fixtureIds.landlordUserId,
      managerId: fixtureIds.managerId,
      name: '2 BHK Apartment in Indiranagar',
      address: indiranagar,
      location: { lat: 12.9719, lon: 77.6412 },
      rentPaise: 3_450_000,
      bedrooms: 2,
      bathrooms: 2,
      squareFeet: 1150,
      propertyType: 'apartment',
      status: 'available',
      featured: false,
      imageIds: [...fixtureIds.imageIds],
      listingRequestId: fixtureIds.listingRequestId,
      listedAt: '2025-01-20T06:00:00.000Z',
    },
  },
  'properties.property.updated.v1': {
    id: fixtureUuid(27),
    type: 'properties.property.updated.v1',
    source: 'properties',
    occurredAt: '2025-02-05T10:00:00.000Z',
    aggregateId: fixtureIds.propertyId,
    aggregateVersion: 2,
    correlationId: fixtureUuid(1009),
    data: {
      propertyId: fixtureIds.propertyId,
      landlordId: fixtureIds.landlordUserId,
      managerId: fixtureIds.managerId,
      name: '2 BHK Apartment in Indiranagar',
      address: indiranagar,
      location: { lat: 12.9719, lon: 77.6412 },
      rentPaise: 3_450_000,
      bedrooms: 2,
      bathrooms: 2,
      squareFeet: 1150,
      propertyType: 'apartment',
      status: 'available',
      featured: true,
      imageIds: [...fixtureIds.imageIds],
      changedFields: ['featured'],
      updatedAt: '2025-02-05T10:00:00.000Z',
    },
  },
  'properties.property.status-changed.v1': {
    id: fixtureUuid(28),
    type: 'properties.property.status-changed.v1',
    source: 'properties',
    occurredAt: '2025-03-01T04:30:00.000Z',
    aggregateId: fixtureIds.propertyId,
    aggregateVersion: 3,
    correlationId: fixtureUuid(1010),
    data: {
      propertyId: fixtureIds.propertyId,
      landlordId: fixtureIds.landlordUserId,
      previousStatus: 'available',
      status: 'occupied',
      leaseId: fixtureIds.leaseId,
      changedAt: '2025-03-01T04:30:00.000Z',
    },
  },
};

/** A fresh copy of the fixture for a type; change it freely. */
export function fixtureFor<T extends RegisteredEventType>(type: T): RegisteredEventOf<T> {
  const fixture = fixtures[type];
  if (!fixture) {
    throw new Error(`No fixture for event type "${String(type)}"`);
  }
  return structuredClone(fixture) as RegisteredEventOf<T>;
}

/** Fresh copies of every fixture, one per registered event type. */
export function allFixtures(): RegisteredEventOf<RegisteredEventType>[] {
  return Object.values(fixtures).map((fixture) => structuredClone(fixture));
}
