import { z } from 'zod';
import { documentLanguageQuerySchema, objectIdSchema, propertyStatusSchema, propertyTypeSchema } from '../common';
import {
  applicationDecisionSchema,
  applicationPaymentStatusSchema,
  applicationStatusSchema,
  leaseStatusSchema,
} from '../events/applications';
import { identityNumberProblem } from '../identity-numbers';
import { moveInCostsSchema } from '../money';
import { propertyAddressSchema } from './properties';
import { conversationsRoutes } from './conversations';
import { defineRoute, SIGNED_IN } from './route';

/*
 * The applications service's HTTP API (spec 000 §3–§5, §7; 001 §2–§4, §7): a renter applies to rent a property and
 * follows the answer, the property's manager reviews. Beyond the spec: the eligibility read behind "Check
 * Eligibility" (move-in costs computed on the server), withdraw, and "Apply Again" on an expired application.
 */

export {
  applicationDecisionSchema,
  applicationPaymentStatusSchema,
  applicationStatusSchema,
  leaseStatusSchema,
  PROPERTY_LET_NOTE,
  type LeaseStatus,
  type ApplicationDecision,
  type ApplicationPaymentStatus,
  type ApplicationStatus,
} from '../events/applications';

// ---------------------------------------------------------------------------------------------------------------
// Rules and limits
// ---------------------------------------------------------------------------------------------------------------

/** A move-in date is from today (India's date) to this many months ahead. */
export const MOVE_IN_MAX_MONTHS_AHEAD = 6;
export const LEASE_MIN_MONTHS = 1;
export const LEASE_MAX_MONTHS = 36;
export const MIN_PEOPLE = 1;
export const MAX_PEOPLE = 10;
/** `pending` and `under_review` applications nobody answers expire after this many days. */
export const UNANSWERED_EXPIRY_DAYS = 30;
/** `approved` applications whose initial payment is not made expire after this many days. */
export const UNPAID_EXPIRY_DAYS = 7;
/** The reply the "Application Submitted" dialog promises. */
export const REPLY_PROMISE_HOURS = 48;

/** A notice to end a lease early gives at least this many calendar months (unless its agreement says otherwise). */
export const NOTICE_PERIOD_MONTHS = 1;
/** A lease "ends soon" (banner, panel, the ending-soon e-mail) this many days or fewer before its end date. */
export const LEASE_ENDING_SOON_DAYS = 60;
/** A renewal's new rent is at most this many % above the current rent. */
export const RENEWAL_MAX_INCREASE_PERCENT = 50;

/**
 * The change from the current rent to a new one: in paise and in % of the current rent (one decimal). Computed by the
 * server for the lease view and shown live by the manager's renewal dialog.
 */
export function rentIncrease(
  currentPaise: number,
  newPaise: number,
): { increasePaise: number; increasePercent: number } {
  const increasePaise = newPaise - currentPaise;
  const increasePercent = currentPaise > 0 ? Math.round((increasePaise * 1000) / currentPaise) / 10 : 0;
  return { increasePaise, increasePercent: Object.is(increasePercent, -0) ? 0 : increasePercent };
}

/** Statuses that hold the one open application a renter may have per property. */
export const openApplicationStatuses = ['pending', 'under_review', 'approved'] as const;

