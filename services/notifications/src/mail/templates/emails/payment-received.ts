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

export interface PaymentReceivedProps {
  firstName: string;
  propertyName: string;
  /**
   * What the payment is for: `message('payment-received.paymentMoveIn')`, `…paymentRent`, or
   * `…paymentRentFor` with the month (`indianMonth`).
   */
  paymentLabel: ReaderText;
  amountLabel: string;
  paidAt: ReaderText;
  receipt: string;
  txnId: string;
  razorpayPaymentId: string;
  hubUrl: string;
}

const paymentFacts = [
  ['payment-received.factFor', 'paymentLabel'],
  ['common.factProperty', 'propertyName'],
  ['payment-received.factAmount', 'amountLabel'],
  ['payment-received.factPaidOn', 'paidAt'],
  ['payment-received.factReceipt', 'receipt'],
  ['payment-received.factTxnId', 'txnId'],
  ['payment-received.factRazorpayPaymentId', 'razorpayPaymentId'],
] as const;

export const paymentReceivedTemplate: TemplateSource = {
  subject: t('payment-received.subject'),
  mjml: [
    heading(t('payment-received.heading')),
    paragraph(t('payment-received.received')),
    facts(paymentFacts),
    button(t('common.rentersHubOpen'), 'hubUrl'),
    signOff,
  ].join(''),
  text:
    `${t('payment-received.heading')}\n\n${t('payment-received.received')}\n\n` +
    textFacts(paymentFacts) +
    `\n${t('common.rentersHub')}: {{hubUrl}}\n` +
    textSignOff,
};
