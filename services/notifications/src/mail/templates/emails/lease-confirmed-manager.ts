import type { ReaderText } from '../format';
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

export interface LeaseConfirmedManagerProps {
  /** Absent while the manager's own record has not arrived: the greeting then names nobody. */
  name?: string;
  tenantName: string;
  tenantEmail: string;
  tenantPhone?: string;
  propertyName: string;
  address: string;
  startDate: ReaderText;
  rentLabel: string;
  hubUrl: string;
}

const greeting =
  `{{#if name}}${t('lease-confirmed-manager.greeting')}` +
  `{{else}}${t('lease-confirmed-manager.greetingNoName')}{{/if}}`;

const tenantFacts = [
  ['lease-confirmed-manager.factTenant', 'tenantName'],
  ['lease-confirmed-manager.factEmail', 'tenantEmail'],
  ['lease-confirmed-manager.factPhone', 'tenantPhone'],
  ['common.factProperty', 'propertyName'],
  ['common.factAddress', 'address'],
  ['common.factLeaseStarts', 'startDate'],
  ['common.factMonthlyRent', 'rentLabel'],
] as const;

export const leaseConfirmedManagerTemplate: TemplateSource = {
  subject: t('lease-confirmed-manager.subject'),
  mjml: [
    heading(t('lease-confirmed-manager.heading')),
    paragraph(greeting),
    paragraph(t('lease-confirmed-manager.confirmed')),
    facts(tenantFacts),
    button(t('lease-confirmed-manager.hubOpen'), 'hubUrl'),
    signOff,
  ].join(''),
  text:
    `${greeting}\n\n${t('lease-confirmed-manager.confirmed')}\n\n` +
    textFacts(tenantFacts) +
    `\n${t('lease-confirmed-manager.hub')}: {{hubUrl}}\n` +
    textSignOff,
};