/** The status the property page shows: the stored status, or `rental_confirmed` (approved and paid). */
export const applicationDisplayStatusSchema = z.enum([...applicationStatusSchema.options, 'rental_confirmed']);
export type ApplicationDisplayStatus = z.infer<typeof applicationDisplayStatusSchema>;

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** Today's date in India (YYYY-MM-DD) at `now`. */
export function todayInIndia(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** `date` (YYYY-MM-DD) plus whole calendar months, the day clamped to the month's end (Aug 31 + 6 → Feb 28). */
export function addMonthsToDate(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Whether text is a real calendar date written YYYY-MM-DD. */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Why a move-in date is refused on `today` (YYYY-MM-DD, India), or undefined when it is fine. */
export function moveInDateProblem(value: string, today: string): string | undefined {
  const date = value.slice(0, 10);
  if (!isCalendarDate(date)) return 'Enter the move-in date as YYYY-MM-DD.';
  if (date < today) return 'The move-in date cannot be in the past.';
  const latest = addMonthsToDate(today, MOVE_IN_MAX_MONTHS_AHEAD);
  if (date > latest) return `The move-in date must be within ${MOVE_IN_MAX_MONTHS_AHEAD} months (by ${latest}).`;
  return undefined;
}

/** "11 months", "11", 11, "1 year", "2 yrs" → months; undefined when the text is not a lease period. */
export function parseLeasePeriodMonths(value: string | number): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  const match = /^\s*(\d{1,3})\s*(months?|mos?|m|years?|yrs?|y)?\s*$/i.exec(value);
  if (!match) return undefined;
  const count = Number(match[1]);
  return match[2] && /^y/i.test(match[2]) ? count * 12 : count;
}

/**
 * A lease's last day. Its end date is the same date a term after the start (the day the licence has ended, as the
 * lease and the rent ledger hold it), so the renter lives there from the start date to the day before it, both days
 * included: 15 December 2026 for 11 months → 14 November 2027. The agreement, the e-mails and every screen say this
 * day. YYYY-MM-DD in, YYYY-MM-DD out.
 */
export function lastDayOfLease(endDate: string): string {
  const end = Date.parse(`${endDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(end) ? endDate : new Date(end - 86_400_000).toISOString().slice(0, 10);
}

/** 11 → "11 months", 1 → "1 month". */
export function leasePeriodLabel(months: number): string {
  return `${months} ${months === 1 ? 'month' : 'months'}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Request shapes
// ---------------------------------------------------------------------------------------------------------------

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** An Indian mobile number: 10 digits starting 6–9, optionally written with +91 and spaces or hyphens; → +91XXXXXXXXXX. */
export const applicantPhoneSchema = z
  .string({ error: 'Phone number is required.' })
  .trim()
  .min(1, 'Phone number is required.')
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(\+91)?[6-9]\d{9}$/, 'Enter a 10-digit Indian mobile number (starting 6–9, +91 optional).'))
  .transform((value) => `+91${value.slice(-10)}`);

/** A PAN (AAAAA9999A, valid fourth letter) or an Aadhaar number (12 digits, not 0/1 first, Verhoeff check digit). */
export const panAdhaarSchema = z.string({ error: 'PAN or Aadhaar number is required.' }).superRefine((value, ctx) => {
  const problem = identityNumberProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const leasePeriodSchema = z
  .union([z.string(), z.number()], { error: 'Lease period is required.' })
  .transform((value, ctx) => {
    const months = parseLeasePeriodMonths(value);
    if (months === undefined || months < LEASE_MIN_MONTHS || months > LEASE_MAX_MONTHS) {
      ctx.addIssue({
        code: 'custom',
        message: `Lease period must be ${LEASE_MIN_MONTHS} to ${LEASE_MAX_MONTHS} months (e.g. "11 months").`,
      });
      return z.NEVER;
    }
    return months;
  });

const numPeopleSchema = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, 'Number of people must be a whole number.')], {
    error: 'Number of people is required.',
  })
  .transform(Number)
  .pipe(
    z
      .int('Number of people must be a whole number.')
      .min(MIN_PEOPLE, `At least ${MIN_PEOPLE} person signs the lease.`)
      .max(MAX_PEOPLE, `At most ${MAX_PEOPLE} people can sign the lease.`),
  );

/**
 * The application form (spec 000 §3), all eight fields required. Built for a day: with `today` (YYYY-MM-DD in
 * India) the move-in date must fall from today to 6 months ahead; without it only its form is checked (what the
 * OpenAPI document shows). The service parses with `applicationFormSchemaOn(its clock's today)`.
 */
