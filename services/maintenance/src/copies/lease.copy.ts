import type { Address } from '@trio/contracts/common';
import { leaseCreated, leaseEnded, type LeaseStatus } from '@trio/contracts/events/applications';
import { addressCopyFields, personCopyFields, defineCopy, upsertFrom } from '@trio/service-kit/events';

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

/** A lease (applications.lease): an active lease lets its tenant ask for maintenance; an ended one no more. */
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

export const leaseCopy = defineCopy<LeaseCopy>({
  name: 'LeaseCopy',
  collection: 'leases',
  fields: {
    applicationId: { type: String, index: true },
    propertyId: { type: String, index: true },
    property: { name: String, address: addressCopyFields },
    tenantId: { type: String, index: true },
    tenant: personCopyFields,
    landlordId: String,
    managerId: String,
    managerEmail: String,
    status: String,
  },
  from: [
    upsertFrom([leaseCreated, leaseEnded], (lease) => ({
      id: lease.leaseId,
      fields: {
        applicationId: lease.applicationId,
        propertyId: lease.propertyId,
        property: lease.property,
        tenantId: lease.tenant.userId,
        tenant: { firstName: lease.tenant.firstName, lastName: lease.tenant.lastName, email: lease.tenant.email },
        landlordId: lease.landlordId,
        managerId: lease.managerId,
        managerEmail: lease.managerEmail ?? null,
        status: lease.status,
      },
    })),
  ],
});
