import { randomInt } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  collection,
  unixNow,
  type CardEntity,
  type Collection,
  type Notes,
  type OrderEntity,
  type PaymentEntity,
  type RefundEntity,
} from './entities';
import { invalidInput, malformedId, noSuchId, notAllowedNow } from './errors';
import { hasIdShape, newId, type IdPrefix } from './ids';
import { paymentSignature } from './signatures';
import {
  cardDigits,
  cardNetwork,
  outcomeOf,
  validationProblem,
  type PaymentFailure,
  type PaymentInstrument,
} from './test-instruments';

/** What Razorpay's checkout hands the page's `handler` on success. */
export interface SuccessTriple {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** What the page's `payment.failed` listener receives. */
export interface FailureObject {
  error: PaymentFailure & { field?: string; metadata: { order_id: string; payment_id: string } };
}

export type PaymentResult = { paid: true; triple: SuccessTriple } | { paid: false; failure: FailureObject };

/** Events the stand-in sends webhooks for. */
export type WebhookEventName = 'payment.captured' | 'payment.failed' | 'order.paid';

/** Called after each change a webhook reports, with the entities as they are at that moment. */
export type EventSink = (event: WebhookEventName, payment: PaymentEntity, order: OrderEntity) => void;

export interface Customer {
  email?: string;
  contact?: string;
}

interface Snapshot {
  orders: OrderEntity[];
  payments: PaymentEntity[];
  refunds: RefundEntity[];
  webhookUrlOfOrder: Record<string, string>;
}

const ORDER_FIELDS = new Set(['amount', 'currency', 'receipt', 'notes', 'partial_payment', 'payment_capture']);
const REFUND_FIELDS = new Set(['amount', 'speed', 'notes', 'receipt']);
const MIN_AMOUNT = 100;

function validateNotes(notes: unknown): Notes {
  if (notes === undefined || notes === null) return {};
  if (typeof notes !== 'object' || Array.isArray(notes))
    throw invalidInput('The notes field must be an object.', 'notes');
  const entries = Object.entries(notes as Record<string, unknown>);
  if (entries.length > 15) throw invalidInput('Number of notes must be at most 15.', 'notes');
  const result: Notes = {};
  for (const [key, value] of entries) {
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      throw invalidInput('The notes values must be strings.', 'notes');
    }
    const text = String(value);
    if (text.length > 256) throw invalidInput('The notes value may not be greater than 256 characters.', 'notes');
    result[key] = text;
  }
  return result;
}

/** Razorpay shows empty notes as `[]` (a PHP empty array), filled ones as an object. */
const notesField = (notes: Notes): Notes | [] => (Object.keys(notes).length === 0 ? [] : notes);

function rejectUnknownFields(body: Record<string, unknown>, allowed: Set<string>): void {
  const extra = Object.keys(body).filter((key) => !allowed.has(key));
  if (extra.length > 0) throw invalidInput(`${extra.join(', ')} is/are not required and should not be sent`, extra[0]);
}

function validateAmount(value: unknown, currency = 'INR'): number {
  if (value === undefined || value === null || value === '')
    throw invalidInput('The amount field is required.', 'amount');
  const amount = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isInteger(amount)) {
    throw invalidInput('The amount must be an integer.', 'amount');
  }
  if (amount < MIN_AMOUNT) throw invalidInput(`The amount must be at least ${currency} 1.00`, 'amount');
  return amount;
}

/**
 * The merchant account behind the stand-in: its orders, payments and refunds, and the rules that move them
 * (Razorpay's, as documented: an order is `created`, `attempted` after a first payment attempt and `paid` once a
 * payment is captured; payments are captured automatically; refunds are processed at once).
 *
 * State lives in memory; with a `stateFile` it is also written there (debounced) and read back at start, so a
 * restart keeps orders and payments. Pending webhook deliveries are not kept.
 */