export function applicationFormSchemaOn(today?: string) {
  return z.object(
    {
      firstName: requiredText('First name', 60),
      lastName: requiredText('Last name', 60),
      phone: applicantPhoneSchema,
      address: requiredText('Address', 300),
      panAdhaar: panAdhaarSchema,
      moveInDate: z
        .string({ error: 'Move-in date is required.' })
        .trim()
        .min(1, 'Move-in date is required.')
        .superRefine((value, ctx) => {
          const problem = today
            ? moveInDateProblem(value, today)
            : isCalendarDate(value.slice(0, 10))
              ? undefined
              : 'Enter the move-in date as YYYY-MM-DD.';
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        })
        .transform((value) => value.slice(0, 10)),
      leasePeriod: leasePeriodSchema,
      numPeople: numPeopleSchema,
    },
    { error: 'formData (the application form) is required.' },
  );
}

/** The spec's apply call: `{formData, propertyId, userId, propertyManagerEmail}`; see `applyBodySchemaOn`. */
export function applyBodySchemaOn(today?: string) {
  return z.object({
    formData: applicationFormSchemaOn(today),
    propertyId: objectIdSchema,
    /** The caller's user id or uid; checked against the caller (403 otherwise), never trusted. */
    userId: z.string().optional(),
    /** Ignored: the service knows the property's manager. */
    propertyManagerEmail: z.string().optional(),
  });
}

export const applicationFormSchema = applicationFormSchemaOn();
export type ApplicationForm = z.input<typeof applicationFormSchema>;
export type ParsedApplicationForm = z.output<typeof applicationFormSchema>;
export const applyBodySchema = applyBodySchemaOn();
export type ApplyBody = z.input<typeof applyBodySchema>;

export const reviewApplicationBodySchema = z.object({
  action: z.enum(applicationDecisionSchema.options, {
    error: 'action must be approve, reject or request_more_info.',
  }),
  reviewNotes: z
    .string()
    .trim()
    .max(2000, 'Review notes must be at most 2000 characters.')
    .optional()
    .transform((v) => v || undefined),
});
export type ReviewApplicationBody = z.input<typeof reviewApplicationBodySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------------------

/** The property an application is for (spec 001 §3: _id, title, address, rentPrice, bedrooms, bathrooms, type). */
export const applicationPropertySchema = z.object({
  _id: z.string(),
  /** The listing's name, e.g. "2 BHK Apartment in Indiranagar". */
  title: z.string(),
  name: z.string(),
  address: propertyAddressSchema,
  locality: z.string(),
  /** Rupees per month; `rentPaise` is the exact amount. */
  rentPrice: z.number(),
  rentPaise: z.int(),
  /** e.g. "₹25,000" */
  rentLabel: z.string(),
  bedrooms: z.number(),
  bathrooms: z.number(),
  type: propertyTypeSchema,
  status: propertyStatusSchema,
});
export type ApplicationProperty = z.output<typeof applicationPropertySchema>;

/** A rental application as its applicant and the property's manager read it (spec 000 §3, 001 §3). */
export const rentalApplicationSchema = z.object({
  _id: z.string(),
  propertyId: z.string(),
  property: applicationPropertySchema,
  /** The applicant's user id. */
  userId: z.string(),
  status: applicationStatusSchema,
  paymentStatus: applicationPaymentStatusSchema,
  /** What the property page shows: `rental_confirmed` when approved and paid, else the status. */
  displayStatus: applicationDisplayStatusSchema,
  firstName: z.string(),
  lastName: z.string(),
  /** The applicant's account e-mail. */
  email: z.string(),
  /** +91XXXXXXXXXX */
  phone: z.string(),
  address: z.string(),
  /** The identity number, masked: `XXXX XXXX 1234` (Aadhaar) or `XXXXXX234F` (PAN). Never in full. */
  panAdhaar: z.string(),
  identityType: z.enum(['pan', 'aadhaar']),
  /**
   * Manager's view only: the same identity number is on an application of another account (a possible duplicate
   * person, to check before approving).
   */
  possibleDuplicate: z.boolean().optional(),
  /** YYYY-MM-DD */
  moveInDate: z.string(),
  /** e.g. "11 months" */
  leasePeriod: z.string(),
  leasePeriodMonths: z.int(),
  numPeople: z.int(),
  /** The manager's notes (e.g. what more is needed when under review); null before a review with notes. */
  reviewNotes: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** ISO date-times */
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When an open application expires if nobody acts (null once closed). */
  expiresAt: z.string().nullable(),
});
export type RentalApplication = z.output<typeof rentalApplicationSchema>;

