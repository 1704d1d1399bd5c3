import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RazorpayAccount } from './account';
import { SUCCESS_CARD } from './test-instruments';
import { WebhookDispatcher, type WebhookEvent, type WebhookSettings } from './webhooks';

const WEBHOOK_SECRET = 'webhook-secret-for-the-spec';

interface Received {
  headers: IncomingHttpHeaders;
  raw: string;
  answered: number;
}

/** A webhook receiver that answers 500 to the first `failures` requests, then 200. */
async function receiver(failures: number): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answered = received.length < failures ? 500 : 200;
      received.push({ headers: req.headers, raw: Buffer.concat(chunks).toString('utf8'), answered });
      res.writeHead(answered).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, received, server };
}

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

function setup(url: string, overrides: Partial<WebhookSettings> = {}) {
  const dispatcher = new WebhookDispatcher({
    webhookSecret: WEBHOOK_SECRET,
    accountId: 'acc_SpecAccount00001',
    defaultUrl: url,
    retryBaseMs: 20,
    retryMaxMs: 100,
    giveUpAfterMs: 60_000,
    timeoutMs: 2_000,
    ...overrides,
  });
  const account = new RazorpayAccount('key-secret', (event, payment, order) =>
    dispatcher.publish(event, payment, order),
  );
  const order = account.createOrder({ amount: 10_000 });
  return { dispatcher, account, order };
}

describe('webhook delivery', () => {
  const servers: Server[] = [];
  const dispatchers: WebhookDispatcher[] = [];
  afterEach(async () => {
    dispatchers.splice(0).forEach((d) => d.stop());
    await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
  });

  it('posts each event signed over its raw body, retrying until a 2xx answer', async () => {
    const hook = await receiver(2);
    servers.push(hook.server);
    const { dispatcher, account, order } = setup(hook.url);
    dispatchers.push(dispatcher);
    const result = account.pay(order.id, {
      method: 'card',
      card: { number: SUCCESS_CARD, expiry: '12/39', cvv: '123' },
    });
    if (!result.paid) throw new Error('expected a captured payment');

    await until(() => dispatcher.list().every((d) => d.state === 'delivered'));
    const delivered = hook.received.filter((r) => r.answered === 200);
    expect(delivered).toHaveLength(2);
    // The first two requests were refused and sent again: four requests for two events.
    expect(hook.received).toHaveLength(4);
    for (const { headers, raw } of hook.received) {
      expect(headers['content-type']).toBe('application/json');
      expect(headers['x-razorpay-signature']).toBe(createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex'));
      expect(headers['x-razorpay-event-id']).toMatch(/^[0-9A-Za-z]{14}$/);
    }
    const events = delivered.map((r) => JSON.parse(r.raw) as WebhookEvent);
    const byName = Object.fromEntries(events.map((e) => [e.event, e]));
    expect(byName['payment.captured']).toMatchObject({
      entity: 'event',
      account_id: 'acc_SpecAccount00001',
      contains: ['payment'],
      payload: {
        payment: { entity: { id: result.triple.razorpay_payment_id, status: 'captured', order_id: order.id } },
      },
    });
    expect(byName['order.paid']).toMatchObject({
      contains: ['payment', 'order'],
      payload: { order: { entity: { id: order.id, status: 'paid', amount_paid: 10_000 } } },
    });
    const attempts = dispatcher
      .list()
      .map((d) => d.attempts)
      .sort();
    expect(attempts.reduce((a, b) => a + b, 0)).toBe(4);
  });

  it('sends an event again on request: same event id, same bytes', async () => {
    const hook = await receiver(0);
    servers.push(hook.server);
    const { dispatcher, account, order } = setup(hook.url);
    dispatchers.push(dispatcher);
    const result = account.pay(order.id, { method: 'upi', vpa: 'success@razorpay' });
    if (!result.paid) throw new Error('expected a captured payment');
    await until(() => hook.received.length === 2);

    const copies = dispatcher.redeliver(result.triple.razorpay_payment_id, 2, 'payment.captured');
    expect(copies).toHaveLength(2);
    await until(() => hook.received.length === 4);
    const captured = hook.received.filter((r) => (JSON.parse(r.raw) as WebhookEvent).event === 'payment.captured');
    expect(captured).toHaveLength(3);
    expect(new Set(captured.map((r) => r.headers['x-razorpay-event-id'])).size).toBe(1);
    expect(new Set(captured.map((r) => r.raw)).size).toBe(1);
  });

  it('keeps retrying while nothing listens, and gives up after the configured time', async () => {
    const hook = await receiver(0);
    const url = hook.url;
    await new Promise((r) => hook.server.close(r));
    // Within its time: retried, never abandoned (whether an attempt is in flight at the moment we look is chance).
    const patient = setup(url, { giveUpAfterMs: 60_000 });
    dispatchers.push(patient.dispatcher);
    patient.account.pay(patient.order.id, { method: 'upi', vpa: 'failure@razorpay' });
    await until(() => patient.dispatcher.list()[0]!.attempts >= 3);
    const retrying = patient.dispatcher.list()[0]!;
    expect(retrying).toMatchObject({ event: 'payment.failed' });
    expect(['pending', 'sending']).toContain(retrying.state);
    expect(retrying.lastOutcome).toMatch(/network error/);
    // Past its time: abandoned, and not before it.
    const brief = setup(url, { giveUpAfterMs: 300 });
    dispatchers.push(brief.dispatcher);
    brief.account.pay(brief.order.id, { method: 'upi', vpa: 'failure@razorpay' });
    await until(() => brief.dispatcher.list()[0]!.state === 'abandoned', 10_000);
    const abandoned = brief.dispatcher.list()[0]!;
    expect(abandoned.attempts).toBeGreaterThanOrEqual(2);
    expect(Date.now() - abandoned.firstQueuedAt).toBeGreaterThanOrEqual(300);
  });
});
