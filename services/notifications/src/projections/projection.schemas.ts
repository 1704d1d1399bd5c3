import type { Address, PropertyType } from '@trio/contracts/common';
import type { LeaseStatus } from '@trio/contracts/events/applications';
import { Schema } from 'mongoose';

/*
 * This service's copies of whom it writes to and about what, from events only (never a call to another service):
 * people (users.user), property managers (users.property-manager), properties (properties.property), leases
 * (applications.lease) and their rent (payments.rent). Each is applied with `applyIfNewer` by aggregate version.
 */

export const PERSON_COPY = 'PersonCopy';
export const MANAGER_COPY = 'ManagerCopy';
export const PROPERTY_COPY = 'PropertyCopy';
export const LEASE_COPY = 'LeaseCopy';
export const RENT_COPY = 'RentCopy';

const addressShape = { line1: String, locality: String, city: String, state: String, pinCode: String };

export interface PersonCopy {
  _id: string;
  version: number;
  email: string;
  firstName?: string;
  lastName?: string;
  displayName: string;
}

export const personCopySchema = new Schema<PersonCopy>(
  {
    _id: { type: String, required: true },
    version: { type: Number, required: true },
    email: String,
    firstName: String,
    lastName: String,
    displayName: String,
  },
  { versionKey: false, collection: 'people' },
);

export interface ManagerCopy {
  _id: string;
  version: number;
  email: string;
  emailLower: string;
  name: string;
  company: string;
  phone?: string;
}

export const managerCopySchema = new Schema<ManagerCopy>(
  {
    _id: { type: String, required: true },
    version: { type: Number, required: true },
    email: String,
    emailLower: { type: String, index: true },
    name: String,
    company: String,
    phone: String,
  },
  { versionKey: false, collection: 'managers' },
);

export interface PropertyCopy {
  _id: string;
  version: number;
  landlordId: string;
  managerId: string;
  name: string;
  address: Address;
  bedrooms: number;
  bathrooms: number;
  propertyType: PropertyType;
}

export const propertyCopySchema = new Schema<PropertyCopy>(
  {
    _id: { type: String, required: true },
    version: { type: Number, required: true },
    landlordId: String,
    managerId: String,
    name: String,
    address: addressShape,
    bedrooms: Number,
    bathrooms: Number,
    propertyType: String,
  },
  { versionKey: false, collection: 'properties' },
);

export interface LeaseCopy {
  _id: string;
  version: number;
  propertyId: string;
  property: { name: string; address: Address };
  tenant: { userId: string; firstName: string; lastName: string; email: string; phone?: string };
  landlordId: string;
  managerId: string;
  managerEmail?: string;
  startDate: string;
  endDate: string;
  rentPaise: number;
  status: LeaseStatus;
}

export const leaseCopySchema = new Schema<LeaseCopy>(
  {
    _id: { type: String, required: true },
    version: { type: Number, required: true },
    propertyId: String,
    property: { name: String, address: addressShape },
    tenant: { userId: String, firstName: String, lastName: String, email: String, phone: String },
    landlordId: String,
    managerId: { type: String, index: true },
    managerEmail: String,
    startDate: String,
    endDate: String,
    rentPaise: Number,
    status: { type: String, index: true },
  },
  { versionKey: false, collection: 'leases' },
);

/** One month of a lease's rent ledger, as payments.rent events told it. */
export interface RentItemCopy {
  month: string;
  dueDate: string;
  amountPaise: number;
  paid: boolean;
}

/** A lease's rent (aggregate = the lease, on payments.rent): its months by YYYY-MM. */
export interface RentCopy {
  _id: string;
  version: number;
  items: Record<string, RentItemCopy>;
}

export const rentCopySchema = new Schema<RentCopy>(
  {
    _id: { type: String, required: true },
    version: { type: Number, required: true },
    items: { type: Schema.Types.Mixed, default: {} },
  },
  { versionKey: false, collection: 'rent', minimize: false },
);
