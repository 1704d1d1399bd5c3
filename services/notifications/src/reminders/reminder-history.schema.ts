import type { ReminderKind, ReminderTone } from '@trio/contracts/events/notifications';
import { withOutbox, type OutboxFields } from '@trio/service-kit/events';
import { Schema } from 'mongoose';

export const REMINDER_HISTORY_MODEL = 'ReminderHistory';

export interface ReminderEntry {
  /** `auto-YYYY-MM-DD` or `manual-<uuid>`: a second automatic reminder the same day finds the first. */
  reminderId: string;
  nth: number;
  kind: ReminderKind;
  tone: ReminderTone;
  message: string;
  daysPastDue: number;
  sentBy?: string;
  sentAt: Date;
}

/**
 * A lease's reminder history (the aggregate of `notifications.reminder`, id = the lease id): every reminder, in
 * order. Each reminder and its event are one write (the outbox), checked by version, so two replicas or two clicks
 * cannot both add the same number.
 */
export interface ReminderHistory extends OutboxFields {
  _id: string;
  managerId: string;
  reminders: ReminderEntry[];
  lastSentAt: Date | null;
}

const reminderEntrySchema = new Schema<ReminderEntry>(
  {
    reminderId: { type: String, required: true },
    nth: { type: Number, required: true },
    kind: { type: String, required: true },
    tone: { type: String, required: true },
    message: { type: String, required: true },
    daysPastDue: { type: Number, required: true },
    sentBy: String,
    sentAt: { type: Date, required: true },
  },
  { _id: false },
);

export const reminderHistorySchema = new Schema<ReminderHistory>(
  {
    _id: { type: String, required: true },
    managerId: { type: String, required: true, index: true },
    reminders: { type: [reminderEntrySchema], default: [] },
    lastSentAt: { type: Date, default: null },
  },
  { versionKey: false, collection: 'reminder_histories' },
);
reminderHistorySchema.plugin(withOutbox);
