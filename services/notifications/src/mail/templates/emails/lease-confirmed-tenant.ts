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
  leaseFacts,
  type TemplateSource,
} from '../template-source';

export interface LeaseConfirmedTenantProps {
  firstName: string;
  propertyName: string;
  address: string;
  startDate: ReaderText;
  endDate: ReaderText;
  leasePeriod: ReaderText;
  rentLabel: string;
  depositLabel: string;
  hubUrl: string;
}

const tenantLeaseFacts = [
  ...leaseFacts,
  ['common.factLeasePeriod', 'leasePeriod'],
  ['lease-confirmed-tenant.factDeposit', 'depositLabel'],
] as const;

export const leaseConfirmedTenantTemplate: TemplateSource = {
  subject: t('lease-confirmed-tenant.subject'),
  mjml: [
    heading(t('lease-confirmed-tenant.heading')),
    paragraph(t('lease-confirmed-tenant.confirmed')),
    facts(tenantLeaseFacts),
    paragraph(t('lease-confirmed-tenant.agreement')),
    button(t('common.rentersHubOpen'), 'hubUrl'),
    signOff,
  ].join(''),
  text:
    `${t('lease-confirmed-tenant.heading')}\n\n${t('lease-confirmed-tenant.confirmed')}\n\n` +
    textFacts(tenantLeaseFacts) +
    `\n${t('lease-confirmed-tenant.agreement')}\n` +
    `\n${t('common.rentersHub')}: {{hubUrl}}\n` +
    textSignOff,
};