export const myApplicationsSchema = z.object({ rentalApplications: z.array(rentalApplicationSchema) });
export type MyApplications = z.output<typeof myApplicationsSchema>;

/** One property's applications in the manager's view. */
export const propertyApplicationsSchema = z.object({
  property: applicationPropertySchema,
  applications: z.array(rentalApplicationSchema),
});
export type PropertyApplications = z.output<typeof propertyApplicationsSchema>;

export const managerApplicationsSchema = z.object({
  /** Property id → the property and its applications, newest first. */
  applicationsByProperty: z.record(z.string(), propertyApplicationsSchema),
  /** The Overview's counters (001 §4): every application, pending (pending + under_review), approved, rejected. */
  counts: z.object({
    total: z.int(),
    pending: z.int(),
    approved: z.int(),
    rejected: z.int(),
  }),
});
export type ManagerApplications = z.output<typeof managerApplicationsSchema>;

/** Why a signed-in user cannot apply to a property now. */
export const eligibilityReasonCodeSchema = z.enum(['OWN_PROPERTY', 'PROPERTY_NOT_AVAILABLE', 'APPLICATION_EXISTS']);
export type EligibilityReasonCode = z.infer<typeof eligibilityReasonCodeSchema>;

/** The application form without the identity number (never kept in full, so never prefilled). */
export const applicationPrefillSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  address: z.string(),
  /** Empty: the applicant types the number again. */
  panAdhaar: z.literal(''),
  /** YYYY-MM-DD, or '' when the earlier date is past. */
  moveInDate: z.string(),
  leasePeriod: z.string(),
  numPeople: z.int(),
});
export type ApplicationPrefill = z.output<typeof applicationPrefillSchema>;

export const documentNeededSchema = z.object({
  key: z.string(),
  label: z.string(),
  description: z.string(),
});

export const eligibilitySchema = z.object({
  propertyId: z.string(),
  property: applicationPropertySchema,
  canApply: z.boolean(),
  /** Empty when `canApply`. */
  reasons: z.array(z.object({ code: eligibilityReasonCodeSchema, message: z.string() })),
  /** The initial payment if the application is approved (spec 000 §9), integer paise computed by the server. */
  costs: moveInCostsSchema,
  documentsNeeded: z.array(documentNeededSchema),
  /** The caller's latest application for this property (any status), for the property page's status row. */
  application: rentalApplicationSchema.nullable(),
  /** The form as the caller last filled it (any property), to prefill "Request to Apply"; null before any. */
  prefill: applicationPrefillSchema.nullable(),
});
export type Eligibility = z.output<typeof eligibilitySchema>;

/** "Apply Again": a new application's form, prefilled from an expired one. */
export const applyAgainSchema = z.object({
  propertyId: z.string(),
  fromApplicationId: z.string(),
  formData: applicationPrefillSchema,
  /** The masked identity number of the expired application, as a hint (the number is typed again). */
  panAdhaarHint: z.string(),
});
export type ApplyAgain = z.output<typeof applyAgainSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Leases (spec 001 §2 Renters Hub Overview and Lease tab, §3 Lease)
// ---------------------------------------------------------------------------------------------------------------

