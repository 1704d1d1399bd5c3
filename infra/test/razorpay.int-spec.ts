import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Razorpay from 'razorpay';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import { resolveAddresses } from '../local/addresses';
import { createRazorpayClient } from '../razorpay/sdk';

/** The official SDK against the running stand-in (infra:up starts it on 127.0.0.1:7070). */
const settings = resolveAddresses().razorpay;
const rzp = createRazorpayClient(settings);
const control = (path: string, body: unknown) =>
  fetch(`${settings.apiUrl}/_stand-in${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const SUCCESS_CARD = { number: '4111 1111 1111 1111', expiry: '12/39', cvv: '123', name: 'Asha Rao' };

async function newOrder(amount = 2_500_000) {
  return rzp.orders.create({
    amount,
    currency: 'INR',
    receipt: `trio_${Date.now() % 100_000_000}`,
    notes: { test: 'int' },
  });
}

interface Received {
  headers: IncomingHttpHeaders;
  raw: string;
  answered: number;
}

/** A webhook receiver that answers 503 to its first `failures` requests. */
async function webhookReceiver(failures: number) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answered = received.length < failures ? 503 : 200;
      received.push({ headers: req.headers, raw: Buffer.concat(chunks).toString('utf8'), answered });
      res.writeHead(answered).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/razorpay/webhook`;
  return { url, received, close: () => new Promise((r) => server.close(r)) };
}

