import type { MessageId } from '../../i18n/message-ids';
import type { MessageValues, Translate } from '../../i18n/use-text';
import { ApiError, MALFORMED_ANSWER } from '../../lib/problem';
import { CheckoutScriptError, type RazorpayFailure } from '../../lib/razorpay-checkout';

/** A message of the catalogues and its values, translated where it is shown. */
export interface BillingText {
  id: MessageId;
  values?: MessageValues;
}

/** The payment messages of spec 000 §8. */
export const PAYMENT_MESSAGES = {
  serverError: 'billing.payment.error.server',
  badRequest: 'billing.payment.error.badRequest',
  network: 'billing.payment.error.network',
  otherwise: 'billing.payment.error.otherwise',
} as const satisfies Record<string, MessageId>;

/** A payment the checkout reported as failed (declined card, failed UPI): its text comes from the gateway. */
export class CheckoutPaymentFailed extends Error {
  constructor(readonly failure: RazorpayFailure) {
    super(failure.error.description ?? failure.error.reason ?? '');
    this.name = 'CheckoutPaymentFailed';
  }
}

const withText = (text: string): BillingText => ({ id: 'billing.payment.error.withText', values: { text } });

/**
 * What the page says when paying failed (000 §8): the checkout script that did not load (its own text); a failure
 * with a text (the checkout's description of a declined payment, or the server's own problem text, e.g. a home let
 * meanwhile) as "Payment Error: " + the text; a 400, a 5xx and no answer with their fixed texts; anything else
 * "Payment failed. Please try again."
 */
export function paymentErrorText(error: unknown): BillingText | string {
  if (error instanceof CheckoutScriptError) return error.message;
  if (error instanceof CheckoutPaymentFailed) {
    return error.message ? withText(error.message) : { id: PAYMENT_MESSAGES.otherwise };
  }
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK_ERROR') return { id: PAYMENT_MESSAGES.network };
    if (error.status === 400) return { id: PAYMENT_MESSAGES.badRequest };
    if (error.status >= 500) return { id: PAYMENT_MESSAGES.serverError };
    if (error.code !== MALFORMED_ANSWER && !error.code.startsWith('HTTP_') && error.message) {
      return withText(error.message);
    }
  }
  return { id: PAYMENT_MESSAGES.otherwise };
}

/** paymentErrorText, said in the language of `t` (English by default). */
export function paymentErrorMessage(error: unknown, t: Translate): string {
  const text = paymentErrorText(error);
  return typeof text === 'string' ? text : t(text.id, text.values);
}
