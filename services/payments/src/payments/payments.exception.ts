import { formatIndianDate, formatPaiseAsRupees } from '@trio/contracts/common';
import type { RefundReason } from '@trio/contracts/events/payments';
import { REFUND_REASON_TEXT } from '@trio/contracts/http/payments';
import type { PaymentsProblemCode } from '@trio/contracts/problem';
import { ProblemException } from '@trio/service-kit/http';

/** What the payments feature refuses; the class name tells the logs which module spoke. */
export class PaymentException extends ProblemException<PaymentsProblemCode> {}

export const paymentNotFound = (what: string) => new PaymentException('NOT_FOUND', `There is no ${what}.`);
export const forbidden = (detail: string) => new PaymentException('FORBIDDEN', detail);
export const propertyUnavailable = () =>
  new PaymentException(
    'PROPERTY_UNAVAILABLE',
    'This home has already been rented to someone else. You have not been charged.',
  );
export const alreadyPaid = (what: string) => new PaymentException('ALREADY_PAID', `${what} has already been paid.`);
export const notPayable = (detail: string) => new PaymentException('NOT_PAYABLE', detail);
export const signatureInvalid = () =>
  new PaymentException('PAYMENT_SIGNATURE_INVALID', 'The payment could not be verified (bad signature).');
export const paymentMismatch = (detail: string) => new PaymentException('PAYMENT_MISMATCH', detail);
export const providerFailed = (cause: unknown) =>
  new PaymentException('PAYMENT_PROVIDER_FAILED', 'Razorpay could not be reached; try again shortly.', { cause });
export const openOrderContended = () =>
  new PaymentException('CONFLICT', 'Another checkout for this is being prepared at this moment; try again.');
/** The payer of a payment refunded after capture: why, when, and that nothing is kept. */
export const paymentWasRefunded = (amountPaise: number, refund: { reason: RefundReason; at: Date }) =>
  new PaymentException(
    'PAYMENT_REFUNDED',
    `Your payment of ${formatPaiseAsRupees(amountPaise)} was refunded in full because ` +
      `${REFUND_REASON_TEXT[refund.reason]}. The refund was made on ` +
      `${formatIndianDate(refund.at)}; ` +
      'banks usually return the money within 5–7 working days.',
    { extensions: { reason: refund.reason, refundedAt: refund.at.toISOString(), amountPaise } },
  );
