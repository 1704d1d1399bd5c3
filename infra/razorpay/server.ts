import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { RazorpayAccount, type Customer, type PaymentResult, type WebhookEventName } from './account';
import { collection } from './entities';
import { authenticationFailed, invalidInput, RazorpayApiError, unknownUrl } from './errors';
import type { PaymentInstrument } from './test-instruments';
import { WebhookDispatcher, type WebhookSettings } from './webhooks';

export interface StandInOptions {
  keyId: string;
  keySecret: string;
  webhook: WebhookSettings;
  /** Keeps orders, payments and refunds across restarts when given. */
  stateFile?: string;
}

export interface StandIn {
  server: Server;
  account: RazorpayAccount;
  webhooks: WebhookDispatcher;
  close(): Promise<void>;
}

/** The browser checkout script, read once: a plain classic script (no modules, no eval). */
const CHECKOUT_SCRIPT = readFileSync(join(__dirname, 'checkout', 'checkout.js'), 'utf8');

const MAX_BODY_BYTES = 1_000_000;

/** Any origin may call: this is a test server on loopback, called from the SPA's dev and served origins. */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PATCH, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-max-age': '600',
};

type Body = Record<string, unknown>;

type Route = {
  method: string;
  pattern: RegExp;
  /** Basic auth with the key id and secret (the merchant's server API). */
  secured: boolean;
  handle: (
    params: string[],
    body: Body,
    url: URL,
  ) => { status: number; json: unknown } | Promise<{ status: number; json: unknown }>;
};

function send(res: ServerResponse, status: number, json: unknown): void {
  const text = JSON.stringify(json);
  res.writeHead(status, {
    ...CORS_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<Body> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw invalidInput('The request body is too large.');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidInput('The request body is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw invalidInput('The request body must be a JSON object.');
  }
  return parsed as Body;
}

/** Razorpay's answers for missing, unknown and wrong credentials. */
function checkBasicAuth(header: string | undefined, keyId: string, keySecret: string): void {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!match) throw authenticationFailed('Please provide your api key for authentication purposes.');
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const id = colon < 0 ? decoded : decoded.slice(0, colon);
  const secret = colon < 0 ? '' : decoded.slice(colon + 1);
  if (id !== keyId) throw authenticationFailed('The api key provided is invalid');
  if (secret !== keySecret) throw authenticationFailed('Authentication failed');
}

function instrumentFrom(body: Body): PaymentInstrument {
  if (body.method === 'card') {
    const card = (typeof body.card === 'object' && body.card !== null ? body.card : {}) as Record<string, unknown>;
    return {
      method: 'card',
      card: {
        number: String(card.number ?? ''),
        expiry: String(card.expiry ?? ''),
        cvv: String(card.cvv ?? ''),
        name: typeof card.name === 'string' ? card.name : undefined,
      },
    };
  }
  if (body.method === 'upi') return { method: 'upi', vpa: String(body.vpa ?? '') };
  throw invalidInput('The method must be card or upi.', 'method');
}

function customerFrom(body: Body): Customer {
  return {
    email: typeof body.email === 'string' && body.email ? body.email : undefined,
    contact: typeof body.contact === 'string' && body.contact ? body.contact : undefined,
  };
}

/** A checkout attempt's answer: 200 with the success triple, or 400 with the failure object. */
const paymentAnswer = (result: PaymentResult) =>
  result.paid ? { status: 200, json: result.triple } : { status: 400, json: result.failure };

function positiveCount(value: unknown, fallback: number): number {
  const n = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 100)
    throw invalidInput('times must be a whole number from 1 to 100.', 'times');
  return n;
}

/**
 * The stand-in's HTTP server: Razorpay's API under /v1 (basic auth), the browser checkout (script and its
 * payment call, which like Razorpay's checkout authenticates with the public key id only), and test-only
 * control endpoints under /_stand-in.
 */
