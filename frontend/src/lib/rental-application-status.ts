/*
 * How a rental application's status reads on screen, shared by the property page, the renter's profile and the
 * Property Manager Hub. The status comes from the applications route's answer as `displayStatus`: the stored status,
 * or `rental_confirmed` (approved and paid).
 */
import type { ApplicationDisplayStatus } from '@trio/contracts/http/applications';

/** What the property page's action area offers after showing the status (spec 000 §4, status table). */
export type ApplicationNextStep =
  /** "View Rental Details": the payment confirmation page. */
  | 'view_rental_details'
  /** "Proceed to Checkout": /billing with the property id. */
  | 'checkout'
  /** "Apply Again": a new application, prefilled from the expired one. */
  | 'apply_again'
  | 'none';

export interface PropertyPageStatus {
  /** The status as the property page shows it. */
  label: string;
  next: ApplicationNextStep;
  /** The applicant may still withdraw it (pending or under review). */
  withdrawable: boolean;
}

/** The property page's row of the status table for a status; unknown statuses read "Application <status>". */
export function propertyPageStatus(status: ApplicationDisplayStatus | (string & {})): PropertyPageStatus {
  switch (status) {
    case 'rental_confirmed':
      return { label: 'Rental Confirmed', next: 'view_rental_details', withdrawable: false };
    case 'approved':
      return { label: 'Proceed to Checkout', next: 'checkout', withdrawable: false };
    case 'rejected':
      return { label: 'Application Rejected', next: 'none', withdrawable: false };
    case 'withdrawn':
      return { label: 'Application Withdrawn', next: 'none', withdrawable: false };
    case 'expired':
      return { label: 'Application Expired', next: 'apply_again', withdrawable: false };
    case 'under_review':
      return { label: 'Under Review', next: 'none', withdrawable: true };
    case 'pending':
      return { label: 'Pending Approval', next: 'none', withdrawable: true };
    default:
      return { label: `Application ${status}`, next: 'none', withdrawable: false };
  }
}

const STATUS_NAMES: Record<ApplicationDisplayStatus, string> = {
  pending: 'Pending Review',
  under_review: 'Under Review',
  approved: 'Approved',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
  rental_confirmed: 'Rental Confirmed',
};

/** A status's name on a badge (spec 001 §4: pending reads "Pending Review"); unknown ones as they are. */
export function applicationStatusName(status: ApplicationDisplayStatus | (string & {})): string {
  return STATUS_NAMES[status as ApplicationDisplayStatus] ?? status;
}
