import { objectIdSchema } from '@trio/contracts/common';
import type { Lease, RentalApplication } from '@trio/contracts/http/applications';
import type { PaymentRecord, PaymentStatus } from '@trio/contracts/http/payments';
import { formatAddress } from '../../components/property-card/format';
import type { MessageId } from '../../i18n/message-ids';
import type { Translate } from '../../i18n/use-text';

/**
 * One confirmed rental as the hub shows it: its lease, or (for the moments between the payment and the lease's
 * creation) its confirmed application alone.
 */
export interface Rental {
  key: string;
  lease: Lease | null;
  application: RentalApplication | null;
  propertyId: string;
  /** Fallback 'Property' (001 §2). */
  title: string;
  /** Fallback 'Address not available'. */
  address: string;
  moveInDate: string;
  leasePeriod: string;
  /** Fallback 'N/A'. */
  monthlyRent: string;
  tenantName: string;
  numPeople: number;
}

const orFallback = (value: string | null | undefined, fallback: string) => (value && value.trim() ? value : fallback);

/**
 * The hub's rentals: the active leases, then the ended ones (latest end first: the renter follows the deposit's
 * inspection, answers its deductions and sees its refund after moving out), then confirmed applications that have no
 * lease yet (fallbacks in `t`'s language).
 */
export function rentalsFrom(leases: Lease[], confirmed: RentalApplication[], t: Translate): Rental[] {
  const property = t('renters.fallback.property');
  const noAddress = t('renters.fallback.address');
  const notAvailable = t('renters.fallback.notAvailable');
  const active = leases.filter((lease) => lease.status === 'active');
  const ended = leases.filter((lease) => lease.status === 'ended').sort((a, b) => b.endDate.localeCompare(a.endDate));
  const leased = new Set(leases.map((lease) => lease.applicationId));
  const fromLeases = [...active, ...ended].map((lease): Rental => ({
    key: lease._id,
    lease,
    application: confirmed.find((application) => application._id === lease.applicationId) ?? null,
    propertyId: lease.propertyId,
    title: orFallback(lease.property.title, property),
    address: orFallback(formatAddress(lease.property.address), noAddress),
    moveInDate: lease.moveInDate,
    leasePeriod: lease.leasePeriod,
    monthlyRent: orFallback(lease.rentLabel, notAvailable),
    tenantName: lease.tenant.name,
    numPeople: lease.numPeople,
  }));
  const waiting = confirmed
    .filter((application) => !leased.has(application._id))
    .map((application): Rental => ({
      key: application._id,
      lease: null,
      application,
      propertyId: application.propertyId,
      title: orFallback(application.property.title, property),
      address: orFallback(formatAddress(application.property.address), noAddress),
      moveInDate: application.moveInDate,
      leasePeriod: application.leasePeriod,
      monthlyRent: orFallback(application.property.rentLabel, notAvailable),
      tenantName: `${application.firstName} ${application.lastName}`.trim(),
      numPeople: application.numPeople,
    }));
  return [...fromLeases, ...waiting];
}

/** Pay Rent's check of the property id (001 §5), with the spec's two messages (their ids). */
export function payRentProblem(propertyId: unknown): MessageId | null {
  if (propertyId === undefined || propertyId === null || propertyId === '') {
    return 'renters.payRent.notFound';
  }
  if (
    typeof propertyId !== 'string' ||
    ['undefined', 'null', '[object Object]'].includes(propertyId) ||
    !objectIdSchema.safeParse(propertyId).success
  ) {
    return 'renters.payRent.invalid';
  }
  return null;
}

/** A payment's type and status as the history shows them (001 §2: in title case, "Monthly Rent", "Completed"). */
export const PAYMENT_TYPE_IDS: Record<PaymentRecord['paymentType'], MessageId> = {
  initial: 'renters.payments.type.initial',
  monthly_rent: 'renters.payments.type.monthly_rent',
};
export const PAYMENT_STATUS_IDS: Record<PaymentStatus, MessageId> = {
  pending: 'renters.payments.status.pending',
  completed: 'renters.payments.status.completed',
  failed: 'renters.payments.status.failed',
  refunded: 'renters.payments.status.refunded',
};

/** The payment badge colour (001 §2): completed green, pending yellow, anything else red. */
export function paymentBadgeTone(status: string): 'payment-completed' | 'payment-pending' | 'payment-other' {
  if (status === 'completed') return 'payment-completed';
  if (status === 'pending') return 'payment-pending';
  return 'payment-other';
}

/** An amount of paise shown with two decimals (001 §9: the security deposit), e.g. "₹37,500.00". */
export function withTwoDecimals(formatted: string): string {
  return /\.\d{2}$/.test(formatted) ? formatted : `${formatted}.00`;
}
