import Razorpay from 'razorpay';
import { isRealRazorpay, type RazorpaySettings } from './settings';

/**
 * The official `razorpay` SDK (2.9.x) pointed at the configured server. The SDK fixes its host
 * (`https://api.razorpay.com`) in its constructor and has no option to change it; its requests go through one
 * axios instance, `api.rq`, whose `defaults.baseURL` is that host. Re-pointing it is the one supported-in-practice
 * way (not part of the SDK's typings, so it lives here, covered by test/razorpay.int-spec.ts): with real Razorpay
 * nothing is changed.
 */
export function createRazorpayClient(settings: RazorpaySettings): Razorpay {
  const client = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
  if (!isRealRazorpay(settings)) {
    const api = client.api as unknown as { rq?: { defaults: { baseURL?: string } } };
    if (!api.rq) throw new Error('this razorpay SDK version has no api.rq: check how it sets its host');
    api.rq.defaults.baseURL = settings.apiUrl;
  }
  return client;
}
