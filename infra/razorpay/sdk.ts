import type Razorpay from 'razorpay';
import { createRazorpaySdk } from '../../services/payments/src/razorpay/razorpay.client';
import { type RazorpaySettings } from './settings';

/**
 * The official `razorpay` SDK (2.9.x) pointed at the configured server: the payments service's own
 * `createRazorpaySdk` (services/payments/src/razorpay/razorpay.client.ts, where the product needs it), with the
 * settings of infra/razorpay/settings.ts. With real Razorpay the SDK is left alone.
 */
export function createRazorpayClient(settings: RazorpaySettings): Razorpay {
  return createRazorpaySdk({ apiUrl: settings.apiUrl, keyId: settings.keyId, keySecret: settings.keySecret });
}
