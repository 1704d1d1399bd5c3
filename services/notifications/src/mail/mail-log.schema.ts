import { Schema } from 'mongoose';

export const MAIL_LOG_MODEL = 'MailLogEntry';

/** `queued` when enqueued, `sent` when the SMTP server took it, `failed` after an attempt failed (kept trying). */
export type MailStatus = 'queued' | 'sent' | 'failed';

/**
 * The outgoing-mail log (`npm run ops -- mail-log`): one entry per e-mail, its id the e-mail job's id
 * (`email|<event id>|<template>|<recipient>`), so a redelivered event finds the entry it already made.
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
