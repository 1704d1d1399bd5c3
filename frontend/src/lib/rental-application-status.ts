/*
 * How a rental application's status reads on screen, shared by the property page, the renter's profile and the
 * Property Manager Hub. The status comes from the applications route's answer as `displayStatus`: the stored status,
 * or `rental_confirmed` (approved and paid).
 */
import type { ApplicationDisplayStatus } from '@trio/contracts/http/applications';
import type { MessageId } from '../i18n/message-ids';
import type { Translate } from '../i18n/use-text';

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
  /** The status as the property page shows it: `t(labelId, labelValues)`. */
  labelId: MessageId;
  labelValues?: { status: string };
  next: ApplicationNextStep;
  /** The applicant may still withdraw it (pending or under review). */
  withdrawable: boolean;
}

/** The property page's row of the status table for a status; unknown statuses read "Application <status>". */
export function propertyPageStatus(status: ApplicationDisplayStatus | (string & {})): PropertyPageStatus {
  switch (status) {
    case 'rental_confirmed':
      return {
        labelId: 'common.application.page.rentalConfirmed',
        next: 'view_rental_details',
        withdrawable: false,
      };
    case 'approved':
      return {
        labelId: 'common.application.page.checkout',
        next: 'checkout',
        withdrawable: false,
      };
    case 'rejected':
      return {
        labelId: 'common.application.page.rejected',
        next: 'none',
        withdrawable: false,
      };
    case 'withdrawn':
      return {
        labelId: 'common.application.page.withdrawn',
        next: 'none',
        withdrawable: false,
      };
    case 'expired':
      return {
        labelId: 'common.application.page.expired',
        next: 'apply_again',
        withdrawable: false,
      };
    case 'under_review':
      return {
        labelId: 'common.application.page.underReview',
        next: 'none',
        withdrawable: true,
      };
    case 'pending':
      return {
        labelId: 'common.application.page.pending',
        next: 'none',
        withdrawable: true,
      };
    default:
      return {
        labelId: 'common.application.page.other',
        labelValues: { status },
        next: 'none',
        withdrawable: false,
      };
  }
}

const STATUS_NAME_IDS: Record<ApplicationDisplayStatus, MessageId> = {
  pending: 'common.application.status.pending',
  under_review: 'common.application.status.under_review',
  approved: 'common.application.status.approved',
  rejected: 'common.application.status.rejected',
  withdrawn: 'common.application.status.withdrawn',
  expired: 'common.application.status.expired',
  rental_confirmed: 'common.application.status.rental_confirmed',
};

/** A status's name on a badge in the language shown (spec 001 §4: pending reads "Pending Review"); unknown ones as they are. */
export function applicationStatusText(t: Translate, status: ApplicationDisplayStatus | (string & {})): string {
  const id = STATUS_NAME_IDS[status as ApplicationDisplayStatus] as MessageId | undefined;
  return id ? t(id) : status;
}
