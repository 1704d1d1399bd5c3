import { z } from 'zod';
import { addressSchema, isoDateTimeSchema, objectIdSchema, paiseSchema } from '../common';
import { defineEvent, type EventOf } from '../envelope';
import { lateFeeTermsSchema } from '../money';

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

// ---------------------------------------------------------------------------------------------------------------
// Closing the other applications when a home is let
// ---------------------------------------------------------------------------------------------------------------

/** Why the system (not the applicant, not the manager) closed an application: the home was let to someone else. */
export const applicationClosedReasonSchema = z.enum(['property_let']);
export type ApplicationClosedReason = z.infer<typeof applicationClosedReasonSchema>;

/** The note a closed application carries (its `reviewNotes`), shown to the applicant. */
export const PROPERTY_LET_NOTE = 'Another applicant has rented this home';

/**
 * The system closed an open application (pending, under_review or approved) because a lease was created for its
 * property with another applicant; status `rejected`, `notes` = "Another applicant has rented this home", the open
 * slot freed.
 *
 * **Refunds (two approved applicants paid at once).** When the application being closed had its initial payment
 * captured too (`payments.payment.captured.v1` for it arrived after the home was let), no second lease is created:
 * this event carries `refundPaymentId` (the payments service's payment id from that captured event) and payments
 * refunds that payment through the refund API. Without `refundPaymentId` nothing was charged; nothing to refund.
 * Payments may also refuse a checkout early from its projection of `applications.lease.created.v1` (a property with
 * an active lease → 409 PROPERTY_UNAVAILABLE before any charge).
 *
 * An application is usually closed (without `refundPaymentId`) as soon as the other applicant's lease exists; when its
 * own payment is captured later, this event is published AGAIN for the same, already closed application, with
 * `previousStatus` = `status` = `rejected` and `refundPaymentId` set. The same refusal applies to a captured initial
 * payment for an application that is no longer approved (expired, withdrawn). Payments refunds each
 * `refundPaymentId` once (the applications service also publishes it once per payment id).
 */
export const applicationClosed = defineEvent(
  'applications.application.closed.v1',
  applicationFactsSchema.extend({
    previousStatus: applicationStatusSchema,
    reason: applicationClosedReasonSchema,
    notes: z.string().trim().min(1).max(2000),
    /** The lease that let the home (to the other applicant). */
    leaseId: objectIdSchema,
    /** Set only when this applicant was charged: the captured payment payments must refund. */
    refundPaymentId: z.string().min(1).optional(),
    closedAt: isoDateTimeSchema,
  }),
);
export type ApplicationClosed = EventOf<typeof applicationClosed>;

// ---------------------------------------------------------------------------------------------------------------
// Leases (topic `applications.lease`, aggregate id = leaseId)
// ---------------------------------------------------------------------------------------------------------------

/** `active` from the captured initial payment until the end date; then `ended`. */
export const leaseStatusSchema = z.enum(['active', 'ended']);
export type LeaseStatus = z.infer<typeof leaseStatusSchema>;

/** The rent of a lease from a date (YYYY-MM-DD) on, until the next period's `from`. */
export const rentPeriodSchema = z.object({
  from: z.iso.date(),
  rentPaise: paiseSchema,
});
export type RentPeriod = z.infer<typeof rentPeriodSchema>;

/** Who gave notice to end a lease early: its tenant or the home's manager. */
export const noticeGiverSchema = z.enum(['tenant', 'manager']);
export type NoticeGiver = z.infer<typeof noticeGiverSchema>;

/** A notice to end a lease early: the move-out date becomes the lease's end date. */
export const leaseNoticeSchema = z.object({
  givenBy: noticeGiverSchema,
  givenAt: isoDateTimeSchema,
  /** YYYY-MM-DD: at least the notice period after the day it was given, before the old end date. */
  moveOutDate: z.iso.date(),
  reason: z.string().trim().min(1).max(500).optional(),
});
export type LeaseNotice = z.infer<typeof leaseNoticeSchema>;

