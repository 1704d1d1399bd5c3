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

/** Razorpay's own API on the stand-in (basic auth with the key pair), as the product calls it. */
async function razorpayGet<T>(path: string): Promise<T> {
  const auth = Buffer.from(`${razorpayEnv.RAZORPAY_KEY_ID}:${razorpayEnv.RAZORPAY_KEY_SECRET}`).toString('base64');
  const response = await fetch(`${razorpayApiUrl}/v1${path}`, { headers: { authorization: `Basic ${auth}` } });
  if (response.status !== 200) throw new Error(`GET /v1${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * What Razorpay itself holds for one purchase: every order made since `sinceSeconds` whose notes name it (e.g.
 * `{ applicationId }`), and the payments on them that were captured and that were refunded. Read from the stand-in's
 * order list, newest first, page by page.
 */
export async function chargesAtRazorpay(
  notes: Record<string, string>,
  sinceSeconds: number,
): Promise<{ orders: number; captured: number; refunded: number }> {
  type Order = { id: string; created_at: number; notes: Record<string, string> | [] };
  type Payment = { captured: boolean; amount_refunded: number };
  const mine: Order[] = [];
  for (let skip = 0; ; skip += 100) {
    const page = await razorpayGet<{ items: Order[] }>(`/orders?count=100&skip=${skip}`);
    const recent = page.items.filter((o) => o.created_at >= sinceSeconds);
    mine.push(
      ...recent.filter((o) => Object.entries(notes).every(([k, v]) => (o.notes as Record<string, string>)[k] === v)),
    );
    if (recent.length < page.items.length || page.items.length < 100) break;
  }
  let captured = 0;
  let refunded = 0;
  for (const order of mine) {
    const { items } = await razorpayGet<{ items: Payment[] }>(`/orders/${order.id}/payments`);
    captured += items.filter((p) => p.captured).length;
    refunded += items.filter((p) => p.amount_refunded > 0).length;
  }
  return { orders: mine.length, captured, refunded };
}
