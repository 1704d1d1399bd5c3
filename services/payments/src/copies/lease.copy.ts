import type { Address } from '@trio/contracts/common';
import { leaseEvents, type LeaseStatus, type RentPeriod } from '@trio/contracts/events/applications';
import { lateFeeTermsOf, type LateFeeTerms } from '@trio/contracts/money';
import { addressCopyFields, personCopyFields, defineCopy, upsertFrom } from '@trio/service-kit/events';
import type { GatewayIdentity } from '@trio/service-kit/http';
import { type Person } from './person';

/** A lease payments keeps the rent ledger of, from applications.lease. */
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
  /** The current rent (the latest period's). */
  rentPaise: number;
  /** The rent from a date (issue 30: renewals); absent on copies older than renewals (rentPaise throughout). */
  rentPeriods?: RentPeriod[];
  /** The security deposit collected with the move-in payment (absent from copies made before it was kept). */
  depositPaise?: number;
  /**
   * The late fee the lease's agreement states (issue 30): charged by the overdue notice, `afterDays` days past a due
   * date. Absent on copies older than per-lease terms: read them with `lateFeeTermsOf` (the defaults).
   */
  lateFee?: LateFeeTerms;
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
    landlordId: { type: String, index: true },
    managerId: String,
    managerEmail: String,
    startDate: String,
    endDate: String,
    rentPaise: Number,
    rentPeriods: { type: [{ _id: false, from: String, rentPaise: Number }], default: undefined },
    depositPaise: Number,
    lateFee: { percent: Number, capPaise: Number, afterDays: Number },
    // The rent notices' sweep reads the active leases (an index: ended ones are left out, and they grow for ever).
    status: { type: String, index: true },
  },
  from: [
    // Every lease event carries the whole lease: a renewal or a notice moves the end date and the rent periods.
    upsertFrom(leaseEvents, (lease) => ({
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
        startDate: lease.startDate,
        endDate: lease.endDate,
        rentPaise: lease.rentPaise,
        rentPeriods: lease.rentPeriods ?? [{ from: lease.startDate, rentPaise: lease.rentPaise }],
        depositPaise: lease.depositPaise,
        lateFee: lateFeeTermsOf(lease.lateFee),
        status: lease.status,
      },
    })),
  ],
});

/** Whether the caller is the lease's property manager: the lease names its manager by e-mail (any case). */
export function isLeaseManager(lease: Pick<LeaseCopy, 'managerEmail'>, me: Pick<GatewayIdentity, 'email'>): boolean {
  return Boolean(lease.managerEmail) && lease.managerEmail!.toLowerCase() === me.email.toLowerCase();
}