/** A manager's offer to renew a lease: the new end date and the new monthly rent (the increase computed). */
const renewalOfferFactsSchema = z.object({
  /** YYYY-MM-DD: the new end date (after the current one). */
  endDate: z.iso.date(),
  rentPaise: paiseSchema,
  /** New rent − current rent (negative for a decrease). */
  increasePaise: z.int(),
  /** The increase in % of the current rent, one decimal. */
  increasePercent: z.number(),
  offeredAt: isoDateTimeSchema,
});

/**
 * A lease, as every one of its events carries it. Dates are calendar dates in India (YYYY-MM-DD): `startDate` is the
 * application's move-in date, `endDate` = start + `leaseMonths` calendar months (the day clamped to the month's
 * end), the last day of the licence being the day before `endDate`. Money in integer paise: `depositPaise` =
 * `securityDepositPaise(rentPaise)` (1.5 × rent, @trio/contracts/money).
 *
 * `leaseId` is derived from `applicationId` (one lease per application, whatever the redeliveries): the first 24 hex
 * digits of SHA-256(`lease:<applicationId>`).
 */
const leaseFactsSchema = z.object({
  leaseId: objectIdSchema,
  applicationId: objectIdSchema,
  propertyId: objectIdSchema,
  property: z.object({
    name: z.string().trim().min(1),
    address: addressSchema,
  }),
  tenant: z.object({
    userId: objectIdSchema,
    /** As written on the application form. */
    firstName: z.string().trim().min(1),
    lastName: z.string().trim().min(1),
    /** The tenant's account e-mail. */
    email: z.email(),
    /** +91XXXXXXXXXX, from the application form, when known. */
    phone: z.string().optional(),
  }),
  landlordId: objectIdSchema,
  managerId: objectIdSchema,
  managerEmail: z.email().optional(),
  /** YYYY-MM-DD */
  startDate: z.iso.date(),
  /** YYYY-MM-DD */
  endDate: z.iso.date(),
  leaseMonths: z.int().min(1).max(36),
  rentPaise: paiseSchema,
  depositPaise: paiseSchema,
  /** The people who live there (the application's number of people). */
  numPeople: z.int().min(1).max(10),
  status: leaseStatusSchema,
  /**
   * The rent from a date (issue 30): the original rent from `startDate`, and one more from the old end date at each
   * renewal, oldest first. Absent on events older than renewals: one period, `rentPaise` from `startDate`.
   */
  rentPeriods: z.array(rentPeriodSchema).min(1).optional(),
  /** The notice to end the lease early, when given: `endDate` is then its move-out date. */
  notice: leaseNoticeSchema.optional(),
  /**
   * The late fee the agreement states (issue 30): `percent` of a month's rent, at most `capPaise`, once the month is
   * unpaid `afterDays` days after its due date. Absent on events older than per-lease terms: DEFAULT_LATE_FEE_TERMS.
   */
  lateFee: lateFeeTermsSchema.optional(),
});

/**
 * The initial payment of an approved application was captured and the lease exists (status `active`). Consumers:
 * properties (the home becomes `occupied`), payments (the rent ledger from `startDate`, monthly `rentPaise`),
 * notifications, maintenance. `paymentId` is the captured payment that created it (the causation).
 */
export const leaseCreated = defineEvent(
  'applications.lease.created.v1',
  leaseFactsSchema.extend({
    /** The payments service's id of the captured initial payment. */
    paymentId: z.string().min(1).optional(),
    createdAt: isoDateTimeSchema,
  }),
);
export type LeaseCreated = EventOf<typeof leaseCreated>;

/** The lease reached its end date (status `ended`): the home becomes `available` again, the rent ledger stops. */
export const leaseEnded = defineEvent(
  'applications.lease.ended.v1',
  leaseFactsSchema.extend({
    endedAt: isoDateTimeSchema,
  }),
);
export type LeaseEnded = EventOf<typeof leaseEnded>;

/**
 * The lease ends in 60 days or fewer (issue 30): told once per lease and end date, by the applications' sweep (its
 * clock). Notifications e-mails the tenant and the manager.
 */
export const leaseEndingSoon = defineEvent(
  'applications.lease.ending-soon.v1',
  leaseFactsSchema.extend({
    /** Whole days from the day it was noticed (India) to `endDate`. */
    daysLeft: z.int().min(0),
    noticedAt: isoDateTimeSchema,
  }),
);
export type LeaseEndingSoon = EventOf<typeof leaseEndingSoon>;

