import type { Address, PropertyStatus } from '@trio/contracts/common';
import type { ApplicationStatus, LeaseStatus } from '@trio/contracts/events/applications';
import { Schema } from 'mongoose';

/*
 * This service's copies of what it charges for, from events only (never a call to another service):
 * properties (properties.property), applications (applications.application) and leases (applications.lease).
 */

export const PROPERTY_COPY = 'PropertyCopy';
export const APPLICATION_COPY = 'ApplicationCopy';
export const LEASE_COPY = 'LeaseCopy';

const addressShape = { line1: String, locality: String, city: String, state: String, pinCode: String };
const personShape = { firstName: String, lastName: String, email: String };

export interface PropertyCopy {
  _id: string;
  version: number;
  landlordId: string;
  managerId: string;
  name: string;
  address: Address;
  rentPaise: number;
  status: PropertyStatus;
}

export const propertyCopySchema = new Schema<PropertyCopy>(
  {
    _id: { type: String, required: true },
    version: { type: Number, required: true },
    landlordId: String,
    managerId: String,
    name: String,
    address: addressShape,
    rentPaise: Number,
    status: String,
  },
  { versionKey: false, collection: 'properties' },
);

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

export interface ApplicationCopy {
  _id: string;
  version: number;
  applicantId: string;
  applicant: Person;
  propertyId: string;
  property: { name: string; address: Address; rentPaise: number };
  landlordId: string;
  managerId: string;
  managerEmail?: string | null;
  status: ApplicationStatus;
}

export const applicationCopySchema = new Schema<ApplicationCopy>(
  {
    _id: { type: String, required: true },
    version: { type: Number, required: true },
    applicantId: { type: String, index: true },
    applicant: personShape,
    propertyId: String,
    property: { name: String, address: addressShape, rentPaise: Number },
    landlordId: String,
    managerId: String,
    managerEmail: String,
    status: String,
  },
  { versionKey: false, collection: 'applications' },
);

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
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string;
  rentPaise: number;
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
    tenant: personShape,
    landlordId: { type: String, index: true },
    managerId: String,
    managerEmail: String,
    startDate: String,
    endDate: String,
    rentPaise: Number,
    // The rent notices' sweep reads the active leases (an index: ended ones are left out, and they grow for ever).
    status: { type: String, index: true },
  },
  { versionKey: false, collection: 'leases' },
);
