import type { RazorpayCheckout, RazorpayFailure, RazorpayOptions, RazorpaySuccess } from '../lib/razorpay-checkout';

/**
 * A stand-in for `window.Razorpay` in component tests: records the options the page opened it with and lets the
 * test play the checkout's part (succeed with a triple, fail, dismiss).
 */
export class FakeRazorpay implements RazorpayCheckout {
  static instances: FakeRazorpay[] = [];
  readonly failedListeners: ((failure: RazorpayFailure) => void)[] = [];
  opened = false;

  constructor(readonly options: RazorpayOptions) {
    FakeRazorpay.instances.push(this);
  }

  static get last(): FakeRazorpay {
    const last = FakeRazorpay.instances.at(-1);
    if (!last) throw new Error('the checkout was never created');
    return last;
  }

  open(): void {
    this.opened = true;
  }

  close(): void {
    this.opened = false;
  }

  on(_event: 'payment.failed', listener: (failure: RazorpayFailure) => void): void {
    this.failedListeners.push(listener);
  }

  succeed(success: RazorpaySuccess): void {
    this.options.handler(success);
  }

  /** The customer closes the window without paying. */
  dismiss(): void {
    this.opened = false;
    this.options.modal?.ondismiss?.();
  }

  fail(failure: RazorpayFailure): void {
    for (const listener of this.failedListeners) listener(failure);
  }
}

export function installFakeRazorpay(): void {
  FakeRazorpay.instances = [];
  window.Razorpay = FakeRazorpay;
}

export const successTriple: RazorpaySuccess = {
  razorpay_payment_id: 'pay_Q1xA7bC3dE5fG6',
  razorpay_order_id: 'order_Q1xA7bC3dE5fG6',
  razorpay_signature: 'a3f1c9e0b7d2a6f4c8e1b5d9a2f6c0e4b8d3a7f1c5e9b2d6a0f4c8e3b7d1a5f9',
};
