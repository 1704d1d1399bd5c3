import { createKafka } from '@trio/service-kit/events';
import type mongoose from 'mongoose';
import type { WorldSnapshot } from './invariants';

/** A mail as the run's SMTP capture (maildev, in the runner's process) received it. */
export interface CapturedRunMail {
  mailId?: string;
  /** The message's Message-ID: the same at every attempt at one e-mail. */
  messageId?: string;
  to: string[];
  subject: string;
  receivedAt: number;
}

/** The run's databases, by service. */
export type RunDatabases = Record<
  'users' | 'properties' | 'applications' | 'payments' | 'maintenance' | 'notifications',
  mongoose.Connection
>;

async function all<T>(db: mongoose.Connection, collection: string, fields: string[]): Promise<T[]> {
  const projection = Object.fromEntries(fields.map((field) => [field, 1]));
  return (await db.collection(collection).find({}, { projection }).toArray()) as unknown as T[];
}

/**
 * E-mails the notifications service logged and has not sent yet: a mail-log entry is sent once its mark is in
 * `mail_sent` (written as an insert when the SMTP server took the message; the entry itself stays as queued).
 */
export async function unsentEmails(notifications: mongoose.Connection): Promise<number> {
  const marks = await notifications
    .collection('mail_sent')
    .find({}, { projection: { _id: 1 } })
    .toArray();
  const sent = new Set(marks.map((mark) => String(mark._id)));
  const entries = await notifications
    .collection('mail_log')
    .find({ status: { $ne: 'sent' } }, { projection: { _id: 1 } })
    .toArray();
  return entries.filter((entry) => !sent.has(String(entry._id))).length;
}

/** Every message on the broker's dead-letter topics (`*.dlq`), with its headers as strings. */
export async function readDeadLetters(brokers: string[]): Promise<WorldSnapshot['deadLetters']> {
  const kafka = createKafka('faults-dead-letters', brokers);
  const admin = kafka.admin();
  await admin.connect();
  const found: WorldSnapshot['deadLetters'] = [];
  try {
    const topics = (await admin.listTopics()).filter((topic) => topic.endsWith('.dlq'));
    const ends = new Map<string, number>();
    for (const topic of topics) {
      const total = (await admin.fetchTopicOffsets(topic)).reduce((sum, p) => sum + Number(p.high) - Number(p.low), 0);
      if (total > 0) ends.set(topic, total);
    }
    if (ends.size === 0) return found;
    const consumer = kafka.consumer({ groupId: `faults-dead-letter-reader-${Date.now()}` });
    await consumer.connect();
    try {
      await consumer.subscribe({ topics: [...ends.keys()], fromBeginning: true });
      const expected = [...ends.values()].reduce((a, b) => a + b, 0);
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`read ${found.length} of ${expected} dead letters`)), 60_000);
        void consumer.run({
          eachMessage: async ({ topic, message }) => {
            const headers = Object.fromEntries(
              Object.entries(message.headers ?? {}).map(([name, value]) => [name, value?.toString()]),
            );
            found.push({ topic, offset: message.offset, headers });
            if (found.length >= expected) {
              clearTimeout(timer);
              resolve();
            }
          },
        });
      });
    } finally {
      await consumer.disconnect();
    }
  } finally {
    await admin.disconnect();
  }
  return found;
}

/** The Razorpay server the run's payments service talks to (the stand-in), with its keys. */
export interface RunRazorpay {
  apiUrl: string;
  keyId: string;
  keySecret: string;
}

/**
 * Deposits settled and not refunded yet: part of the backlog (the refund job owes each one), so the drain waits for
 * them as it waits for outboxes and unsent e-mails.
 */
export function unrefundedDeposits(payments: mongoose.Connection): Promise<number> {
  return payments.collection('deposits').countDocuments({ status: 'settled' });
}

/**
 * The refunds the Razorpay stand-in made with a deposit's note, for every deposit with a move-in payment: read from
 * Razorpay's own list of each payment's refunds (GET /v1/payments/:id/refunds), not from the payments database.
 */
export async function readDepositRefunds(
  payments: mongoose.Connection,
  razorpay: RunRazorpay,
): Promise<WorldSnapshot['depositRefunds']> {
  const deposits = await payments
    .collection('deposits')
    .find({ moveInPaymentId: { $ne: null } }, { projection: { moveInPaymentId: 1 } })
    .toArray();
  const moveIns = await payments
    .collection('payments')
    .find({ _id: { $in: deposits.map((d) => d.moveInPaymentId as never) } }, { projection: { razorpayPaymentId: 1 } })
    .toArray();
  const razorpayIds = new Set(
    moveIns.map((p) => p.razorpayPaymentId as string | null).filter((id): id is string => !!id),
  );
  const authorization = `Basic ${Buffer.from(`${razorpay.keyId}:${razorpay.keySecret}`).toString('base64')}`;
  const found: WorldSnapshot['depositRefunds'] = [];
  for (const paymentId of razorpayIds) {
    const response = await fetch(`${razorpay.apiUrl}/v1/payments/${paymentId}/refunds`, { headers: { authorization } });
    if (!response.ok) throw new Error(`Razorpay refunds of ${paymentId}: ${response.status}`);
    const { items } = (await response.json()) as {
      items: { id: string; amount: number; notes?: Record<string, string> | unknown[] }[];
    };
    for (const refund of items) {
      const depositId = Array.isArray(refund.notes) ? undefined : refund.notes?.depositId;
      if (depositId) found.push({ id: refund.id, depositId, paymentId, amount: refund.amount });
    }
  }
  return found;
}

/** Reads what the run left behind: every database's facts the invariants need, dead letters, the mail capture. */
export async function readWorld(
  dbs: RunDatabases,
  brokers: string[],
  inbox: readonly CapturedRunMail[],
  razorpay: RunRazorpay,
): Promise<WorldSnapshot> {
  return {
    users: await all(dbs.users, 'users', ['email']),
    properties: await all(dbs.properties, 'properties', ['status']),
    applications: await all(dbs.applications, 'applications', ['propertyId', 'applicantId', 'status', 'paymentStatus']),
    leases: await all(dbs.applications, 'leases', ['applicationId', 'propertyId', 'createdAt', 'status', 'notice']),
    payments: await all(dbs.payments, 'payments', ['applicationId', 'paymentType', 'status', 'capturedAt']),
    maintenance: await all(dbs.maintenance, 'requests', ['propertyId', 'userId', 'status']),
    reminderHistories: await all(dbs.notifications, 'reminder_histories', ['reminders']),
    mailLog: await all(dbs.notifications, 'mail_log', ['to', 'template', 'status']),
    inbox: inbox.map(({ mailId, messageId, to, subject }) => ({ mailId, messageId, to, subject })),
    deadLetters: await readDeadLetters(brokers),
    deposits: await all(dbs.payments, 'deposits', ['status', 'collectedPaise', 'deductions', 'refund']),
    depositRefunds: await readDepositRefunds(dbs.payments, razorpay),
  };
}
