import { objectIdSchema } from '@trio/contracts/common';
import type { Lease, RentalApplication } from '@trio/contracts/http/applications';
import { formatAddress } from '../../components/property-card/format';

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

/** The hub's rentals: the active leases, then confirmed applications that have no lease yet. */
export function rentalsFrom(leases: Lease[], confirmed: RentalApplication[]): Rental[] {
  const active = leases.filter((lease) => lease.status === 'active');
  const leased = new Set(leases.map((lease) => lease.applicationId));
  const fromLeases = active.map((lease): Rental => ({
    key: lease._id,
    lease,
    application: confirmed.find((application) => application._id === lease.applicationId) ?? null,
    propertyId: lease.propertyId,
    title: orFallback(lease.property.title, 'Property'),
    address: orFallback(formatAddress(lease.property.address), 'Address not available'),
    moveInDate: lease.moveInDate,
    leasePeriod: lease.leasePeriod,
    monthlyRent: orFallback(lease.rentLabel, 'N/A'),
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
      title: orFallback(application.property.title, 'Property'),
      address: orFallback(formatAddress(application.property.address), 'Address not available'),
      moveInDate: application.moveInDate,
      leasePeriod: application.leasePeriod,
      monthlyRent: orFallback(application.property.rentLabel, 'N/A'),
      tenantName: `${application.firstName} ${application.lastName}`.trim(),
      numPeople: application.numPeople,
    }));
  return [...fromLeases, ...waiting];
}

/** Pay Rent's check of the property id (001 §5), with the spec's two messages. */
export function payRentProblem(propertyId: unknown): string | null {
  if (propertyId === undefined || propertyId === null || propertyId === '') {
    return 'Error: Property information not found. Please try again.';
  }
  if (
    typeof propertyId !== 'string' ||
    ['undefined', 'null', '[object Object]'].includes(propertyId) ||
    !objectIdSchema.safeParse(propertyId).success
  ) {
    return 'Error: Invalid property information. Please try again.';
  }
  return null;
}

/** "monthly_rent" → "Monthly Rent" (001 §2: payment type in title case). */
export function titleCase(value: string): string {
  return value
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

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
