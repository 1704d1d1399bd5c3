import { oneLineAddress } from '@trio/contracts/common';
import { NOTICE_PERIOD_MONTHS, todayInIndia } from '@trio/contracts/http/applications';
import { lateFeeTermsOf, type LateFeeTerms } from '@trio/contracts/money';
import type { AgreementInput } from './lease-agreement-pdf';

/** A lease as the agreement needs it: the applications service's lease document or the lease.created event's data. */
export interface AgreementLease {
  leaseId: string;
  tenant: { firstName: string; lastName: string; email: string; phone?: string | null };
  property: {
    name: string;
    address: { line1: string; locality?: string; city: string; state: string; pinCode: string };
  };
  startDate: string;
  endDate: string;
  leaseMonths: number;
  rentPaise: number;
  depositPaise: number;
  numPeople: number;
  /** When the lease was made (ISO date-time): the agreement is dated that day in India. */
  createdAt: string | Date;
  /** Issue 30: the notice period in months (NOTICE_PERIOD_MONTHS when absent). */
  noticeMonths?: number;
  /** Issue 30: the late fee the lease states (DEFAULT_LATE_FEE_TERMS when absent). */
  lateFee?: Partial<LateFeeTerms> | null;
  /** The rent from a date, oldest first (one more per renewal); absent: `rentPaise` from the start date. */
  rentPeriods?: readonly { from: string; rentPaise: number }[];
  /** When the last renewal was accepted (the renewed agreement is dated that day), when renewed. */
  renewedAt?: string | Date | null;
  /** The notice to end early, when given (the end date is then its move-out date). */
  notice?: { givenBy: 'tenant' | 'manager'; givenAt: string | Date; moveOutDate: string } | null;
}

/** The owner as known to the service making the agreement (its copy of the user), or null when unknown. */
export interface AgreementLandlord {
  firstName?: string | null;
  lastName?: string | null;
  displayName?: string | null;
  email?: string | null;
}

/**
 * The agreement of a lease, made the same way wherever it is made (applications serves it for download, notifications
 * attaches it to the "rental confirmed" e-mail), so the two are the same document: the parties, the premises in one
 * line, the terms, dated the day the lease was made (India).
 */
export function leaseAgreementInput(lease: AgreementLease, landlord: AgreementLandlord | null): AgreementInput {
  const licensorName =
    [landlord?.firstName, landlord?.lastName].filter(Boolean).join(' ') || landlord?.displayName || 'The owner';
  return {
    leaseId: lease.leaseId,
    licensor: { name: licensorName, email: landlord?.email ?? null },
    licensee: {
      name: `${lease.tenant.firstName} ${lease.tenant.lastName}`,
      email: lease.tenant.email,
      phone: lease.tenant.phone ?? null,
    },
    address: oneLineAddress(lease.property.address),
    propertyName: lease.property.name,
    startDate: lease.startDate,
    endDate: lease.endDate,
    leaseMonths: lease.leaseMonths,
    rentPaise: lease.rentPaise,
    depositPaise: lease.depositPaise,
    numPeople: lease.numPeople,
    issuedOn: todayInIndia(new Date(lease.renewedAt ?? lease.createdAt)),
    noticeMonths: lease.noticeMonths ?? NOTICE_PERIOD_MONTHS,
    lateFee: lateFeeTermsOf(lease.lateFee),
    rentPeriods: lease.rentPeriods?.length
      ? lease.rentPeriods.map((period) => ({ from: period.from, rentPaise: period.rentPaise }))
      : [{ from: lease.startDate, rentPaise: lease.rentPaise }],
    notice: lease.notice
      ? {
          givenBy: lease.notice.givenBy,
          givenOn: todayInIndia(new Date(lease.notice.givenAt)),
          moveOutDate: lease.notice.moveOutDate,
        }
      : null,
  };
}

/** The file name the agreement goes by, downloaded or attached. */
export const leaseAgreementFileName = (leaseId: string) => `lease-agreement-${leaseId}.pdf`;