/** The manager offered a renewal (a new offer replaces an unanswered one). Notifications e-mails the tenant. */
export const leaseRenewalOffered = defineEvent(
  'applications.lease.renewal-offered.v1',
  leaseFactsSchema.extend({ offer: renewalOfferFactsSchema }),
);
export type LeaseRenewalOffered = EventOf<typeof leaseRenewalOffered>;

/** The tenant declined the renewal offer; the lease ends on its end date. Notifications e-mails the manager. */
export const leaseRenewalDeclined = defineEvent(
  'applications.lease.renewal-declined.v1',
  leaseFactsSchema.extend({ offer: renewalOfferFactsSchema, declinedAt: isoDateTimeSchema }),
);
export type LeaseRenewalDeclined = EventOf<typeof leaseRenewalDeclined>;

/**
 * The tenant accepted the renewal: the same lease runs on to the new `endDate`, the new rent from `previousEndDate`
 * (the last of `rentPeriods`); `rentPaise` is the current rent. The rent ledger continues.
 */
export const leaseRenewed = defineEvent(
  'applications.lease.renewed.v1',
  leaseFactsSchema.extend({
    previousEndDate: z.iso.date(),
    previousRentPaise: paiseSchema,
    renewedAt: isoDateTimeSchema,
  }),
);
export type LeaseRenewed = EventOf<typeof leaseRenewed>;

/**
 * The tenant or the manager gave notice: `endDate` is now the move-out date (`notice.moveOutDate`), when the lease
 * ends. Notifications e-mails the other side and the manager.
 */
export const leaseNoticeGiven = defineEvent(
  'applications.lease.notice-given.v1',
  leaseFactsSchema.extend({ notice: leaseNoticeSchema, previousEndDate: z.iso.date() }),
);
export type LeaseNoticeGiven = EventOf<typeof leaseNoticeGiven>;

export const leaseEvents = [
  leaseCreated,
  leaseEnded,
  leaseEndingSoon,
  leaseRenewalOffered,
  leaseRenewalDeclined,
  leaseRenewed,
  leaseNoticeGiven,
] as const;

// ---------------------------------------------------------------------------------------------------------------
// Conversations (topic `applications.message`, aggregate id = messageId)
// ---------------------------------------------------------------------------------------------------------------

/** What a conversation is about: a home (a renter's question before applying), an application, a lease, a repair. */
export const conversationSubjectKindSchema = z.enum(['home', 'application', 'lease', 'repair']);
export type ConversationSubjectKind = z.infer<typeof conversationSubjectKindSchema>;

/** A member's part: the renter (asker, applicant, tenant), the home's manager, its landlord (lease and repair). */
export const conversationMemberRoleSchema = z.enum(['renter', 'manager', 'landlord']);
export type ConversationMemberRole = z.infer<typeof conversationMemberRoleSchema>;

/** The longest message, in characters. */
export const CONVERSATION_MESSAGE_MAX_CHARS = 4000;

/** The images one message carries at most (uploaded first, each by `POST /trio/conversations/:id/images`). */
export const CONVERSATION_MESSAGE_MAX_IMAGES = 5;

/**
 * What a message says where only words fit (the Inbox's last message, an event's `text`, an e-mail): its text, or
 * for a message of images alone "📷 Photo" / "📷 3 photos".
 */
export function messageSummaryText(text: string, imageCount: number): string {
  if (text.trim().length > 0 || imageCount === 0) return text;
  return imageCount === 1 ? '📷 Photo' : `📷 ${imageCount} photos`;
}

/**
 * A member posted a message. Carries what a reader away from the product needs in an e-mail (the text, who wrote
 * it, what it is about) and who else should read it (the members but the author, when it was posted).
 */