/** The leave-and-licence period most homes in India are let for. */
export const DEFAULT_LEASE_MONTHS = 11;

/** A lease as its tenant, its landlord and the property's manager read it (spec 001 §3 Lease, §2 Renters Hub). */
export const leaseSchema = z.object({
  _id: z.string(),
  applicationId: z.string(),
  propertyId: z.string(),
  /** The home (title fallback 'Property' and address fallback 'Address not available' are the SPA's). */
  property: applicationPropertySchema,
  /** The tenant's user id. */
  tenantId: z.string(),
  tenant: z.object({
    firstName: z.string(),
    lastName: z.string(),
    /** "Rohan Kulkarni" */
    name: z.string(),
    email: z.string(),
    /** +91XXXXXXXXXX, or null when unknown. */
    phone: z.string().nullable(),
  }),
  landlordId: z.string(),
  managerId: z.string(),
  /** YYYY-MM-DD: the move-in date. */
  startDate: z.string(),
  /** YYYY-MM-DD: start + lease months. */
  endDate: z.string(),
  /** Same as `startDate` (the Renters Hub's "Move-in Date"). */
  moveInDate: z.string(),
  leaseMonths: z.int(),
  /** e.g. "11 months" */
  leasePeriod: z.string(),
  /** Integer paise; `rentAmount` is rupees (spec 001 §3). */
  rentPaise: z.int(),
  rentAmount: z.number(),
  /** e.g. "₹25,000" */
  rentLabel: z.string(),
  /** 1.5 × rent, integer paise; `securityDeposit` is rupees (shown with two decimals). */
  depositPaise: z.int(),
  securityDeposit: z.number(),
  depositLabel: z.string(),
  /** Number of occupants. */
  numPeople: z.int(),
  status: leaseStatusSchema,
  /** `completed`: a lease exists only once the initial payment is captured (the Overview's "Paid"). */
  paymentStatus: applicationPaymentStatusSchema,
  /** Whole days from today (India) to the end date; 0 once ended. */
  daysLeft: z.int(),
  /** Active and `daysLeft` ≤ 60 (the "Your lease ends on …" banner, the managers' "Leases ending soon"). */
  endingSoon: z.boolean(),
  /** The notice period in calendar months (the agreement's; 1 by default). */
  noticeMonths: z.int(),
  /** The rent from a date, oldest first: the original rent from the start date, one more per renewal. */
  rentPeriods: z.array(z.object({ from: z.string(), rentPaise: z.int(), rentLabel: z.string() })),
  /** The manager's latest renewal offer, or null. The increase is computed on the server. */
  renewalOffer: z
    .object({
      /** YYYY-MM-DD: the new end date. */
      endDate: z.string(),
      rentPaise: z.int(),
      rentLabel: z.string(),
      /** New rent − the rent at the time of the offer, in paise (negative for a decrease) and as "₹1,250". */
      increasePaise: z.int(),
      increaseLabel: z.string(),
      /** One decimal, e.g. 5 or 7.5. */
      increasePercent: z.number(),
      offeredAt: z.string(),
      status: z.enum(['offered', 'accepted', 'declined']),
      answeredAt: z.string().nullable(),
    })
    .nullable(),
  /** The notice to end early, once given: the lease's `endDate` is its move-out date. */
  notice: z
    .object({
      givenBy: z.enum(['tenant', 'manager']),
      givenAt: z.string(),
      moveOutDate: z.string(),
      reason: z.string().nullable(),
    })
    .nullable(),
  /** The earliest move-out date a notice given today may name, or null when no notice can be given now. */
  earliestMoveOutDate: z.string().nullable(),
  /** The gateway path of the agreement PDF. */
  agreementUrl: z.string(),
  /** ISO date-time */
  createdAt: z.string(),
});
export type Lease = z.output<typeof leaseSchema>;

export const myLeasesSchema = z.object({ leases: z.array(leaseSchema) });
export type MyLeases = z.output<typeof myLeasesSchema>;

