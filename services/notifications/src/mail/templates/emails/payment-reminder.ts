import {
  heading,
  paragraph,
  button,
  facts,
  signOff,
  t,
  textFacts,
  textSignOff,
  type TemplateSource,
} from '../template-source';
import type { ReaderText } from '../format';

export interface PaymentReminderProps {
  firstName: string;
  nth: number;
  firm: boolean;
  propertyName: string;
  amountLabel?: string;
  /** The oldest month's late fee, charged and not waived. */
  lateFeeLabel?: string;
  dueDate?: ReaderText;
  daysPastDue: number;
  /** Something is unpaid past its due date (else the reminder is a friendly one ahead of time). */
  overdue: boolean;
  /** More than one month unpaid: how many, and how much in all. */
  unpaidMonths?: number;
  totalLabel?: string;
  payUrl: string;
}

const reminderFacts = [
  ['common.factProperty', 'propertyName'],
  ['payment-reminder.factAmountDue', 'amountLabel'],
  ['payment-reminder.factLateFee', 'lateFeeLabel'],
  ['payment-reminder.factDueDate', 'dueDate'],
  ['payment-reminder.factDaysPastDue', 'daysPastDue'],
  ['payment-reminder.factReminder', 'nth'],
] as const;

/** What the reminder says: the amount and when it was due, how late it is, and the other unpaid months. */
const situation =
  `{{#if overdue}}${t('payment-reminder.due')}{{else}}${t('payment-reminder.friendly')}{{/if}}` +
  `{{#if unpaidMonths}} ${t('payment-reminder.moreMonths')}{{/if}}`;

const advice = `{{#if firm}}${t('payment-reminder.adviceFirm')}{{else}}${t('payment-reminder.adviceGentle')}{{/if}}`;

export const paymentReminderTemplate: TemplateSource = {
  subject: `{{#if firm}}${t('payment-reminder.subjectFirm')}{{else}}${t('payment-reminder.subjectGentle')}{{/if}}`,
  mjml: [
    heading(`{{#if firm}}${t('payment-reminder.headingFirm')}{{else}}${t('payment-reminder.headingGentle')}{{/if}}`),
    paragraph(t('payment-reminder.greeting')),
    paragraph(situation),
    facts(reminderFacts),
    button(t('payment-reminder.pay'), 'payUrl'),
    paragraph(advice),
    signOff,
  ].join(''),
  text:
    `${t('payment-reminder.greeting')}\n\n${situation}\n\n` +
    textFacts(reminderFacts) +
    `\n${t('payment-reminder.pay')}: {{payUrl}}\n\n${advice}\n` +
    textSignOff,
};
