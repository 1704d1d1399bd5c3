import type { Address } from '@trio/contracts/common';
import type { LeaseStatus } from '@trio/contracts/events/applications';
import { Schema } from 'mongoose';

/*
 * This service's copies of who rents, owns and manages what, from events only (never a call to another service):
 * leases (applications.lease), properties (properties.property), people (users.user) and manager records
 * (users.property-manager).
 */

export const LEASE_COPY = 'LeaseCopy';
export const PROPERTY_COPY = 'PropertyCopy';
export const PERSON_COPY = 'PersonCopy';
export const MANAGER_COPY = 'ManagerCopy';

const addressShape = { line1: String, locality: String, city: String, state: String, pinCode: String };

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

export interface LeaseCopy {
  _id: string;
  version: number;
  applicationId: string;
  propertyId: string;
  property: { name: string; address: Address };
  tenantId: string;
  tenant: Person;
  landlordId: string;
  managerId: string;
  managerEmail?: string | null;
  status: LeaseStatus;
}

export const leaseCopySchema = new Schema<LeaseCopy>(
  {
    _id: { type: String, required: true },
    version: { type: Number, required: true },
    applicationId: { type: String, index: true },
    propertyId: { type: String, index: true },
    property: { name: String, address: addressShape },
    tenantId: { type: String, index: true },
    tenant: { firstName: String, lastName: String, email: String },
    landlordId: String,
    managerId: String,
    managerEmail: String,
    status: String,
  },
  { versionKey: false, collection: 'leases' },
);

/** Who owns and who manages a home now (a property's manager may change after a request was made). */
export interface PropertyCopy {
  _id: string;
  version: number;
  landlordId: string;
  managerId: string;
  name: string;
  address: Address;
}

export const propertyCopySchema = new Schema<PropertyCopy>(
  {
    _id: { type: String, required: true },
    version: { type: Number, required: true },
    landlordId: { type: String, index: true },
    managerId: { type: String, index: true },
    name: String,
    address: addressShape,
  },
  { versionKey: false, collection: 'properties' },
);

/** A user's e-mail and uid (the landlord's e-mail for the events; `/user/{uid}` paths). */
export interface PersonCopy {
  _id: string;
  version: number;
  uid: string;
  email: string;
}

export const personCopySchema = new Schema<PersonCopy>(
  {
    _id: { type: String, required: true },
    version: { type: Number, required: true },
    uid: String,
    email: String,
  },
  { versionKey: false, collection: 'people' },
);

/** A property-manager record: a caller is the manager whose record has the caller's e-mail. */
export interface ManagerCopy {
  _id: string;
  version: number;
  email: string;
  emailLower: string;
}

export const managerCopySchema = new Schema<ManagerCopy>(
  {
    _id: { type: String, required: true },
    version: { type: Number, required: true },
    email: String,
    emailLower: { type: String, index: true },
  },
  { versionKey: false, collection: 'managers' },
);