/** Leases of the homes the caller owns (landlord) or manages (property manager), newest first. */
export const managedLeasesSchema = z.object({ leases: z.array(leaseSchema) });
export type ManagedLeases = z.output<typeof managedLeasesSchema>;

const calendarDateSchema = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .refine((value) => isCalendarDate(value), `Enter ${label.toLowerCase()} as YYYY-MM-DD.`);

/**
 * The manager's renewal offer: the new end date and the new monthly rent in paise (the increase is the server's;
 * other fields are ignored).
 */
export const renewalOfferBodySchema = z.object({
  endDate: calendarDateSchema('The new end date'),
  rentPaise: z
    .int({ error: 'The new rent is required, in whole paise.' })
    .positive('The new rent must be more than ₹0.')
    .max(10_000_000_000, 'The new rent is too large.'),
});
export type RenewalOfferBody = z.output<typeof renewalOfferBodySchema>;

/** A notice to end a lease early, by its tenant or the home's manager. */
export const leaseNoticeBodySchema = z.object({
  moveOutDate: calendarDateSchema('The move-out date'),
  reason: z.string().trim().max(500, 'The reason must be at most 500 characters.').optional(),
});
export type LeaseNoticeBody = z.output<typeof leaseNoticeBodySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------------------------------------------

const applications = ['rental applications'];
const idParams = z.object({ id: z.string().describe('The application id.') });

export const applyForRental = defineRoute({
  method: 'POST',
  path: '/trio/rental-applications/apply',
  access: SIGNED_IN,
  summary: 'Apply to rent a property (the caller is the applicant)',
  description:
    'All eight form fields are required (400 VALIDATION_FAILED names each bad one, e.g. `formData.panAdhaar`). ' +
    'The move-in date runs from today (India) to 6 months ahead. One open application (pending, under_review, ' +
    'approved) per renter and property: another → 409 APPLICATION_EXISTS.',
  tags: applications,
  body: applyBodySchema,
  answer: { status: 200, schema: rentalApplicationSchema, description: 'The new application (pending).' },
  problems: ['FORBIDDEN', 'NOT_FOUND', 'APPLICATION_EXISTS', 'OWN_PROPERTY', 'PROPERTY_NOT_AVAILABLE'],
});

export const myRentalApplications = defineRoute({
  method: 'GET',
  path: '/trio/users/:uid/rentalApplications',
  access: SIGNED_IN,
  summary: 'The caller’s rental applications, newest first, each with its property',
  tags: applications,
  params: z.object({ uid: z.string().describe('The user id or uid of the caller.') }),
  answer: { status: 200, schema: myApplicationsSchema },
  problems: ['FORBIDDEN'],
});

export const managerRentalApplications = defineRoute({
  method: 'GET',
  path: '/trio/rental-applications/property-manager/:id',
  access: SIGNED_IN,
  summary: 'The applications to the properties the calling manager manages, grouped by property',
  tags: applications,
  params: z.object({ id: z.string().describe('The caller’s property-manager id.') }),
  answer: { status: 200, schema: managerApplicationsSchema },
  problems: ['FORBIDDEN'],
});

export const applicationEligibility = defineRoute({
  method: 'GET',
  path: '/trio/rental-applications/eligibility/:propertyId',
  access: SIGNED_IN,
  summary: 'Check Eligibility: whether the caller can apply now and why not, the move-in costs, documents needed',
  tags: applications,
  params: z.object({ propertyId: z.string().describe('The property id.') }),
  answer: { status: 200, schema: eligibilitySchema },
  problems: ['NOT_FOUND'],
});

