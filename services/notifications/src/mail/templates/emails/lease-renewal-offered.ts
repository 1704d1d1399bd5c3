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

/** Issue 30: the manager offered to renew the lease, to its tenant (the increase computed by applications). */
export interface LeaseRenewalOfferedProps {
  firstName: string;
  propertyName: string;
  address: string;
  /** The licence's last day now, and after the renewal. */
  currentEndDate: ReaderText;
  newEndDate: ReaderText;
  currentRentLabel: string;
  newRentLabel: string;
  /** "₹1,250 (5%)", "no change", "−₹500 (−2%)": the change, written by the server. */
  increase: ReaderText;
  hubUrl: string;
}

const offerFacts = [
  ['common.factProperty', 'propertyName'],
  ['common.factAddress', 'address'],
  ['lease-renewal-offered.factCurrentEnd', 'currentEndDate'],
  ['lease-renewal-offered.factNewEnd', 'newEndDate'],
  ['lease-renewal-offered.factCurrentRent', 'currentRentLabel'],
  ['lease-renewal-offered.factNewRent', 'newRentLabel'],
  ['lease-renewal-offered.factIncrease', 'increase'],
] as const;

export const leaseRenewalOfferedTemplate: TemplateSource = {
  subject: t('lease-renewal-offered.subject'),
  mjml: [
    heading(t('lease-renewal-offered.heading')),
    paragraph(t('lease-renewal-offered.offered')),
    facts(offerFacts),
    paragraph(t('lease-renewal-offered.answer')),
    button(t('common.rentersHubOpen'), 'hubUrl'),
    signOff,
  ].join(''),
  text:
    `${t('lease-renewal-offered.heading')}\n\n${t('lease-renewal-offered.offered')}\n\n` +
    textFacts(offerFacts) +
    `\n${t('lease-renewal-offered.answer')}\n` +
    `\n${t('common.rentersHub')}: {{hubUrl}}\n` +
    textSignOff,
};
