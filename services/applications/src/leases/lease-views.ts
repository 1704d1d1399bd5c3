import { formatPaiseAsRupees, paiseToRupees } from '@trio/contracts/common';
import { leasePeriodLabel, rentIncrease, type Lease } from '@trio/contracts/http/applications';
import { applicationPropertyView } from '../applications/application-views';
import type { PropertyCopy } from '../copies/property.copy';
import type { LeaseDocument } from './lease.schema';
import { daysLeft, firstAllowedMoveOutDate, isEndingSoon, renewalStateOf } from './lease-terms';

/** A lease as its tenant, landlord and manager read it (the Renters Hub's Overview and Lease tab). */
export function leaseView(lease: LeaseDocument, live: PropertyCopy | null | undefined, today: string): Lease {
  const facts = {
    ...lease.property,
    rentPaise: lease.rentPaise,
    landlordId: lease.landlordId,
    managerId: lease.managerId,
  };
  // The lease fixes the rent; the live copy gives the header (title, status) when this service holds it.
  const property = applicationPropertyView(lease.propertyId, live ? { ...live, rentPaise: lease.rentPaise } : null, {
    ...facts,
  });
  if (!live) property.status = lease.status === 'active' ? 'occupied' : 'available';
  return {
    _id: lease._id,
    applicationId: lease.applicationId,
    propertyId: lease.propertyId,
    property,
    tenantId: lease.tenant.userId,
    tenant: {
      firstName: lease.tenant.firstName,
      lastName: lease.tenant.lastName,
      name: `${lease.tenant.firstName} ${lease.tenant.lastName}`.trim(),
      email: lease.tenant.email,
      phone: lease.tenant.phone ?? null,
    },
    landlordId: lease.landlordId,
    managerId: lease.managerId,
    startDate: lease.startDate,
    endDate: lease.endDate,
    moveInDate: lease.startDate,
    leaseMonths: lease.leaseMonths,
    leasePeriod: leasePeriodLabel(lease.leaseMonths),
    rentPaise: lease.rentPaise,
    rentAmount: paiseToRupees(lease.rentPaise),
    rentLabel: formatPaiseAsRupees(lease.rentPaise),
    depositPaise: lease.depositPaise,
    securityDeposit: paiseToRupees(lease.depositPaise),
    depositLabel: formatPaiseAsRupees(lease.depositPaise),
    numPeople: lease.numPeople,
    status: lease.status,
    paymentStatus: 'completed',
    daysLeft: lease.status === 'active' ? daysLeft(lease.endDate, today) : 0,
    ...renewalView(lease, today),
    agreementUrl: `/trio/leases/${lease._id}/agreement.pdf`,
    createdAt: new Date(lease.createdAt).toISOString(),
  };
}

/** The renewal and notice part of the view (issue 30): the increase of an offer computed here, on the server. */
function renewalView(lease: LeaseDocument, today: string) {
  const state = renewalStateOf(lease);
  const offer = state.renewalOffer;
  const increase = offer ? rentIncrease(offer.previousRentPaise, offer.rentPaise) : null;
  const canGiveNotice = lease.status === 'active' && !state.notice;
  return {
    endingSoon: isEndingSoon(lease, today),
    noticeMonths: state.noticeMonths,
    rentPeriods: state.rentPeriods.map((period) => ({
      from: period.from,
      rentPaise: period.rentPaise,
      rentLabel: formatPaiseAsRupees(period.rentPaise),
    })),
    renewalOffer:
      offer && increase
        ? {
            endDate: offer.endDate,
            rentPaise: offer.rentPaise,
            rentLabel: formatPaiseAsRupees(offer.rentPaise),
            increasePaise: increase.increasePaise,
            increaseLabel: formatPaiseAsRupees(Math.abs(increase.increasePaise)),
            increasePercent: increase.increasePercent,
            offeredAt: new Date(offer.offeredAt).toISOString(),
            status: offer.status,
            answeredAt: offer.answeredAt ? new Date(offer.answeredAt).toISOString() : null,
          }
        : null,
    notice: state.notice
      ? {
          givenBy: state.notice.givenBy,
          givenAt: new Date(state.notice.givenAt).toISOString(),
          moveOutDate: state.notice.moveOutDate,
          reason: state.notice.reason ?? null,
        }
      : null,
    earliestMoveOutDate: canGiveNotice
      ? firstAllowedMoveOutDate({ ...lease, noticeMonths: state.noticeMonths }, today)
      : null,
  };
}
