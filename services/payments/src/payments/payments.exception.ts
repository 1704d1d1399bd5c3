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
