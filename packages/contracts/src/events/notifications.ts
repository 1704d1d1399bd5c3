import { z } from 'zod';
import { isoDateTimeSchema, objectIdSchema, paiseSchema } from '../common';
import { defineEvent, type EventOf } from '../envelope';

/*
 * Events published by the notifications service on `notifications.reminder` (aggregate id = the lease id): a payment
 * reminder was recorded in a lease's reminder history (spec 001 §2 "Send Payment Reminders", §3, §9). The service's
 * own handler mails it (the e-mail job is keyed by this event's id); anyone else may follow the history.
 */

/** `automatic`: the daily schedule; `manual`: a property manager's "Send Reminder". */
export const reminderKindSchema = z.enum(['automatic', 'manual']);
export type ReminderKind = z.infer<typeof reminderKindSchema>;

/** `gentle` up to 7 days past due, `firm` past the overdue threshold (spec 001 §9: 7 days). */
export const reminderToneSchema = z.enum(['gentle', 'firm']);
export type ReminderTone = z.infer<typeof reminderToneSchema>;

/** A reminder was added to a lease's history: its number (nth), who sent it and the message the tenant reads. */
export const reminderSent = defineEvent(
  'notifications.reminder.sent.v1',
  z.object({
    leaseId: objectIdSchema,
    /** Unique within the lease: `auto-YYYY-MM-DD` (one automatic reminder a day, India) or `manual-<uuid>`. */
    reminderId: z.string().min(1),
    /** 1 for the first reminder of the lease, then reminders sent + 1 (spec 001 §9). */
    nth: z.int().min(1),
    kind: reminderKindSchema,
    tone: reminderToneSchema,
    /** What the tenant reads (also shown on the manager's card). */
    message: z.string().min(1),
    /** Whole days since the oldest unpaid due date, when sent. */
    daysPastDue: z.int(),
    /** The oldest unpaid month when sent (null: nothing was unpaid, a manual reminder ahead of time). */
    unpaid: z
      .object({
        /** YYYY-MM */
        month: z.string(),
        /** YYYY-MM-DD (India) */
        dueDate: z.iso.date(),
        /** Rent + 2 % processing fee, integer paise. */
        amountPaise: paiseSchema,
        /** How many months were unpaid, and how much in all (absent in reminders sent before they were carried). */
        unpaidMonths: z.int().min(1).optional(),
        totalPaise: paiseSchema.optional(),
        /** The oldest month's late fee, charged and not waived (absent when none, and in reminders sent before). */
        lateFeePaise: paiseSchema.optional(),
      })
      .nullable(),
    tenantId: objectIdSchema,
    tenantEmail: z.email(),
    tenantFirstName: z.string().min(1),
    propertyId: objectIdSchema,
    propertyName: z.string().min(1),
    managerId: objectIdSchema,
    /** The manager who pressed "Send Reminder" (manual reminders only). */
    sentBy: objectIdSchema.optional(),
    sentAt: isoDateTimeSchema,
  }),
);
export type ReminderSent = EventOf<typeof reminderSent>;

export const notificationsEvents = [reminderSent] as const;