export const reviewRentalApplication = defineRoute({
  method: 'PUT',
  path: '/trio/rental-applications/:id/review',
  access: SIGNED_IN,
  summary: 'Approve, reject or request more information (the property’s manager only)',
  description:
    'From pending: approve, reject, request_more_info (→ under_review, the notes are kept for the applicant). From ' +
    'under_review: approve, reject. Anything else → 409 INVALID_TRANSITION naming the status.',
  tags: applications,
  params: idParams,
  body: reviewApplicationBodySchema,
  answer: { status: 200, schema: rentalApplicationSchema, description: 'The reviewed application.' },
  problems: ['FORBIDDEN', 'NOT_FOUND', 'INVALID_TRANSITION'],
});

export const withdrawRentalApplication = defineRoute({
  method: 'PUT',
  path: '/trio/rental-applications/:id/withdraw',
  access: SIGNED_IN,
  summary: 'Withdraw a pending or under-review application (the applicant only)',
  tags: applications,
  params: idParams,
  answer: { status: 200, schema: rentalApplicationSchema, description: 'The withdrawn application.' },
  problems: ['FORBIDDEN', 'NOT_FOUND', 'INVALID_TRANSITION'],
});

export const applyAgain = defineRoute({
  method: 'GET',
  path: '/trio/rental-applications/:id/apply-again',
  access: SIGNED_IN,
  summary: 'Apply Again: the form of a new application prefilled from an expired one (the applicant only)',
  description: 'Nothing is created: the SPA opens "Request to Apply" with this and submits it with the apply call.',
  tags: applications,
  params: idParams,
  answer: { status: 200, schema: applyAgainSchema },
  problems: ['FORBIDDEN', 'NOT_FOUND', 'INVALID_TRANSITION'],
});

const leases = ['leases'];
const leaseIdParams = z.object({ id: z.string().describe('The lease id.') });

export const myLeases = defineRoute({
  method: 'GET',
  path: '/trio/users/:uid/leases',
  access: SIGNED_IN,
  summary: 'The caller’s leases as tenant (Renters Hub), active first, each with its property, dates, rent, deposit',
  description:
    'The Renters Hub reads this (and `GET /trio/users/{uid}/rentalApplications`, whose confirmed rentals are the ' +
    'applications with displayStatus `rental_confirmed`). Another user’s uid → 403.',
  tags: leases,
  params: z.object({ uid: z.string().describe('The user id or uid of the caller.') }),
  answer: { status: 200, schema: myLeasesSchema },
  problems: ['FORBIDDEN'],
});

export const managedLeases = defineRoute({
  method: 'GET',
  path: '/trio/leases/managed',
  access: SIGNED_IN,
  summary: 'Leases of the homes the caller owns or manages (landlord dashboard, manager views), newest first',
  tags: leases,
  answer: { status: 200, schema: managedLeasesSchema },
});

export const getLease = defineRoute({
  method: 'GET',
  path: '/trio/leases/:id',
  access: SIGNED_IN,
  summary: 'One lease (its tenant, its landlord or the property’s manager; anyone else → 404)',
  tags: leases,
  params: leaseIdParams,
  answer: { status: 200, schema: leaseSchema },
  problems: ['NOT_FOUND'],
});

export const leaseAgreementPdf = defineRoute({
  method: 'GET',
  path: '/trio/leases/:id/agreement.pdf',
  access: SIGNED_IN,
  summary: 'The leave-and-licence agreement of a lease as a PDF (its tenant, landlord or manager; others → 404)',
  description:
    'Licensor = the landlord, licensee = the tenant; the home’s address, rent and deposit in ₹ (Indian digit ' +
    'grouping), start and end dates, the period and standard terms. Served with `content-disposition: attachment`. ' +
    'In English, the binding text; `?language=hi` adds a page summarising it in Hindi, for convenience.',
  tags: leases,
  params: leaseIdParams,
  query: documentLanguageQuerySchema,
  answer: { status: 200, mediaType: 'application/pdf', description: 'The agreement, generated on request.' },
  problems: ['NOT_FOUND', 'VALIDATION_FAILED'],
});