export class RazorpayAccount {
  private readonly orders = new Map<string, OrderEntity>();
  private readonly payments = new Map<string, PaymentEntity>();
  private readonly refunds = new Map<string, RefundEntity>();
  private readonly webhookUrlOfOrder = new Map<string, string>();
  private saveTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly keySecret: string,
    private readonly onEvent: EventSink = () => undefined,
    private readonly stateFile?: string,
  ) {
    if (stateFile && existsSync(stateFile)) this.load(stateFile);
  }

  // ---- orders

  createOrder(body: Record<string, unknown>): OrderEntity {
    rejectUnknownFields(body, ORDER_FIELDS);
    const currency = body.currency === undefined ? 'INR' : body.currency;
    if (currency !== 'INR') throw invalidInput('The stand-in accepts INR only.', 'currency');
    const amount = validateAmount(body.amount, currency);
    if (body.receipt !== undefined && body.receipt !== null) {
      if (typeof body.receipt !== 'string') throw invalidInput('The receipt must be a string.', 'receipt');
      if (body.receipt.length > 40) throw invalidInput('The receipt may not be greater than 40 characters.', 'receipt');
    }
    const order: OrderEntity = {
      id: newId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt: typeof body.receipt === 'string' ? body.receipt : null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: notesField(validateNotes(body.notes)),
      created_at: unixNow(),
    };
    this.orders.set(order.id, order);
    this.changed();
    return order;
  }

  order(id: string): OrderEntity {
    return this.find(this.orders, id, 'order');
  }

  listOrders(query: { count?: string; skip?: string; receipt?: string }): Collection<OrderEntity> {
    const count = Math.min(Math.max(Number(query.count ?? 10) || 10, 1), 100);
    const skip = Math.max(Number(query.skip ?? 0) || 0, 0);
    const all = [...this.orders.values()]
      .filter((o) => query.receipt === undefined || o.receipt === query.receipt)
      .sort((a, b) => b.created_at - a.created_at);
    return collection(all.slice(skip, skip + count));
  }

  paymentsOfOrder(id: string): Collection<PaymentEntity> {
    const order = this.order(id);
    return collection([...this.payments.values()].filter((p) => p.order_id === order.id));
  }

  /** Test-only: webhooks about this order's payments go to `url` instead of the configured one. */
  setWebhookUrlOfOrder(id: string, url: string): void {
    const order = this.order(id);
    this.webhookUrlOfOrder.set(order.id, url);
    this.changed();
  }

  webhookUrlFor(orderId: string): string | undefined {
    return this.webhookUrlOfOrder.get(orderId);
  }

  // ---- payments

  /**
   * One payment attempt on an order, as the checkout makes it: a malformed instrument is refused (400, nothing
   * created); otherwise a payment is created and either captured (the order becomes paid; the answer is the
   * signed success triple) or failed (the answer is Razorpay's failure object).
   */
  pay(orderId: string, instrument: PaymentInstrument, customer: Customer = {}): PaymentResult {
    const order = this.order(orderId);
    if (order.status === 'paid') throw notAllowedNow('This order has already been paid.', 'order_id');
    const problem = validationProblem(instrument);
    if (problem) throw problem;
    const failure = outcomeOf(instrument);
    const payment = this.newPayment(order, instrument, customer);
    order.attempts += 1;
    order.status = 'attempted';
    if (failure) {
      Object.assign(payment, {
        status: 'failed',
        error_code: failure.code,
        error_description: failure.description,
        error_source: failure.source,
        error_step: failure.step,
        error_reason: failure.reason,
      } satisfies Partial<PaymentEntity>);
      this.payments.set(payment.id, payment);
      this.changed();
      this.onEvent('payment.failed', payment, order);
      return {
        paid: false,
        failure: { error: { ...failure, metadata: { order_id: order.id, payment_id: payment.id } } },
      };
    }
    // Authorised, then captured at once (Razorpay's default automatic capture). Fee: 2 % including 18 % GST.
    const fee = Math.round(order.amount * 0.02);
    Object.assign(payment, {
      status: 'captured',
      captured: true,
      fee,
      tax: Math.round((fee * 18) / 118),
    } satisfies Partial<PaymentEntity>);
    order.amount_paid = order.amount;
    order.amount_due = 0;
    order.status = 'paid';
    this.payments.set(payment.id, payment);
    this.changed();
    this.onEvent('payment.captured', payment, order);
    this.onEvent('order.paid', payment, order);
    return {
      paid: true,
      triple: {
        razorpay_payment_id: payment.id,
        razorpay_order_id: order.id,
        razorpay_signature: paymentSignature(order.id, payment.id, this.keySecret),
      },
    };
  }

  private newPayment(order: OrderEntity, instrument: PaymentInstrument, customer: Customer): PaymentEntity {
    const base: PaymentEntity = {
      id: newId('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status: 'created',
      order_id: order.id,
      invoice_id: null,
      international: false,
      method: instrument.method,
      amount_refunded: 0,
      refund_status: null,
      captured: false,
      description: null,
      card_id: null,
      bank: null,
      wallet: null,
      vpa: null,
      email: customer.email ?? 'void@razorpay.com',
      contact: customer.contact ?? '+919000090000',
      notes: order.notes,
      fee: null,
      tax: null,
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      acquirer_data: {},
      created_at: unixNow(),
    };
    if (instrument.method === 'card') {
      const digits = cardDigits(instrument.card.number);
      const card: CardEntity = {
        id: newId('card'),
        entity: 'card',
        name: instrument.card.name ?? '',
        last4: digits.slice(-4),
        network: cardNetwork(digits),
        type: 'credit',
        issuer: null,
        international: false,
        emi: false,
        sub_type: 'consumer',
        token_iin: null,
      };
      return { ...base, card_id: card.id, card, acquirer_data: { auth_code: String(randomInt(100000, 1000000)) } };
    }
    const vpa = instrument.vpa.trim();
    return { ...base, vpa, upi: { vpa }, acquirer_data: { rrn: null, upi_transaction_id: null } };
  }

  payment(id: string): PaymentEntity {
    return this.find(this.payments, id, 'pay');
  }

  /** Payments are captured when paid; capturing again is what Razorpay refuses. */
  capture(id: string, body: Record<string, unknown>): PaymentEntity {
    const payment = this.payment(id);
    if (payment.status === 'failed') throw notAllowedNow('This payment has failed and cannot be captured.');
    if (payment.captured) throw notAllowedNow('This payment has already been captured');
    const amount = validateAmount(body.amount, payment.currency);
    if (amount !== payment.amount)
      throw invalidInput('Capture amount must be equal to the amount authorized', 'amount');
    return payment;
  }

  // ---- refunds

  refund(paymentId: string, body: Record<string, unknown>): RefundEntity {
    rejectUnknownFields(body, REFUND_FIELDS);
    const payment = this.payment(paymentId);
    if (!payment.captured) throw notAllowedNow('The payment has not been captured and cannot be refunded.');
    const left = payment.amount - payment.amount_refunded;
    if (left <= 0) throw notAllowedNow('The payment has been fully refunded already', 'amount');
    const amount = body.amount === undefined ? left : validateAmount(body.amount, payment.currency);
    if (amount > left) throw invalidInput('The refund amount provided is greater than amount captured', 'amount');
    if (body.speed !== undefined && body.speed !== 'normal' && body.speed !== 'optimum') {
      throw invalidInput('The selected speed is invalid.', 'speed');
    }
    const refund: RefundEntity = {
      id: newId('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: notesField(validateNotes(body.notes)),
      receipt: typeof body.receipt === 'string' ? body.receipt : null,
      acquirer_data: { arn: null },
      created_at: unixNow(),
      batch_id: null,
      status: 'processed',
      speed_processed: 'normal',
      speed_requested: body.speed === 'optimum' ? 'optimum' : 'normal',
    };
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
    if (payment.refund_status === 'full') payment.status = 'refunded';
    this.refunds.set(refund.id, refund);
    this.changed();
    return refund;
  }

  refundsOfPayment(paymentId: string): Collection<RefundEntity> {
    const payment = this.payment(paymentId);
    return collection([...this.refunds.values()].filter((r) => r.payment_id === payment.id));
  }

  refundEntity(id: string): RefundEntity {
    return this.find(this.refunds, id, 'rfnd');
  }

  // ---- state

  private find<T>(map: Map<string, T>, id: string, prefix: IdPrefix): T {
    if (!hasIdShape(id, prefix)) throw malformedId(id);
    const found = map.get(id);
    if (!found) throw noSuchId();
    return found;
  }

  private changed(): void {
    if (!this.stateFile || this.saveTimer) return;
    this.saveTimer = setTimeout(() => {
      this.saveTimer = undefined;
      this.save();
    }, 200);
  }

  /** Writes the state file now (also called on shutdown). */
  save(): void {
    if (!this.stateFile) return;
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    const snapshot: Snapshot = {
      orders: [...this.orders.values()],
      payments: [...this.payments.values()],
      refunds: [...this.refunds.values()],
      webhookUrlOfOrder: Object.fromEntries(this.webhookUrlOfOrder),
    };
    mkdirSync(dirname(this.stateFile), { recursive: true });
    const temporary = `${this.stateFile}.tmp`;
    writeFileSync(temporary, JSON.stringify(snapshot));
    renameSync(temporary, this.stateFile);
  }

  private load(file: string): void {
    const snapshot = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
    for (const o of snapshot.orders) this.orders.set(o.id, o);
    for (const p of snapshot.payments) this.payments.set(p.id, p);
    for (const r of snapshot.refunds) this.refunds.set(r.id, r);
    for (const [order, url] of Object.entries(snapshot.webhookUrlOfOrder ?? {})) this.webhookUrlOfOrder.set(order, url);
  }
}
