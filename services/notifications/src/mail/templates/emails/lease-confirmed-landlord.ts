import type { ReaderText } from '../format';
import {
  heading,
  paragraph,
  facts,
  signOff,
  t,
  textFacts,
  textSignOff,
  leaseFacts,
  type TemplateSource,
} from '../template-source';

export interface LeaseConfirmedLandlordProps {
  name: string;
  tenantName: string;
  propertyName: string;
  address: string;
  startDate: ReaderText;
  endDate: ReaderText;
  rentLabel: string;
}

export const leaseConfirmedLandlordTemplate: TemplateSource = {
  subject: t('lease-confirmed-landlord.subject'),
  mjml: [
    heading(t('lease-confirmed-landlord.heading')),
    paragraph(t('lease-confirmed-landlord.greeting')),
    paragraph(t('lease-confirmed-landlord.confirmed')),
    facts(leaseFacts),
    paragraph(t('lease-confirmed-landlord.agreement')),
    signOff,
  ].join(''),
  text:
    `${t('lease-confirmed-landlord.greeting')}\n\n${t('lease-confirmed-landlord.confirmed')}\n\n` +
    textFacts(leaseFacts) +
    `\n${t('lease-confirmed-landlord.agreement')}\n` +
    textSignOff,
};
