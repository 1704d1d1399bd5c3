import { env } from '../config/env';
import { textNow } from '../i18n/text-now';

/*
 * Razorpay's standard checkout in the browser: a script that gives the page `window.Razorpay`. These are the parts
 * of its public options and events the app uses (the local stand-in serves the same script API,
 * infra/razorpay/README.md); they describe a third-party browser API, not the product's own API.
 */

/** What the success `handler` receives: the triple the server verifies (the signature covers order|payment). */
export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** What the `payment.failed` listeners receive. */
export interface RazorpayFailure {
  error: {
    code?: string;
    description?: string;
    source?: string;
    step?: string;
    reason?: string;
    metadata?: { order_id?: string; payment_id?: string };
  };
}

export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description?: string;
  order_id: string;
  handler(response: RazorpaySuccess): void;
  prefill?: { name?: string; email?: string; contact?: string };
  notes?: Record<string, string>;
  theme?: { color?: string };
  modal?: { ondismiss?(): void; escape?: boolean };
}

export interface RazorpayCheckout {
  open(): void;
  close(): void;
  on(event: 'payment.failed', listener: (failure: RazorpayFailure) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

/** Says the spec's message when the script does not load (000 §8), in the language shown. */
export class CheckoutScriptError extends Error {
  constructor() {
    super(textNow('shell.problem.checkoutScript'));
    this.name = 'CheckoutScriptError';
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

/**
 * Loads the checkout script once (a plain `<script src>`, which the page's CSP allows) and resolves with
 * `window.Razorpay`. A failed load rejects with CheckoutScriptError and is retried on the next call.
 */
export function loadRazorpayCheckout(url: string = env.razorpayCheckoutUrl): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  if (loading) return loading;
  loading = new Promise<RazorpayConstructor>((resolve, reject) => {
    const fail = () => {
      script.remove();
      loading = null;
      reject(new CheckoutScriptError());
    };
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.razorpayCheckout = '';
    script.addEventListener('load', () => {
      if (window.Razorpay) resolve(window.Razorpay);
      else fail();
    });
    script.addEventListener('error', fail);
    if (!url) {
      fail();
      return;
    }
    document.head.append(script);
  });
  return loading;
}

/** For tests: forget a loaded or loading script. */
export function resetRazorpayCheckoutForTests(): void {
  loading = null;
  delete window.Razorpay;
  document.querySelectorAll('script[data-razorpay-checkout]').forEach((script) => script.remove());
}
