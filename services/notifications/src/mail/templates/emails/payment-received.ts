import type { ReaderText } from '../format';
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

export interface PaymentReceivedProps {
  firstName: string;
  propertyName: string;
  paymentLabel: string;
  amountLabel: string;
  paidAt: ReaderText;
  receipt: string;
  txnId: string;
  razorpayPaymentId: string;
  hubUrl: string;
}

export const paymentReceivedTemplate: TemplateSource = {
  subject: 'Payment received: {{amountLabel}} for {{propertyName}}',
  mjml: [
    heading('Thank you, {{firstName}}'),
    paragraph('We received your payment. Your receipt is attached to this e-mail as a PDF.'),
    facts([
      ['For', 'paymentLabel'],
      ['Property', 'propertyName'],
      ['Amount', 'amountLabel'],
      ['Paid on', 'paidAt'],
      ['Receipt', 'receipt'],
      ['Transaction id', 'txnId'],
      ['Razorpay payment id', 'razorpayPaymentId'],
    ]),
    button('Open my Renters Hub', 'hubUrl'),
    signOff,
  ].join(''),
  text:
    'Thank you, {{firstName}}\n\nWe received your payment. Your receipt is attached to this e-mail as a PDF.\n\n' +
    textFacts([
      ['For', 'paymentLabel'],
      ['Property', 'propertyName'],
      ['Amount', 'amountLabel'],
      ['Paid on', 'paidAt'],
      ['Receipt', 'receipt'],
      ['Transaction id', 'txnId'],
      ['Razorpay payment id', 'razorpayPaymentId'],
    ]) +
    '\nRenters Hub: {{hubUrl}}\n' +
    textSignOff,
};
