import type { ReaderText } from '../format';
import {
  button,
  facts,
  heading,
  notes,
  paragraph,
  signOff,
  t,
  textFacts,
  textSignOff,
  type TemplateSource,
} from '../template-source';

/**
 * Issue 30: notice to end a lease early was given by its tenant or the home's manager; to the other side and the
 * manager (`role` is the recipient's part in the lease, `givenBy` who gave it).
 */
export interface LeaseNoticeGivenProps {
  role: 'tenant' | 'manager';
  givenBy: 'tenant' | 'manager';
  name?: string;
  tenantName: string;
  propertyName: string;
  address: string;
  /** The move-out date (the lease's end date from now on). */
  moveOutDate: ReaderText;
  /** The reason given, when one was. */
  notes?: string;
  hubUrl: string;
}

const greeting = `{{#if name}}${t('lease-notice-given.greeting')}{{else}}${t('lease-notice-given.greetingNoName')}{{/if}}`;

const noticeFacts = [
  ['common.factProperty', 'propertyName'],
  ['common.factAddress', 'address'],
  ['lease-notice-given.factTenant', 'tenantName'],
  ['lease-notice-given.factMoveOut', 'moveOutDate'],
] as const;

export const leaseNoticeGivenTemplate: TemplateSource = {
  subject: t('lease-notice-given.subject'),
  mjml: [
    heading(t('lease-notice-given.heading')),
    paragraph(greeting),
    paragraph(t('lease-notice-given.given')),
    facts(noticeFacts),
    notes('lease-notice-given.reason'),
    button(t('lease-notice-given.hubOpen'), 'hubUrl'),
    signOff,
  ].join(''),
  text:
    `${greeting}\n\n${t('lease-notice-given.given')}\n\n` +
    textFacts(noticeFacts) +
    `{{#if notes}}\n${t('lease-notice-given.reason')}: {{notes}}\n{{/if}}` +
    `\n${t('lease-notice-given.hubOpen')}: {{hubUrl}}\n` +
    textSignOff,
};
