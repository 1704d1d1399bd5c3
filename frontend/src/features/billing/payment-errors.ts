import { ApiError, MALFORMED_ANSWER } from '../../lib/problem';
import { CheckoutScriptError, type RazorpayFailure } from '../../lib/razorpay-checkout';

/** The payment messages of spec 000 §8. */
export const PAYMENT_MESSAGES = {
  serverError: 'Server error. Please try again later.',
  badRequest: 'Invalid request. Please check your payment details.',
  network: 'Network error. Please check your connection.',
  otherwise: 'Payment failed. Please try again.',
} as const;

/** A payment the checkout reported as failed (declined card, failed UPI): its text comes from the gateway. */
export class CheckoutPaymentFailed extends Error {
  constructor(readonly failure: RazorpayFailure) {
    super(failure.error.description ?? failure.error.reason ?? '');
    this.name = 'CheckoutPaymentFailed';
  }
}

/**
 * What the page says when paying failed (000 §8): the checkout script that did not load; a failure with a text
 * (the checkout's description of a declined payment, or the server's own problem text, e.g. a home let meanwhile)
 * as "Payment Error: " + the text; a 400, a 5xx and no answer with their fixed texts; anything else "Payment failed.
 * Please try again."
 */
export function paymentErrorMessage(error: unknown): string {
  if (error instanceof CheckoutScriptError) return error.message;
  if (error instanceof CheckoutPaymentFailed) {
    return error.message ? `Payment Error: ${error.message}` : PAYMENT_MESSAGES.otherwise;
  }
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK_ERROR') return PAYMENT_MESSAGES.network;
    if (error.status === 400) return PAYMENT_MESSAGES.badRequest;
    if (error.status >= 500) return PAYMENT_MESSAGES.serverError;
    if (error.code !== MALFORMED_ANSWER && !error.code.startsWith('HTTP_') && error.message) {
      return `Payment Error: ${error.message}`;
    }
  }
  return PAYMENT_MESSAGES.otherwise;
}
