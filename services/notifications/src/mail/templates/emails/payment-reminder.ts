import {
  heading,
  paragraph,
  button,
  facts,
  signOff,
  textFacts,
  textSignOff,
  type TemplateSource,
} from '../template-source';

export interface PaymentReminderProps {
  firstName: string;
  nth: number;
  firm: boolean;
  message: string;
  propertyName: string;
  amountLabel?: string;
  dueDate?: string;
  daysPastDue: number;
  payUrl: string;
}

export const paymentReminderTemplate: TemplateSource = {
  subject: '{{#if firm}}Overdue rent{{else}}Rent reminder{{/if}} (reminder {{nth}}): {{propertyName}}',
  mjml: [
    heading('{{#if firm}}Your rent is overdue{{else}}A reminder about your rent{{/if}}'),
    paragraph('Hello {{firstName}},'),
    paragraph('{{message}}'),
    facts([
      ['Property', 'propertyName'],
      ['Amount due', 'amountLabel'],
      ['Due date', 'dueDate'],
      ['Days past due', 'daysPastDue'],
      ['Reminder', 'nth'],
    ]),
    button('Pay rent now', 'payUrl'),
    paragraph(
      '{{#if firm}}Rent unpaid more than 7 days after its due date is overdue. Please pay today or contact your ' +
        'property manager.{{else}}If you have paid already, please ignore this reminder.{{/if}}',
    ),
    signOff,
  ].join(''),
  text:
    'Hello {{firstName}},\n\n{{message}}\n\n' +
    textFacts([
      ['Property', 'propertyName'],
      ['Amount due', 'amountLabel'],
      ['Due date', 'dueDate'],
      ['Days past due', 'daysPastDue'],
      ['Reminder', 'nth'],
    ]) +
    '\nPay rent now: {{payUrl}}\n\n' +
    '{{#if firm}}Rent unpaid more than 7 days after its due date is overdue. Please pay today or contact your ' +
    'property manager.{{else}}If you have paid already, please ignore this reminder.{{/if}}\n' +
    textSignOff,
};
