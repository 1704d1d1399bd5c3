import type { ReaderText } from '../format';
import {
  button,
  facts,
  heading,
  leaseFacts,
  paragraph,
  signOff,
  t,
  textFacts,
  textSignOff,
  type TemplateSource,
} from '../template-source';

/** Issue 30: a lease ends in 60 days or fewer, to its tenant (`role` tenant) and the home's manager (`manager`). */
export interface LeaseEndingSoonProps {
  role: 'tenant' | 'manager';
  /** Absent when the recipient's name is not known: the greeting then names nobody. */
  name?: string;
  tenantName: string;
  propertyName: string;
  address: string;
  startDate: ReaderText;
  /** The licence's last day. */
  endDate: ReaderText;
  daysLeft: number;
  rentLabel: string;
  hubUrl: string;
}

const greeting = `{{#if name}}${t('lease-ending-soon.greeting')}{{else}}${t('lease-ending-soon.greetingNoName')}{{/if}}`;

export const leaseEndingSoonTemplate: TemplateSource = {
  subject: t('lease-ending-soon.subject'),
  mjml: [
    heading(t('lease-ending-soon.heading')),
    paragraph(greeting),
    paragraph(t('lease-ending-soon.ends')),
    paragraph(t('lease-ending-soon.next')),
    facts(leaseFacts),
    button(t('lease-ending-soon.hubOpen'), 'hubUrl'),
    signOff,
  ].join(''),
  text:
    `${greeting}\n\n${t('lease-ending-soon.ends')}\n\n${t('lease-ending-soon.next')}\n\n` +
    textFacts(leaseFacts) +
    `\n${t('lease-ending-soon.hubOpen')}: {{hubUrl}}\n` +
    textSignOff,
};
