import { z } from 'zod';
import { addressSchema, isoDateTimeSchema, objectIdSchema, paiseSchema } from '../common';
import { defineEvent, type EventOf } from '../envelope';

/*
 * Events published by the applications service on `applications.application` (aggregate id = applicationId).
 * Each carries what the notifications issue's e-mails need (who applied, to which home, who manages it, what was
 * decided) and what payments needs (the rent the move-in costs are computed from). Never the identity number: not
 * even masked (the manager reads it in the application, through the API).
 */

export const applicationStatusSchema = z.enum([
  'pending',
  'under_review',
  'approved',
  'rejected',
  'withdrawn',
  'expired',
]);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** `completed` once the initial payment is captured (the checkout issue); approved + completed = rental confirmed. */
export const applicationPaymentStatusSchema = z.enum(['pending', 'completed']);
export type ApplicationPaymentStatus = z.infer<typeof applicationPaymentStatusSchema>;

/** What a property manager decided: the application's status becomes `approved`, `rejected` or `under_review`. */
export const applicationDecisionSchema = z.enum(['approve', 'reject', 'request_more_info']);
export type ApplicationDecision = z.infer<typeof applicationDecisionSchema>;

/** The people and the home of an application, as every one of its events carries them. */
const applicationFactsSchema = z.object({
  applicationId: objectIdSchema,
  propertyId: objectIdSchema,
  applicantId: objectIdSchema,
  applicant: z.object({
    /** As written on the application form. */
    firstName: z.string().trim().min(1),
    lastName: z.string().trim().min(1),
    /** The applicant's account e-mail (where the notifications go). */
    email: z.email(),
  }),
  property: z.object({
    name: z.string().trim().min(1),
    address: addressSchema,
    /** The monthly rent when the application was made. */
    rentPaise: paiseSchema,
  }),
  landlordId: objectIdSchema,
  managerId: objectIdSchema,
  /** The manager's e-mail, when the service knows the manager (from users.property-manager events). */
  managerEmail: z.email().optional(),
  status: applicationStatusSchema,
});

/** A renter applied to rent a property; status `pending`. The manager is told; the reply is promised in 48 hrs. */
export const applicationSubmitted = defineEvent(
  'applications.application.submitted.v1',
  applicationFactsSchema.extend({
    /** YYYY-MM-DD */
    moveInDate: z.iso.date(),
    leasePeriodMonths: z.int().min(1).max(36),
    numPeople: z.int().min(1).max(10),
    submittedAt: isoDateTimeSchema,
  }),
);
export type ApplicationSubmitted = EventOf<typeof applicationSubmitted>;

/**
 * The property's manager decided: approve (`approved`: the renter may proceed to checkout), reject (`rejected`) or
 * request more information (`under_review`, with notes the applicant reads).
 */
export const applicationReviewed = defineEvent(
  'applications.application.reviewed.v1',
  applicationFactsSchema.extend({
    decision: applicationDecisionSchema,
    previousStatus: applicationStatusSchema,
    /** The manager's review notes, shown to the applicant. */
    notes: z.string().trim().min(1).max(2000).optional(),
    reviewedAt: isoDateTimeSchema,
  }),
);
export type ApplicationReviewed = EventOf<typeof applicationReviewed>;

/** The applicant withdrew a pending or under-review application; status `withdrawn`. */
export const applicationWithdrawn = defineEvent(
  'applications.application.withdrawn.v1',
  applicationFactsSchema.extend({
    previousStatus: applicationStatusSchema,
    withdrawnAt: isoDateTimeSchema,
  }),
);
export type ApplicationWithdrawn = EventOf<typeof applicationWithdrawn>;

/** Why an application expired: no answer in 30 days (pending, under_review), or approved but unpaid for 7 days. */
export const applicationExpiryReasonSchema = z.enum(['unanswered', 'unpaid']);
export type ApplicationExpiryReason = z.infer<typeof applicationExpiryReasonSchema>;

/** The expiry job closed an application nobody acted on; status `expired` ("Apply Again" starts a new one). */
export const applicationExpired = defineEvent(
  'applications.application.expired.v1',
  applicationFactsSchema.extend({
    previousStatus: applicationStatusSchema,
    reason: applicationExpiryReasonSchema,
    expiredAt: isoDateTimeSchema,
  }),
);
export type ApplicationExpired = EventOf<typeof applicationExpired>;

export const applicationsEvents = [
  applicationSubmitted,
  applicationReviewed,
  applicationWithdrawn,
  applicationExpired,
] as const;
