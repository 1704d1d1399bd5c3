import { invalidInput, type RazorpayApiError } from './errors';

/**
 * What a payment attempt is made with, as the checkout modal (or the `/_stand-in/orders/:id/pay` control
 * endpoint) sends it, and what the stand-in does with it. Razorpay's test mode documents the success card
 * 4111 1111 1111 1111 and the UPI ids success@razorpay / failure@razorpay; the two declining cards are the
 * stand-in's own convention.
 */
export interface CardInput {
  number: string;
  /** MM/YY */
  expiry: string;
  cvv: string;
  name?: string;
}

export type PaymentInstrument = { method: 'card'; card: CardInput } | { method: 'upi'; vpa: string };

/** Why a payment fails: the fields of Razorpay's failure object (and the payment's `error_*` fields). */
export interface PaymentFailure {
  code: 'BAD_REQUEST_ERROR' | 'GATEWAY_ERROR';
  description: string;
  source: string;
  step: string;
  reason: string;
}

export const SUCCESS_CARD = '4111111111111111';
export const DECLINED_CARD = '4000000000000002';
export const INSUFFICIENT_FUNDS_CARD = '4000000000009995';
export const SUCCESS_VPA = 'success@razorpay';
export const FAILURE_VPA = 'failure@razorpay';

const CARD_DECLINED: PaymentFailure = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Your payment has been declined by your bank. Please try again or use a different card.',
  source: 'bank',
  step: 'payment_authorization',
  reason: 'card_declined',
};

const INSUFFICIENT_FUNDS: PaymentFailure = {
  code: 'BAD_REQUEST_ERROR',
  description:
    'Your payment could not be completed due to insufficient account balance. Try again with another account.',
  source: 'customer',
  step: 'payment_authorization',
  reason: 'insufficient_funds',
};

const UPI_FAILED: PaymentFailure = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Your payment has failed. Please try again or use another payment method.',
  source: 'customer',
  step: 'payment_authorization',
  reason: 'payment_failed',
};

/** The digits of a card number as typed ("4111 1111 1111 1111"). */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Card networks by leading digits, as far as the modal and the payment entity show them. */
export function cardNetwork(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MasterCard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(60|65|81|82|508)/.test(digits)) return 'RuPay';
  return 'Unknown';
}

/** Expiry as MM/YY (or MM/YYYY), not in the past. */
function expiryIsValid(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/**
 * Checks an instrument the way the checkout form does before any payment exists: a malformed card or VPA is
 * a 400 with the field named, and no payment is created.
 */
export function validationProblem(instrument: PaymentInstrument, now = new Date()): RazorpayApiError | undefined {
  if (instrument.method === 'card') {
    const digits = cardDigits(instrument.card.number ?? '');
    if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
      return invalidInput('Your payment has been declined as the card number is invalid.', 'card[number]');
    }
    if (!expiryIsValid(instrument.card.expiry ?? '', now)) {
      return invalidInput('Your payment could not be completed as the card expiry date is invalid.', 'card[expiry]');
    }
    if (!/^\d{3,4}$/.test(instrument.card.cvv ?? '')) {
      return invalidInput('Your payment could not be completed as the CVV is invalid.', 'card[cvv]');
    }
    return undefined;
  }
  const vpa = (instrument.vpa ?? '').trim();
  if (!/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/.test(vpa)) {
    return invalidInput('Invalid VPA. Please enter a valid Virtual Payment Address.', 'vpa');
  }
  if (vpa !== SUCCESS_VPA && vpa !== FAILURE_VPA) {
    return invalidInput(`Test mode accepts only ${SUCCESS_VPA} and ${FAILURE_VPA} as UPI ids.`, 'vpa');
  }
  return undefined;
}

/** How a valid instrument ends: undefined for a captured payment, else why it fails. */
export function outcomeOf(instrument: PaymentInstrument): PaymentFailure | undefined {
  if (instrument.method === 'upi') return instrument.vpa.trim() === SUCCESS_VPA ? undefined : UPI_FAILED;
  const digits = cardDigits(instrument.card.number);
  if (digits === SUCCESS_CARD) return undefined;
  if (digits === INSUFFICIENT_FUNDS_CARD) return INSUFFICIENT_FUNDS;
  return CARD_DECLINED;
}
