import { newEventId } from './ids';
import { webhookSignature } from './signatures';
import { unixNow, type OrderEntity, type PaymentEntity } from './entities';
import type { WebhookEventName } from './account';

/** A webhook body: Razorpay's event envelope. */
export interface WebhookEvent {
  entity: 'event';
  account_id: string;
  event: WebhookEventName;
  contains: ('payment' | 'order')[];
  payload: { payment: { entity: PaymentEntity }; order?: { entity: OrderEntity } };
  created_at: number;
}

/** One event on its way to one URL (a duplicate is another delivery of the same event id and body). */
export interface WebhookDelivery {
  eventId: string;
  event: WebhookEventName;
  paymentId: string;
  orderId: string;
  url: string;
  /** The exact bytes sent, and signed. */
  body: string;
  attempts: number;
  /** The HTTP status of the last attempt, or the network error. */
  lastOutcome?: string;
  state: 'pending' | 'sending' | 'delivered' | 'abandoned';
  firstQueuedAt: number;
  nextAttemptAt: number;
}

export interface WebhookSettings {
  webhookSecret: string;
  accountId: string;
  /** Where events go unless the order has its own test URL; empty: nowhere. */
  defaultUrl: string;
  /** The first retry waits this long, each next one twice as long… */
  retryBaseMs: number;
  /** …up to this. */
  retryMaxMs: number;
  /** A delivery not acknowledged for this long is abandoned (Razorpay retries for 24 hours). */
  giveUpAfterMs: number;
  /** Each attempt waits this long for an answer (Razorpay: 5 s). */
  timeoutMs: number;
}

const MAX_PARALLEL = 8;

/**
 * Sends webhooks as Razorpay does: a JSON POST signed over its raw body (`X-Razorpay-Signature`, hex
 * HMAC-SHA256 with the webhook secret) with the event's id (`X-Razorpay-Event-Id`), retried with exponential
 * backoff until a 2xx answer. Deliveries are kept (in memory) so tests can see them and ask for duplicates.
 */
export class WebhookDispatcher {
  private readonly deliveries: WebhookDelivery[] = [];
  private timer: NodeJS.Timeout | undefined;
  private inFlight = 0;
  private stopped = false;

  constructor(
    private readonly settings: WebhookSettings,
    private readonly urlOfOrder: (orderId: string) => string | undefined = () => undefined,
  ) {}

  /** Queues an event about a payment (and its order for `order.paid`), snapshotting the entities now. */
  publish(event: WebhookEventName, payment: PaymentEntity, order: OrderEntity): WebhookDelivery | undefined {
    const url = this.urlOfOrder(order.id) ?? this.settings.defaultUrl;
    if (!url) return undefined;
    const body: WebhookEvent = {
      entity: 'event',
      account_id: this.settings.accountId,
      event,
      contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
      payload: {
        payment: { entity: structuredClone(payment) },
        ...(event === 'order.paid' ? { order: { entity: structuredClone(order) } } : {}),
      },
      created_at: unixNow(),
    };
    const delivery = this.enqueue({
      eventId: newEventId(),
      event,
      paymentId: payment.id,
      orderId: order.id,
      url,
      body: JSON.stringify(body),
    });
    return delivery;
  }

  /**
   * Sends every event of a payment (or only `event`) `times` more times: same event id, same body, as
   * Razorpay's at-least-once delivery can. Answers the new deliveries.
   */
  redeliver(paymentId: string, times: number, event?: WebhookEventName): WebhookDelivery[] {
    const originals = new Map<string, WebhookDelivery>();
    for (const d of this.deliveries) {
      if (d.paymentId === paymentId && (!event || d.event === event) && !originals.has(d.eventId)) {
        originals.set(d.eventId, d);
      }
    }
    const copies: WebhookDelivery[] = [];
    for (let i = 0; i < times; i++) {
      for (const original of originals.values()) {
        copies.push(
          this.enqueue({
            eventId: original.eventId,
            event: original.event,
            paymentId: original.paymentId,
            orderId: original.orderId,
            url: original.url,
            body: original.body,
          }),
        );
      }
    }
    return copies;
  }

  list(filter: { paymentId?: string; orderId?: string } = {}): WebhookDelivery[] {
    return this.deliveries.filter(
      (d) =>
        (!filter.paymentId || d.paymentId === filter.paymentId) && (!filter.orderId || d.orderId === filter.orderId),
    );
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private enqueue(
    fields: Pick<WebhookDelivery, 'eventId' | 'event' | 'paymentId' | 'orderId' | 'url' | 'body'>,
  ): WebhookDelivery {
    const now = Date.now();
    const delivery: WebhookDelivery = {
      ...fields,
      attempts: 0,
      state: 'pending',
      firstQueuedAt: now,
      nextAttemptAt: now,
    };
    this.deliveries.push(delivery);
    this.forgetOldDeliveries();
    this.schedule(0);
    return delivery;
  }

  /** Keeps the list bounded: finished deliveries beyond the newest 10,000 are dropped. */
  private forgetOldDeliveries(): void {
    const excess = this.deliveries.length - 10_000;
    if (excess <= 0) return;
    let removed = 0;
    for (let i = 0; i < this.deliveries.length && removed < excess;) {
      const state = this.deliveries[i]!.state;
      if (state === 'delivered' || state === 'abandoned') {
        this.deliveries.splice(i, 1);
        removed++;
      } else i++;
    }
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.run(), Math.max(0, delayMs));
    this.timer.unref?.();
  }

  private run(): void {
    this.timer = undefined;
    const now = Date.now();
    for (const d of this.deliveries) {
      if (this.inFlight >= MAX_PARALLEL) break;
      if (d.state === 'pending' && d.nextAttemptAt <= now) {
        void this.attempt(d);
      }
    }
    const pending = this.deliveries.filter((d) => d.state === 'pending');
    if (pending.length > 0) {
      const next = Math.min(...pending.map((d) => d.nextAttemptAt));
      this.schedule(Math.max(next - Date.now(), this.inFlight >= MAX_PARALLEL ? 50 : 0));
    }
  }

  private async attempt(d: WebhookDelivery): Promise<void> {
    this.inFlight++;
    d.attempts++;
    d.state = 'sending';
    let outcome: string;
    let ok = false;
    try {
      const res = await fetch(d.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Razorpay-Webhook/v1',
          'x-razorpay-signature': webhookSignature(d.body, this.settings.webhookSecret),
          'x-razorpay-event-id': d.eventId,
        },
        body: d.body,
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
      await res.arrayBuffer().catch(() => undefined);
      ok = res.status >= 200 && res.status < 300;
      outcome = String(res.status);
    } catch (err) {
      outcome = (err as Error).name === 'TimeoutError' ? 'timeout' : `network error: ${(err as Error).message}`;
    }
    this.inFlight--;
    d.lastOutcome = outcome;
    d.state = 'pending';
    if (ok) {
      d.state = 'delivered';
    } else if (Date.now() - d.firstQueuedAt >= this.settings.giveUpAfterMs) {
      d.state = 'abandoned';
    } else {
      const wait = Math.min(this.settings.retryBaseMs * 2 ** (d.attempts - 1), this.settings.retryMaxMs);
      d.nextAttemptAt = Date.now() + wait;
    }
    this.schedule(0);
  }
}
