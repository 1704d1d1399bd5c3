import { Schema } from 'mongoose';

export const MAIL_LOG_MODEL = 'MailLogEntry';

export const MAIL_SENT_MODEL = 'MailSentMark';

/** `queued` when enqueued, `sent` when the SMTP server took it, `failed` after an attempt failed (kept trying). */
export type MailStatus = 'queued' | 'sent' | 'failed';

/**
 * The outgoing-mail log (`npm run ops -- mail-log`): one entry per e-mail, its id the e-mail job's id
 * (`email|<event id>|<template>|<recipient>`), so a redelivered event finds the entry it already made. An entry as
 * read through MailLogService is this document with its sent mark (below) applied: `sent`, with the mark's fields.
 */
export interface MailLogEntry {
  _id: string;
  to: string;
  template: string;
  subject?: string;
  /** The event that caused it: its id and type. */
  cause: string;
  causeType: string;
  status: MailStatus;
  attempts: number;
  error?: string;
  messageId?: string;
  queuedAt: Date;
  sentAt?: Date;
  updatedAt: Date;
}

export const mailLogSchema = new Schema<MailLogEntry>(
  {
    _id: { type: String, required: true },
    to: { type: String, required: true, index: true },
    template: { type: String, required: true },
    subject: String,
    cause: { type: String, required: true },
    causeType: { type: String, required: true },
    status: { type: String, required: true, index: true },
    attempts: { type: Number, required: true, default: 0 },
    error: String,
    messageId: String,
    queuedAt: { type: Date, required: true, index: true },
    sentAt: Date,
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'mail_log' },
);

/**
 * That an e-mail was sent (`mail_sent`, id = its mail-log entry's id): written once, as an insert, never updated. The
 * log's "sent" is a record of its own rather than a change to the entry because FerretDB commits every updated
 * document on its own (milliseconds each, one at a time behind the write gate) while an insert command of hundreds
 * is one commit: the daily reminders send thousands of e-mails at once.
 */
export interface MailSentMark {
  _id: string;
  subject: string;
  messageId: string;
  /** The attempt that sent it (1 = the first). */
  attempts: number;
  sentAt: Date;
}

export const mailSentSchema = new Schema<MailSentMark>(
  {
    _id: { type: String, required: true },
    subject: { type: String, required: true },
    messageId: { type: String, required: true },
    attempts: { type: Number, required: true },
    sentAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'mail_sent' },
);
