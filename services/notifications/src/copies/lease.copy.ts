import type { Address } from '@trio/contracts/common';
import { leaseEvents, type LeaseStatus } from '@trio/contracts/events/applications';
import { addressCopyFields, defineCopy, upsertFrom } from '@trio/service-kit/events';

/** A lease (applications.lease): whom the reminders are for and about which home. */
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

export const leaseCopy = defineCopy<LeaseCopy>({
  name: 'LeaseCopy',
  collection: 'leases',
  fields: {
    propertyId: String,
    property: { name: String, address: addressCopyFields },
    tenant: { userId: String, firstName: String, lastName: String, email: String, phone: String },
    landlordId: String,
    managerId: { type: String, index: true },
    managerEmail: String,
    startDate: String,
    endDate: String,
    rentPaise: Number,
    status: { type: String, index: true },
  },
  from: [
    // Every lease event carries the whole lease: a renewal or a notice moves the end date and the rent.
    upsertFrom(leaseEvents, (lease) => ({
      id: lease.leaseId,
      fields: {
        propertyId: lease.propertyId,
        property: lease.property,
        tenant: lease.tenant,
        landlordId: lease.landlordId,
        managerId: lease.managerId,
        managerEmail: lease.managerEmail,
        startDate: lease.startDate,
        endDate: lease.endDate,
        rentPaise: lease.rentPaise,
        status: lease.status,
      },
    })),
  ],
});
