import { z } from 'zod';
import { propertyTypeSchema } from '../common';
import { reminderKindSchema, reminderToneSchema } from '../events/notifications';
import { propertyAddressSchema } from './properties';
import { defineRoute, SIGNED_IN } from './route';

/*
 * The notifications service's HTTP API: the Property Manager Hub's "Send Payment Reminders" tab (spec 001 §2, §3,
 * §4, §7, §9), served from the service's own projection of leases, their rent and their reminder history.
 */

export { reminderKindSchema, reminderToneSchema, type ReminderKind, type ReminderTone } from '../events/notifications';

/** Rent this many whole days past its due date is overdue; reminders turn firm past it (spec 001 §9). */
export const REMINDER_OVERDUE_THRESHOLD_DAYS = 7;
/** The card shows the last 3 reminders (spec 001 §9). */
export const REMINDERS_SHOWN = 3;
/** A manager may send one reminder per lease per hour (a second → 429 REMINDER_TOO_SOON). */
export const MANUAL_REMINDER_INTERVAL_MS = 60 * 60 * 1000;

/** The days-past-due badge of spec 001 §4: ≤ 0 On Time (green), 1–7 warning, over 7 danger. */
export type DaysPastDueBadge = 'on_time' | 'warning' | 'danger';
export function daysPastDueBadge(daysPastDue: number): DaysPastDueBadge {
  if (daysPastDue <= 0) return 'on_time';
  return daysPastDue > REMINDER_OVERDUE_THRESHOLD_DAYS ? 'danger' : 'warning';
}

/** One reminder of a lease's history, newest first in the record. */
export const reminderSchema = z.object({
  reminderId: z.string(),
  /** Its number in the lease's history (1, 2, 3 …). */
  nth: z.int(),
  kind: reminderKindSchema,
  tone: reminderToneSchema,
  message: z.string(),
  /** ISO date-time */
  sentAt: z.string(),
  /** e.g. "25 Nov 2026, 9:00 am" (India) */
  sentAtLabel: z.string(),
});
export type Reminder = z.output<typeof reminderSchema>;

/** The oldest unpaid month of a lease's rent (from payments.rent events), when one is due. */
export const unpaidRentSchema = z.object({
  /** YYYY-MM */
  month: z.string(),
  /** YYYY-MM-DD (India) */
  dueDate: z.string(),
  /** Rent + 2 % processing fee, integer paise. */
  amountPaise: z.int(),
  /** e.g. "₹35,190" */
  amountLabel: z.string(),
  /** How many months are unpaid in all. */
  unpaidMonths: z.int(),
  /** Every unpaid month that is due, together (what the tenant owes today), integer paise. */
  totalPaise: z.int(),
  /** e.g. "₹70,380" */
  totalLabel: z.string(),
  /**
   * The oldest unpaid month's late fee (issue 30: charged 7 days past its due date, payments' overdue notice), or null
   * when it has none: `charged` (included in `totalPaise`) or `waived` by the manager with `note`.
   */
  lateFee: z
    .object({
      paise: z.int(),
      /** e.g. "₹690" */
      label: z.string(),
      status: z.enum(['charged', 'waived']),
      /** Why it was charged ("Late fee: rent for May 2026 unpaid 7 days after its due date (5 May 2026)"). */
      reason: z.string(),
      note: z.string().nullable(),
      /** The lease's days after the due date when it was charged (its agreement's late-fee terms; 7 by default). */
      afterDays: z.int(),
    })
    .nullable(),
});
export type UnpaidRent = z.output<typeof unpaidRentSchema>;

/** The lease/reminder record of spec 001 §3, plus what the card shows besides. */
export const leaseReminderRecordSchema = z.object({
  leaseId: z.string(),
  propertyId: z.string(),
  property: z.object({
    /** Falls back to 'Property'. */
    name: z.string(),
    address: propertyAddressSchema,
    bedrooms: z.int().nullable(),
    bathrooms: z.int().nullable(),
    type: propertyTypeSchema.nullable(),
  }),
  tenant: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    /** +91XXXXXXXXXX, or null when unknown. */
    phone: z.string().nullable(),
  }),
  /** Whole days since the oldest unpaid due date (India); 0 when nothing is unpaid. */
  daysPastDue: z.int(),
  badge: z.enum(['on_time', 'warning', 'danger']),
  unpaid: unpaidRentSchema.nullable(),
  /** Reminders sent for this lease so far. */
  remindersSent: z.int(),
  /** The number the next reminder will have: reminders sent + 1 (spec 001 §9). */
  nthReminder: z.int(),
  /** The last 3, newest first. */
  reminders: z.array(reminderSchema).max(REMINDERS_SHOWN),
  /** ISO date-time of the last reminder, or null. */
  lastReminderAt: z.string().nullable(),
});
export type LeaseReminderRecord = z.output<typeof leaseReminderRecordSchema>;

export const leasesRemindersSchema = z.array(leaseReminderRecordSchema);
export type LeasesReminders = z.output<typeof leasesRemindersSchema>;

export const sendReminderAnswerSchema = z.object({
  success: z.literal(true),
  message: z.literal('Reminder sent successfully!'),
  reminder: reminderSchema,
  /** The lease's record after the reminder. */
  record: leaseReminderRecordSchema,
});
export type SendReminderAnswer = z.output<typeof sendReminderAnswerSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------------------------------------------

const reminders = ['payment reminders'];

export const leasesReminders = defineRoute({
  method: 'GET',
  path: '/trio/property-manager/:id/leases-reminders',
  access: SIGNED_IN,
  summary: 'The active leases of the homes the calling manager manages, with rent status and reminder history',
  description:
    'One lease/reminder record per active lease (spec 001 §3): days past due, the next reminder number and the ' +
    'last 3 reminders. `id` must be the caller’s property-manager id (anyone else → 403).',
  tags: reminders,
  params: z.object({ id: z.string().describe('The caller’s property-manager id.') }),
  answer: { status: 200, schema: leasesRemindersSchema },
  problems: ['FORBIDDEN'],
});

export const sendLeaseReminder = defineRoute({
  method: 'POST',
  path: '/trio/property-manager/lease/:leaseId/send-reminder',
  access: SIGNED_IN,
  summary: 'Send the lease’s tenant a payment reminder now (the lease’s manager only)',
  description:
    'Adds the next numbered reminder to the lease’s history and e-mails the tenant. Not the lease’s manager → 403; ' +
    'unknown lease → 404; one sent for the lease in the last hour → 429 REMINDER_TOO_SOON (Retry-After).',
  tags: reminders,
  params: z.object({ leaseId: z.string().describe('The lease id.') }),
  answer: { status: 200, schema: sendReminderAnswerSchema },
  problems: ['FORBIDDEN', 'NOT_FOUND', 'REMINDER_TOO_SOON', 'LEASE_NOT_ACTIVE'],
});

/** Every route of the notifications service. */
export const notificationsRoutes = [leasesReminders, sendLeaseReminder] as const;