export const offerLeaseRenewal = defineRoute({
  method: 'POST',
  path: '/trio/leases/:id/renewal-offer',
  access: SIGNED_IN,
  summary: 'Offer to renew a lease: a new end date and rent (the home’s manager only)',
  description:
    'The end date is after the current one, the whole lease at most 36 months; the rent is more than ₹0 and at most ' +
    '50 % above the current rent (else 422 RENEWAL_TERMS_INVALID). A new offer replaces an unanswered one. Once ' +
    'notice is given or the lease has ended → 409 LEASE_NOT_RENEWABLE. The tenant → 403; anyone else → 404.',
  tags: leases,
  params: leaseIdParams,
  body: renewalOfferBodySchema,
  answer: { status: 200, schema: leaseSchema, description: 'The lease with its renewal offer.' },
  problems: ['FORBIDDEN', 'NOT_FOUND', 'VALIDATION_FAILED', 'RENEWAL_TERMS_INVALID', 'LEASE_NOT_RENEWABLE'],
});

export const acceptLeaseRenewal = defineRoute({
  method: 'POST',
  path: '/trio/leases/:id/renewal-offer/accept',
  access: SIGNED_IN,
  summary: 'Accept the renewal offer: the same lease runs on to the new end date at the new rent (the tenant only)',
  description:
    'No offer waiting for an answer → 409 NO_RENEWAL_OFFER; notice given or ended → 409 LEASE_NOT_RENEWABLE. The ' +
    'landlord or manager → 403; anyone else → 404.',
  tags: leases,
  params: leaseIdParams,
  answer: { status: 200, schema: leaseSchema, description: 'The renewed lease.' },
  problems: ['FORBIDDEN', 'NOT_FOUND', 'NO_RENEWAL_OFFER', 'LEASE_NOT_RENEWABLE'],
});

export const declineLeaseRenewal = defineRoute({
  method: 'POST',
  path: '/trio/leases/:id/renewal-offer/decline',
  access: SIGNED_IN,
  summary: 'Decline the renewal offer: the lease ends on its end date (the tenant only)',
  tags: leases,
  params: leaseIdParams,
  answer: { status: 200, schema: leaseSchema, description: 'The lease, its offer declined.' },
  problems: ['FORBIDDEN', 'NOT_FOUND', 'NO_RENEWAL_OFFER', 'LEASE_NOT_RENEWABLE'],
});

export const giveLeaseNotice = defineRoute({
  method: 'POST',
  path: '/trio/leases/:id/notice',
  access: SIGNED_IN,
  summary: 'Give notice to end a lease early on a move-out date (its tenant or the home’s manager)',
  description:
    'The move-out date is at least the notice period (1 calendar month by default) after today (India) and before ' +
    'the current end date (else 422 MOVE_OUT_DATE_INVALID); it becomes the lease’s end date. One notice per lease ' +
    '(409 NOTICE_ALREADY_GIVEN); an ended lease → 409 LEASE_NOT_RENEWABLE. The landlord → 403; anyone else → 404.',
  tags: leases,
  params: leaseIdParams,
  body: leaseNoticeBodySchema,
  answer: { status: 200, schema: leaseSchema, description: 'The lease with its notice and move-out date.' },
  problems: [
    'FORBIDDEN',
    'NOT_FOUND',
    'VALIDATION_FAILED',
    'MOVE_OUT_DATE_INVALID',
    'NOTICE_ALREADY_GIVEN',
    'LEASE_NOT_RENEWABLE',
  ],
});

/** Every route of the applications service (its conversations' too). */
export const applicationsRoutes = [
  ...conversationsRoutes,
  applyForRental,
  myRentalApplications,
  managerRentalApplications,
  applicationEligibility,
  reviewRentalApplication,
  withdrawRentalApplication,
  applyAgain,
  myLeases,
  managedLeases,
  getLease,
  leaseAgreementPdf,
  offerLeaseRenewal,
  acceptLeaseRenewal,
  declineLeaseRenewal,
  giveLeaseNotice,
] as const;
