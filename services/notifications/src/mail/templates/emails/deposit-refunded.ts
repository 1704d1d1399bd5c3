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

export interface DepositRefundedProps {
  firstName: string;
  propertyName: string;
  refundLabel: string;
  refundedAt: ReaderText;
  razorpayRefundId: string;
  hubUrl: string;
}

const refundFacts = [
  ['common.factProperty', 'propertyName'],
  ['deposit-refunded.factAmount', 'refundLabel'],
  ['deposit-refunded.factRefundedOn', 'refundedAt'],
  ['deposit-refunded.factRefundId', 'razorpayRefundId'],
] as const;

/** To the renter: the deposit's balance was refunded through Razorpay to the move-in payment's method. */
export const depositRefundedTemplate: TemplateSource = {
  subject: t('deposit-refunded.subject'),
  mjml: [
    heading(t('deposit-refunded.greeting')),
    paragraph(t('deposit-refunded.refunded')),
    facts(refundFacts),
    button(t('deposit-refunded.hub'), 'hubUrl'),
    signOff,
  ].join(''),
  text:
    `${t('deposit-refunded.greeting')}\n\n${t('deposit-refunded.refunded')}\n\n` +
    textFacts(refundFacts) +
    `\n${t('deposit-refunded.hub')}: {{hubUrl}}\n` +
    textSignOff,
};
