import type { ReaderText } from '../format';
import {
  button,
  facts,
  heading,
  paragraph,
  signOff,
  t,
  textFacts,
  textSignOff,
  type TemplateSource,
} from '../template-source';

/** Issue 30: the tenant accepted or declined the renewal offer, to the home's manager. */
export interface LeaseRenewalAnsweredProps {
  answer: 'accepted' | 'declined';
  name?: string;
  tenantName: string;
  propertyName: string;
  address: string;
  /** The licence's last day: the new one when accepted, the unchanged one when declined. */
  endDate: ReaderText;
  /** The rent from the renewal on (accepted), or the offered rent (declined). */
  rentLabel: string;
  hubUrl: string;
}

const greeting =
  `{{#if name}}${t('lease-renewal-answered.greeting')}` +
  `{{else}}${t('lease-renewal-answered.greetingNoName')}{{/if}}`;

const answerFacts = [
  ['common.factProperty', 'propertyName'],
  ['common.factAddress', 'address'],
  ['lease-renewal-answered.factTenant', 'tenantName'],
  ['common.factLeaseEnds', 'endDate'],
  ['lease-renewal-answered.factRent', 'rentLabel'],
] as const;

export const leaseRenewalAnsweredTemplate: TemplateSource = {
  subject: t('lease-renewal-answered.subject'),
  mjml: [
    heading(t('lease-renewal-answered.heading')),
    paragraph(greeting),
    paragraph(t('lease-renewal-answered.answered')),
    facts(answerFacts),
    button(t('lease-renewal-answered.hubOpen'), 'hubUrl'),
    signOff,
  ].join(''),
  text:
    `${greeting}\n\n${t('lease-renewal-answered.answered')}\n\n` +
    textFacts(answerFacts) +
    `\n${t('lease-renewal-answered.hubOpen')}: {{hubUrl}}\n` +
    textSignOff,
};