export function createStandIn(options: StandInOptions): StandIn {
  const webhooks = new WebhookDispatcher(options.webhook, (orderId) => a.webhookUrlFor(orderId));
  const a: RazorpayAccount = new RazorpayAccount(
    options.keySecret,
    (event, payment, order) => webhooks.publish(event, payment, order),
    options.stateFile,
  );

  const routes: Route[] = [
    // ---- Razorpay's API
    {
      method: 'POST',
      pattern: /^\/v1\/orders$/,
      secured: true,
      handle: (_p, body) => ({ status: 200, json: a.createOrder(body) }),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/orders$/,
      secured: true,
      handle: (_p, _b, url) => ({ status: 200, json: a.listOrders(Object.fromEntries(url.searchParams)) }),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/orders\/([^/]+)\/?$/,
      secured: true,
      handle: ([id]) => ({ status: 200, json: a.order(id!) }),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/orders\/([^/]+)\/payments$/,
      secured: true,
      handle: ([id]) => ({ status: 200, json: a.paymentsOfOrder(id!) }),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/payments\/([^/]+)$/,
      secured: true,
      handle: ([id]) => ({ status: 200, json: a.payment(id!) }),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payments\/([^/]+)\/capture$/,
      secured: true,
      handle: ([id], body) => ({ status: 200, json: a.capture(id!, body) }),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payments\/([^/]+)\/refund$/,
      secured: true,
      handle: ([id], body) => ({ status: 200, json: a.refund(id!, body) }),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/payments\/([^/]+)\/refunds$/,
      secured: true,
      handle: ([id]) => ({ status: 200, json: a.refundsOfPayment(id!) }),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/payments\/([^/]+)\/refunds\/([^/]+)$/,
      secured: true,
      handle: ([paymentId, refundId]) => {
        const refund = a.refundEntity(refundId!);
        if (refund.payment_id !== a.payment(paymentId!).id) throw invalidInput('The id provided does not exist');
        return { status: 200, json: refund };
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/refunds\/([^/]+)$/,
      secured: true,
      handle: ([id]) => ({ status: 200, json: a.refundEntity(id!) }),
    },

    // ---- the browser checkout: authenticated by the public key id, as Razorpay's checkout is. A declined or
    // malformed payment is an outcome, not an HTTP error (200 with `outcome`), so the page's console stays clean,
    // as it does with Razorpay's own checkout.
    {
      method: 'POST',
      pattern: /^\/v1\/checkout\/payments$/,
      secured: false,
      handle: (_p, body) => {
        if (body.key_id !== options.keyId) throw authenticationFailed('The api key provided is invalid');
        try {
          if (typeof body.order_id !== 'string') throw invalidInput('The order_id field is required.', 'order_id');
          const result = a.pay(body.order_id, instrumentFrom(body), customerFrom(body));
          return {
            status: 200,
            json: result.paid
              ? { outcome: 'paid', response: result.triple }
              : { outcome: 'failed', response: result.failure },
          };
        } catch (err) {
          if (err instanceof RazorpayApiError && err.status === 400) {
            return { status: 200, json: { outcome: 'refused', response: err.toJSON() } };
          }
          throw err;
        }
      },
    },

    // ---- test-only control
    {
      method: 'GET',
      pattern: /^\/_stand-in\/health$/,
      secured: false,
      handle: () => ({ status: 200, json: { status: 'ok', service: 'razorpay-stand-in' } }),
    },
    {
      method: 'POST',
      pattern: /^\/_stand-in\/orders\/([^/]+)\/pay$/,
      secured: false,
      handle: ([id], body) => paymentAnswer(a.pay(id!, instrumentFrom(body), customerFrom(body))),
    },
    {
      method: 'POST',
      pattern: /^\/_stand-in\/orders\/([^/]+)\/webhook-url$/,
      secured: false,
      handle: ([id], body) => {
        if (typeof body.url !== 'string' || !/^https?:\/\/\S+$/.test(body.url)) {
          throw invalidInput('url must be an http(s) URL.', 'url');
        }
        a.setWebhookUrlOfOrder(id!, body.url);
        return { status: 200, json: { order_id: id, url: body.url } };
      },
    },
    {
      method: 'POST',
      pattern: /^\/_stand-in\/payments\/([^/]+)\/redeliver$/,
      secured: false,
      handle: ([id], body) => {
        const payment = a.payment(id!);
        const event = body.event === undefined ? undefined : String(body.event);
        if (event !== undefined && !['payment.captured', 'payment.failed', 'order.paid'].includes(event)) {
          throw invalidInput('event must be payment.captured, payment.failed or order.paid.', 'event');
        }
        const copies = webhooks.redeliver(
          payment.id,
          positiveCount(body.times, 1),
          event as WebhookEventName | undefined,
        );
        return { status: 200, json: { queued: copies.length } };
      },
    },
    {
      method: 'GET',
      pattern: /^\/_stand-in\/webhooks$/,
      secured: false,
      handle: (_p, _b, url) => {
        const deliveries = webhooks.list({
          paymentId: url.searchParams.get('payment_id') ?? undefined,
          orderId: url.searchParams.get('order_id') ?? undefined,
        });
        return {
          status: 200,
          json: collection(deliveries.map(({ body: _body, ...rest }) => rest)),
        };
      },
    },
  ];

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      try {
        if (req.method === 'OPTIONS') {
          res.writeHead(204, CORS_HEADERS);
          res.end();
          return;
        }
        if ((req.method === 'GET' || req.method === 'HEAD') && url.pathname === '/v1/checkout.js') {
          res.writeHead(200, {
            ...CORS_HEADERS,
            'content-type': 'text/javascript; charset=utf-8',
            'cache-control': 'no-cache',
            'cross-origin-resource-policy': 'cross-origin',
          });
          res.end(req.method === 'HEAD' ? undefined : CHECKOUT_SCRIPT);
          return;
        }
        const path = url.pathname;
        for (const route of routes) {
          const match = route.pattern.exec(path);
          if (!match || route.method !== req.method) continue;
          if (route.secured) checkBasicAuth(req.headers.authorization, options.keyId, options.keySecret);
          const body = req.method === 'GET' ? {} : await readBody(req);
          const answer = await route.handle(match.slice(1).map(decodeURIComponent), body, url);
          send(res, answer.status, answer.json);
          return;
        }
        throw unknownUrl();
      } catch (err) {
        if (err instanceof RazorpayApiError) {
          send(res, err.status, err.toJSON());
          return;
        }
        console.error(`${req.method} ${req.url}: ${(err as Error).stack ?? String(err)}`);
        send(res, 500, {
          error: {
            code: 'SERVER_ERROR',
            description: 'The server encountered an error. The incident has been reported to admins.',
            source: 'NA',
            step: 'NA',
            reason: 'NA',
            metadata: {},
          },
        });
      }
    })();
  });

  return {
    server,
    account: a,
    webhooks,
    close: () =>
      new Promise((resolve) => {
        webhooks.stop();
        a.save();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
