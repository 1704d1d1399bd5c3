import type { ApplicationDecision, ApplicationStatus } from '@trio/contracts/events/applications';
import {
  openApplicationStatuses,
  UNANSWERED_EXPIRY_DAYS,
  UNPAID_EXPIRY_DAYS,
  type ApplicationDisplayStatus,
} from '@trio/contracts/http/applications';
import type { ApplicationPaymentStatus } from '@trio/contracts/events/applications';

/*
 * The rules of an application's life (spec 001 §4 and issue 12), as data and pure functions.
 *
 *   pending ──approve──▶ approved ──(7 days unpaid)──▶ expired
 *      │  ──reject───▶ rejected
 *      │  ──request_more_info──▶ under_review ──approve / reject──▶ approved / rejected
 *      │                           (30 days unanswered) ──▶ expired
 *      └──(30 days unanswered)──▶ expired
 *   pending, under_review ──withdraw (the applicant)──▶ withdrawn
 */

const REVIEWS: Partial<Record<ApplicationStatus, Partial<Record<ApplicationDecision, ApplicationStatus>>>> = {
  pending: { approve: 'approved', reject: 'rejected', request_more_info: 'under_review' },
  under_review: { approve: 'approved', reject: 'rejected' },
};

/** The status a manager's decision leads to, or undefined when the decision is not allowed from `status`. */
export function reviewedStatus(
  status: ApplicationStatus,
  decision: ApplicationDecision,
): ApplicationStatus | undefined {
  return REVIEWS[status]?.[decision];
}

/** The decisions allowed from a status (for messages). */
export function allowedDecisions(status: ApplicationStatus): ApplicationDecision[] {
  return Object.keys(REVIEWS[status] ?? {}) as ApplicationDecision[];
}

export const WITHDRAWABLE: readonly ApplicationStatus[] = ['pending', 'under_review'];

export function isOpen(status: ApplicationStatus): boolean {
  return (openApplicationStatuses as readonly string[]).includes(status);
}

const DAY_MS = 86_400_000;

/**
 * When an application in `status` (entered at `since`) expires if nobody acts: 30 days for an unanswered one
 * (pending, under_review: counted again from a request for more information), 7 days for an approved one still
 * unpaid; null when it does not expire (closed, or approved and paid).
 */
export function expiryOf(status: ApplicationStatus, paymentStatus: ApplicationPaymentStatus, since: Date): Date | null {
  if (status === 'pending' || status === 'under_review')
    return new Date(since.getTime() + UNANSWERED_EXPIRY_DAYS * DAY_MS);
  if (status === 'approved' && paymentStatus === 'pending')
    return new Date(since.getTime() + UNPAID_EXPIRY_DAYS * DAY_MS);
  return null;
}

/** Whether an application is past its expiry at `now`. */
export function isDue(expiresAt: Date | null | undefined, now: Date): boolean {
  return expiresAt !== null && expiresAt !== undefined && expiresAt.getTime() <= now.getTime();
}

/** The status the property page shows: approved and paid is `rental_confirmed` (spec 000 §4). */
export function displayStatusOf(
  status: ApplicationStatus,
  paymentStatus: ApplicationPaymentStatus,
): ApplicationDisplayStatus {
  return status === 'approved' && paymentStatus === 'completed' ? 'rental_confirmed' : status;
}