export const messagePosted = defineEvent(
  'applications.message.posted.v1',
  z.object({
    messageId: objectIdSchema,
    conversationId: objectIdSchema,
    /** 1, 2, 3, … within the conversation. */
    seq: z.int().min(1),
    about: z.object({ kind: conversationSubjectKindSchema, id: objectIdSchema }),
    /** "Question about 2 BHK Apartment in Indiranagar" */
    title: z.string().trim().min(1),
    propertyId: objectIdSchema,
    /** `id`: a renter's or landlord's user id, a manager's record id. */
    author: z.object({ id: objectIdSchema, name: z.string().trim().min(1), role: conversationMemberRoleSchema }),
    /** The other members when it was posted, with their e-mail when this service knows it. */
    recipients: z.array(
      z.object({ id: objectIdSchema, role: conversationMemberRoleSchema, email: z.email().optional() }),
    ),
    /** The message's text; a message of images alone says so (`messageSummaryText`: "📷 2 photos"). */
    text: z.string().trim().min(1).max(CONVERSATION_MESSAGE_MAX_CHARS),
    /** The images the message carries (absent: none; added in place, optional, so v1 readers are unaffected). */
    imageCount: z.int().min(0).max(CONVERSATION_MESSAGE_MAX_IMAGES).optional(),
    postedAt: isoDateTimeSchema,
  }),
);
export type MessagePosted = EventOf<typeof messagePosted>;

export const messageEvents = [messagePosted] as const;

// ---------------------------------------------------------------------------------------------------------------
// Unread messages (topic `applications.conversation`, aggregate id = conversationId)
// ---------------------------------------------------------------------------------------------------------------

/**
 * How long a member may leave a message unread before they get an e-mail about the conversation (issue 28): one
 * e-mail per conversation and member for the messages that came meanwhile, not one per message.
 */
export const CONVERSATION_UNREAD_EMAIL_AFTER_MS = 10 * 60_000;

/** The newest unread messages an unread notice carries; the rest are counted (`moreUnreadCount`). */
export const CONVERSATION_UNREAD_NOTICE_MAX_MESSAGES = 5;

/** The SPA's page of a conversation, which the e-mail links to: `/inbox/<conversationId>`. */
export function conversationInboxPath(conversationId: string): string {
  return `/inbox/${encodeURIComponent(conversationId)}`;
}

/**
 * A member has not read messages of a conversation within CONVERSATION_UNREAD_EMAIL_AFTER_MS of the first of them
 * (the applications service's job, by its clock): the notifications service e-mails them once. Recorded once per
 * member and what they had read or been told before (the notice's own id), so a retried job publishes nothing twice.
 */
export const conversationUnread = defineEvent(
  'applications.conversation.unread.v1',
  z.object({
    conversationId: objectIdSchema,
    /** Who has not read: a renter's or landlord's user id, a manager's record id; the e-mail when this service knows it. */
    member: z.object({
      id: objectIdSchema,
      role: conversationMemberRoleSchema,
      name: z.string().trim().min(1),
      email: z.email().optional(),
    }),
    about: z.object({ kind: conversationSubjectKindSchema, id: objectIdSchema }),
    /** "Question about 2 BHK Apartment in Indiranagar" */
    title: z.string().trim().min(1),
    propertyId: objectIdSchema,
    /** The newest unread messages, oldest first (at most CONVERSATION_UNREAD_NOTICE_MAX_MESSAGES). */
    messages: z
      .array(
        z.object({
          seq: z.int().min(1),
          author: z.object({ name: z.string().trim().min(1), role: conversationMemberRoleSchema }),
          text: z.string().trim().min(1).max(CONVERSATION_MESSAGE_MAX_CHARS),
          postedAt: isoDateTimeSchema,
        }),
      )
      .min(1)
      .max(CONVERSATION_UNREAD_NOTICE_MAX_MESSAGES),
    /** Unread messages older than those carried. */
    moreUnreadCount: z.int().min(0),
    /** The SPA's path of the conversation (`/inbox/<conversationId>`): the e-mail's link is APP_URL + this. */
    path: z.string().startsWith('/'),
    /** When the job found them unread (the service's clock). */
    noticedAt: isoDateTimeSchema,
  }),
);
export type ConversationUnread = EventOf<typeof conversationUnread>;

export const conversationEvents = [conversationUnread] as const;

export const applicationsEvents = [
  applicationSubmitted,
  applicationReviewed,
  applicationWithdrawn,
  applicationExpired,
  applicationClosed,
  leaseCreated,
  leaseEnded,
  leaseEndingSoon,
  leaseRenewalOffered,
  leaseRenewalDeclined,
  leaseRenewed,
  leaseNoticeGiven,
  messagePosted,
  conversationUnread,
] as const;
