import { createHmac } from 'node:crypto';
import { RazorpayAccount, type WebhookEventName } from './account';
import { RazorpayApiError } from './errors';
import { DECLINED_CARD, FAILURE_VPA, INSUFFICIENT_FUNDS_CARD, SUCCESS_CARD, SUCCESS_VPA } from './test-instruments';

const SECRET = 'key-secret-for-the-spec';
const card = (number: string) => ({ method: 'card' as const, card: { number, expiry: '12/39', cvv: '123' } });

function refusal(run: () => unknown): RazorpayApiError {
  try {
    run();
  } catch (err) {
    if (err instanceof RazorpayApiError) return err;
    throw err;
  }
  throw new Error('expected a Razorpay error');
}

describe('the stand-in account', () => {
  let events: { event: WebhookEventName; paymentStatus: string; orderStatus: string }[];
  let account: RazorpayAccount;

  beforeEach(() => {
    events = [];
    account = new RazorpayAccount(SECRET, (event, payment, order) =>
      events.push({ event, paymentStatus: payment.status, orderStatus: order.status }),
    );
  });

  it("creates orders in Razorpay's shape, amounts in paise", () => {
    const order = account.createOrder({
      amount: 2_550_000,
      currency: 'INR',
      receipt: 'trio_12345678',
      notes: { lease: 'l1' },
    });
    expect(order).toMatchObject({
      entity: 'order',
      amount: 2_550_000,
      amount_paid: 0,
      amount_due: 2_550_000,
      currency: 'INR',
      receipt: 'trio_12345678',
      status: 'created',
      attempts: 0,
      notes: { lease: 'l1' },
    });
    expect(order.id).toMatch(/^order_[0-9A-Za-z]{14}$/);
    expect(account.order(order.id)).toEqual(order);
  });

  it('refuses bad input with the field named, as Razorpay does', () => {
    expect(refusal(() => account.createOrder({ currency: 'INR' })).body).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      description: 'The amount field is required.',
      field: 'amount',
      reason: 'input_validation_failed',
    });
    expect(refusal(() => account.createOrder({ amount: 99 })).body.description).toBe(
      'The amount must be at least INR 1.00',
    );
    expect(refusal(() => account.createOrder({ amount: 100.5 })).body.field).toBe('amount');
    expect(refusal(() => account.createOrder({ amount: 100, receipt: 'r'.repeat(41) })).body.field).toBe('receipt');
    expect(refusal(() => account.createOrder({ amount: 100, amount_in_rupees: 1 })).body.description).toBe(
      'amount_in_rupees is/are not required and should not be sent',
    );
    const unknown = refusal(() => account.order('order_00000000000000'));
    expect([unknown.status, unknown.body.description]).toEqual([400, 'The id provided does not exist']);
    expect(refusal(() => account.order('nonsense')).body.description).toBe('nonsense is not a valid id');
  });

  it('captures a payment with the success card, marks the order paid and signs order_id|payment_id', () => {
    const order = account.createOrder({ amount: 50_000 });
    const result = account.pay(order.id, card('4111 1111 1111 1111'));
    if (!result.paid) throw new Error('expected a captured payment');
    const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = result.triple;
    expect(razorpay_order_id).toBe(order.id);
    expect(razorpay_signature).toBe(
      createHmac('sha256', SECRET).update(`${order.id}|${razorpay_payment_id}`).digest('hex'),
    );
    expect(account.payment(razorpay_payment_id)).toMatchObject({
      status: 'captured',
      captured: true,
      method: 'card',
      amount: 50_000,
      order_id: order.id,
      card: { last4: SUCCESS_CARD.slice(-4), network: 'Visa' },
      error_code: null,
    });
    expect(account.order(order.id)).toMatchObject({ status: 'paid', amount_paid: 50_000, amount_due: 0, attempts: 1 });
    expect(events.map((e) => e.event)).toEqual(['payment.captured', 'order.paid']);
    expect(refusal(() => account.pay(order.id, card(SUCCESS_CARD))).body.description).toBe(
      'This order has already been paid.',
    );
  });

  it.each([
    ['a declining card', card(DECLINED_CARD), 'card_declined', 'bank'],
    ['a card without funds', card(INSUFFICIENT_FUNDS_CARD), 'insufficient_funds', 'customer'],
    ['the failing UPI id', { method: 'upi' as const, vpa: FAILURE_VPA }, 'payment_failed', 'customer'],
  ])(
    'fails a payment with %s: the failure object, a failed payment, an attempted order',
    (_name, instrument, reason, source) => {
      const order = account.createOrder({ amount: 50_000 });
      const result = account.pay(order.id, instrument);
      if (result.paid) throw new Error('expected a failure');
      const { error } = result.failure;
      expect(error).toMatchObject({ code: 'BAD_REQUEST_ERROR', reason, source, step: 'payment_authorization' });
      expect(error.metadata.order_id).toBe(order.id);
      expect(account.payment(error.metadata.payment_id)).toMatchObject({
        status: 'failed',
        captured: false,
        error_code: 'BAD_REQUEST_ERROR',
        error_reason: reason,
        error_description: error.description,
      });
      expect(account.order(order.id)).toMatchObject({ status: 'attempted', amount_paid: 0, attempts: 1 });
      expect(events).toEqual([{ event: 'payment.failed', paymentStatus: 'failed', orderStatus: 'attempted' }]);
    },
  );

  it('lets an order be paid after a failed attempt', () => {
    const order = account.createOrder({ amount: 50_000 });
    account.pay(order.id, { method: 'upi', vpa: FAILURE_VPA });
    const result = account.pay(order.id, { method: 'upi', vpa: SUCCESS_VPA });
    expect(result.paid).toBe(true);
    expect(account.order(order.id)).toMatchObject({ status: 'paid', attempts: 2 });
    expect(account.paymentsOfOrder(order.id).items.map((p) => [p.method, p.status])).toEqual([
      ['upi', 'failed'],
      ['upi', 'captured'],
    ]);
  });

  it('refuses malformed instruments before any payment exists', () => {
    const order = account.createOrder({ amount: 50_000 });
    expect(refusal(() => account.pay(order.id, card('4111 1111 1111 1112'))).body.field).toBe('card[number]');
    expect(
      refusal(() =>
        account.pay(order.id, { method: 'card', card: { number: SUCCESS_CARD, expiry: '01/20', cvv: '1' } }),
      ).body.field,
    ).toBe('card[expiry]');
    expect(refusal(() => account.pay(order.id, { method: 'upi', vpa: 'not a vpa' })).body.field).toBe('vpa');
    expect(account.paymentsOfOrder(order.id).count).toBe(0);
    expect(account.order(order.id)).toMatchObject({ status: 'created', attempts: 0 });
  });

  it('refunds in part and in full, and no more than was captured', () => {
    const order = account.createOrder({ amount: 50_000 });
    const result = account.pay(order.id, card(SUCCESS_CARD));
    if (!result.paid) throw new Error('expected a captured payment');
    const paymentId = result.triple.razorpay_payment_id;
    const part = account.refund(paymentId, { amount: 20_000, notes: { reason: 'double booking' } });
    expect(part).toMatchObject({ entity: 'refund', amount: 20_000, payment_id: paymentId, status: 'processed' });
    expect(part.id).toMatch(/^rfnd_/);
    expect(account.payment(paymentId)).toMatchObject({
      status: 'captured',
      amount_refunded: 20_000,
      refund_status: 'partial',
    });
    expect(refusal(() => account.refund(paymentId, { amount: 30_001 })).body.field).toBe('amount');
    const rest = account.refund(paymentId, {});
    expect(rest.amount).toBe(30_000);
    expect(account.payment(paymentId)).toMatchObject({
      status: 'refunded',
      amount_refunded: 50_000,
      refund_status: 'full',
    });
    expect(account.refundsOfPayment(paymentId).items.map((r) => r.amount)).toEqual([20_000, 30_000]);
    expect(account.order(order.id).status).toBe('paid');
  });

  it('does not refund a failed payment', () => {
    const order = account.createOrder({ amount: 50_000 });
    const result = account.pay(order.id, card(DECLINED_CARD));
    if (result.paid) throw new Error('expected a failure');
    expect(refusal(() => account.refund(result.failure.error.metadata.payment_id, {})).status).toBe(400);
  });
});