async function until(condition: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('Razorpay stand-in through the official razorpay SDK', () => {
  it('creates and fetches an order', async () => {
    const order = await newOrder();
    expect(order).toMatchObject({
      entity: 'order',
      amount: 2_500_000,
      amount_due: 2_500_000,
      amount_paid: 0,
      currency: 'INR',
      status: 'created',
      attempts: 0,
      notes: { test: 'int' },
    });
    expect(order.id).toMatch(/^order_[0-9A-Za-z]{14}$/);
    expect(await rzp.orders.fetch(order.id)).toEqual(order);
  });

  it("answers bad credentials with 401 and Razorpay's error shape", async () => {
    const intruder = createRazorpayClient({ ...settings, keySecret: 'not-the-secret' });
    await expect(intruder.orders.create({ amount: 10_000, currency: 'INR' })).rejects.toEqual({
      statusCode: 401,
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Authentication failed',
        source: 'NA',
        step: 'NA',
        reason: 'NA',
        metadata: {},
      },
    });
    const res = await fetch(`${settings.apiUrl}/v1/orders`);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('BAD_REQUEST_ERROR');
  });

  it('answers bad input and unknown ids with 400', async () => {
    await expect(rzp.orders.create({ amount: 50, currency: 'INR' })).rejects.toMatchObject({
      statusCode: 400,
      error: { code: 'BAD_REQUEST_ERROR', field: 'amount', description: 'The amount must be at least INR 1.00' },
    });
    await expect(rzp.orders.fetch('order_00000000000000')).rejects.toMatchObject({
      statusCode: 400,
      error: { description: 'The id provided does not exist' },
    });
  });

  it('captures a payment with the success card; the signature verifies, by hand and with the SDK', async () => {
    const order = await newOrder();
    const res = await control(`/orders/${order.id}/pay`, {
      method: 'card',
      card: SUCCESS_CARD,
      email: 'asha@example.in',
    });
    expect(res.status).toBe(200);
    const triple = (await res.json()) as {
      razorpay_payment_id: string;
      razorpay_order_id: string;
      razorpay_signature: string;
    };
    expect(triple.razorpay_order_id).toBe(order.id);
    expect(triple.razorpay_signature).toBe(
      createHmac('sha256', settings.keySecret).update(`${order.id}|${triple.razorpay_payment_id}`).digest('hex'),
    );
    expect(
      validatePaymentVerification(
        { order_id: order.id, payment_id: triple.razorpay_payment_id },
        triple.razorpay_signature,
        settings.keySecret,
      ),
    ).toBe(true);
    expect(
      validatePaymentVerification(
        { order_id: order.id, payment_id: triple.razorpay_payment_id },
        triple.razorpay_signature,
        'another-secret',
      ),
    ).toBe(false);

    const payment = await rzp.payments.fetch(triple.razorpay_payment_id);
    expect(payment).toMatchObject({
      entity: 'payment',
      status: 'captured',
      captured: true,
      method: 'card',
      amount: 2_500_000,
      currency: 'INR',
      order_id: order.id,
      email: 'asha@example.in',
    });
    expect(await rzp.orders.fetch(order.id)).toMatchObject({
      status: 'paid',
      amount_paid: 2_500_000,
      amount_due: 0,
      attempts: 1,
    });
    const payments = await rzp.orders.fetchPayments(order.id);
    expect(payments).toMatchObject({ entity: 'collection', count: 1 });
  });

  it('fails a payment with a declined card: the failure object, no capture, the order unpaid', async () => {
    const order = await newOrder();
    const res = await control(`/orders/${order.id}/pay`, {
      method: 'card',
      card: { ...SUCCESS_CARD, number: '4000 0000 0000 0002' },
    });
    expect(res.status).toBe(400);
    const failure = (await res.json()) as {
      error: { code: string; reason: string; metadata: { order_id: string; payment_id: string } };
    };
    expect(failure.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      source: 'bank',
      step: 'payment_authorization',
      reason: 'card_declined',
      metadata: { order_id: order.id },
    });
    expect(await rzp.payments.fetch(failure.error.metadata.payment_id)).toMatchObject({
      status: 'failed',
      captured: false,
      error_reason: 'card_declined',
    });
    expect(await rzp.orders.fetch(order.id)).toMatchObject({ status: 'attempted', amount_paid: 0, attempts: 1 });
  });

  it('refunds a captured payment through the SDK', async () => {
    const order = await newOrder(100_000);
    const triple = (await (
      await control(`/orders/${order.id}/pay`, { method: 'upi', vpa: 'success@razorpay' })
    ).json()) as { razorpay_payment_id: string };
    const refund = await rzp.payments.refund(triple.razorpay_payment_id, {
      amount: 40_000,
      notes: { reason: 'home let to another applicant' },
    });
    expect(refund).toMatchObject({
      entity: 'refund',
      amount: 40_000,
      payment_id: triple.razorpay_payment_id,
      status: 'processed',
    });
    expect(refund.id).toMatch(/^rfnd_/);
    await rzp.payments.refund(triple.razorpay_payment_id, {});
    expect(await rzp.payments.fetch(triple.razorpay_payment_id)).toMatchObject({
      status: 'refunded',
      amount_refunded: 100_000,
      refund_status: 'full',
    });
    const refunds = await rzp.payments.fetchMultipleRefund(triple.razorpay_payment_id);
    expect(refunds.items.map((r) => r.amount)).toEqual([40_000, 60_000]);
  });

  it('delivers webhooks signed over the raw body, retried until acknowledged, and duplicates on request', async () => {
    const hook = await webhookReceiver(2);
    try {
      const order = await newOrder();
      expect((await control(`/orders/${order.id}/webhook-url`, { url: hook.url })).status).toBe(200);
      const triple = (await (
        await control(`/orders/${order.id}/pay`, { method: 'upi', vpa: 'success@razorpay' })
      ).json()) as { razorpay_payment_id: string };

      await until(() => hook.received.filter((r) => r.answered === 200).length === 2, 'both events acknowledged');
      expect(hook.received.length).toBe(4);
      for (const { raw, headers } of hook.received) {
        expect(
          Razorpay.validateWebhookSignature(raw, String(headers['x-razorpay-signature']), settings.webhookSecret),
        ).toBe(true);
        expect(validateWebhookSignature(raw, String(headers['x-razorpay-signature']), 'wrong-secret')).toBe(false);
      }
      const acknowledged = hook.received
        .filter((r) => r.answered === 200)
        .map(
          (r) =>
            JSON.parse(r.raw) as {
              event: string;
              account_id: string;
              payload: { payment: { entity: { id: string } }; order?: { entity: { status: string } } };
            },
        );
      expect(acknowledged.map((e) => e.event).sort()).toEqual(['order.paid', 'payment.captured']);
      expect(acknowledged.every((e) => e.payload.payment.entity.id === triple.razorpay_payment_id)).toBe(true);

      const deliveries = (await (await fetch(`${settings.apiUrl}/_stand-in/webhooks?order_id=${order.id}`)).json()) as {
        items: { state: string; attempts: number }[];
      };
      expect(deliveries.items.every((d) => d.state === 'delivered')).toBe(true);

      const before = hook.received.length;
      const redelivered = await control(`/payments/${triple.razorpay_payment_id}/redeliver`, {
        times: 3,
        event: 'payment.captured',
      });
      expect(await redelivered.json()).toEqual({ queued: 3 });
      await until(() => hook.received.length === before + 3, 'three duplicates');
      const captured = hook.received.filter((r) => r.raw.includes('"event":"payment.captured"'));
      expect(new Set(captured.map((r) => r.headers['x-razorpay-event-id'])).size).toBe(1);
      expect(new Set(captured.map((r) => r.raw)).size).toBe(1);
    } finally {
      await hook.close();
    }
  });

  it('serves the checkout script to any origin', async () => {
    const res = await fetch(settings.checkoutUrl, { headers: { origin: 'http://127.0.0.1:5173' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.text()).toContain('window.Razorpay = Razorpay');
  });
});
