/** The Razorpay stand-in's test-only control routes (infra/razorpay/README.md), for the integration tests. */
export const razorpayApiUrl = process.env.RAZORPAY_API_URL ?? 'http://127.0.0.1:7070';

export const razorpayEnv = {
  RAZORPAY_API_URL: razorpayApiUrl,
  RAZORPAY_KEY_ID: process.env.RAZORPAY_KEY_ID ?? 'rzp_test_TrioStandIn001',
  RAZORPAY_KEY_SECRET: process.env.RAZORPAY_KEY_SECRET ?? 'trio-stand-in-key-secret',
  RAZORPAY_WEBHOOK_SECRET: process.env.RAZORPAY_WEBHOOK_SECRET ?? 'trio-stand-in-webhook-secret',
};

export const SUCCESS_CARD = { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123', name: 'Test Payer' };
export const DECLINED_CARD = { number: '4000 0000 0000 0002', expiry: '12/30', cvv: '123', name: 'Test Payer' };

async function post(path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${razorpayApiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

export interface SuccessTriple {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** Sends this order's webhooks to `url` (set before paying). */
export async function routeWebhooks(orderId: string, url: string): Promise<void> {
  const { status } = await post(`/_stand-in/orders/${orderId}/webhook-url`, { url });
  if (status !== 200) throw new Error(`webhook-url answered ${status}`);
}

export async function pay(orderId: string, card = SUCCESS_CARD) {
  return post(`/_stand-in/orders/${orderId}/pay`, { method: 'card', card, email: 'payer@example.in' });
}

export async function redeliver(paymentId: string, times: number): Promise<void> {
  const { status } = await post(`/_stand-in/payments/${paymentId}/redeliver`, { times });
  if (status !== 200) throw new Error(`redeliver answered ${status}`);
}

/** The stand-in's deliveries of a payment's webhooks. */
export async function deliveries(paymentId: string): Promise<Array<{ state: string; event: string }>> {
  const response = await fetch(`${razorpayApiUrl}/_stand-in/webhooks?payment_id=${encodeURIComponent(paymentId)}`);
  return ((await response.json()) as { items: Array<{ state: string; event: string }> }).items;
}

/** Polls `check` until it returns a value, or fails after `timeoutMs` (real state, no fixed sleeps). */
export async function eventually<T>(check: () => Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
