import type { Language } from '@trio/contracts/common';
import type { AgreementInput, ReceiptInput } from '@trio/service-kit/documents';
import { defineQueue } from '@trio/service-kit/jobs';
import type { TemplateName, TemplateProps } from './templates/templates';

/** One e-mail to send: a template with its props, to one recipient, because of one event. */
export type EmailJob = {
  [N in TemplateName]: {
    template: N;
    props: TemplateProps[N];
    to: string;
    /** The recipient's language, found when the e-mail is queued (MailService): the e-mail is written in it. */
    language?: Language;
    /** The id of the event that caused it (the job id is built from it). */
    cause: string;
    /** That event's type, for the mail log. */
    causeType: string;
    /** The payment's receipt to attach as a PDF (payment received), made from the captured event. */
    receipt?: ReceiptInput;
    /** The lease's leave-and-licence agreement to attach as a PDF (rental confirmed), made from the lease event. */
    agreement?: AgreementInput;
    /**
     * An alert's one-click unsubscribe address (RFC 8058): the API route a mail client POSTs to, sent as the
     * `List-Unsubscribe` header with `List-Unsubscribe-Post`. Absent for e-mails nobody subscribed to.
     */
    unsubscribeUrl?: string;
    /**
     * The mail log had no entry for this e-mail when it was queued (MailService made it), so nothing sent it before:
     * the job's first run skips asking the log. Absent when the entry was there already (a redelivered event).
     */
    newEntry?: true;
  };
}[TemplateName];

/**
 * The `email` queue: one `send-email` job per message, with the id `email|<event id>|<template>|<recipient>`, so
 * a redelivered event adds nothing. Retries with exponential backoff (2 s, 4 s, 8 s, 16 s, 32 s); failed jobs
 * are kept (the kit's default) and the mail log says why.
 */
export const EmailQueue = defineQueue('email', {
  jobs: ['send-email'] as const,
  // Rendering is cached per template, SMTP is pooled (SMTP_MAX_CONNECTIONS) and the mail log's writes go
  // together (MailLogService): many sends at once.
  concurrency: 50,
  defaultJobOptions: { attempts: 6, backoff: { type: 'exponential', delay: 2_000 } },
}).withData<{ 'send-email': EmailJob }>();
