import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addMonthsToDate, todayInIndia, type RentalApplication } from '@trio/contracts/http/applications';
import type {
  CreateOrderAnswer,
  PaymentHistory,
  PaymentRecord,
  PaymentSuccessAnswer,
  RentLedger,
} from '@trio/contracts/http/payments';
import type { LandlordDashboard } from '@trio/contracts/http/landlord';
import { lateFeePaise, moveInCostsPaise, monthlyRentTotalPaise } from '@trio/contracts/money';
import { createKafka } from '@trio/service-kit/events';
import { collectMessages } from '@trio/service-kit/testing';
import { uniqueAadhaar } from '@trio/service-kit/testing/unique';
import { chargesAtRazorpay } from '../../services/payments/test/stand-in';
import { ApiClient, eventually } from './support/client';
import { collectionScans, recordStackQueries } from './support/query-plans';
import { startStack, type Stack } from './support/stack';
import { signUp, type SignedIn } from './support/people';

interface Triple {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

const razorpay = process.env.RAZORPAY_API_URL ?? 'http://127.0.0.1:7070';
const SUCCESS_CARD = { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123', name: 'Asha Rao' };
const DECLINED_CARD = { number: '4000 0000 0000 0002', expiry: '12/30', cvv: '123', name: 'Asha Rao' };

async function standIn(path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${razorpay}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const pay = (orderId: string, card = SUCCESS_CARD) =>
  standIn(`/_stand-in/orders/${orderId}/pay`, { method: 'card', card, email: 'asha@example.in' });

const listing = {
  propertyAddress: { street: '9, 4th Cross, Jayanagar', city: 'Bengaluru', state: 'Karnataka', zipCode: '560011' },
  description: 'Sunny 2 BHK with a balcony',
  type: 'apartment',
  rentAmount: 25_000,
  bedrooms: 2,
  bathrooms: 2,
  nearbyLandmarks: 'Jayanagar 4th Block',
  leaseType: 'Year-long',
  images: [],
};

/** Issue 13 acceptance, payments side: checkout through the gateway with the real services and the stand-in. */
describe('checkout and payments through the gateway', () => {
  let stack: Stack;
  /** Every collection call the services make here (the last test checks their plans). */
  const queries = recordStackQueries(() => stack);
  let landlord: SignedIn;
  let manager: SignedIn;
  let renter: SignedIn;
  let rival: SignedIn;
  let propertyId: string;
  let applicationId: string;
  let rivalApplicationId: string;
  const today = todayInIndia(new Date());

  const paymentsDb = () => stack.services.payments.db;

  async function applyAndApprove(who: SignedIn): Promise<string> {
    const applied = await who.client.call<RentalApplication>('POST', '/trio/rental-applications/apply', {
      body: {
        formData: {
          firstName: 'Asha',
          lastName: 'Rao',
          phone: '+91 98450 12345',
          address: '12 MG Road, Bengaluru 560001',
          panAdhaar: uniqueAadhaar(),
          moveInDate: addMonthsToDate(today, 1),
          leasePeriod: '11 months',
          numPeople: 2,
        },
        propertyId,
      },
    });
    expect(applied.status).toBe(200);
    const id = applied.body._id;
    const approved = await manager.client.call('PUT', `/trio/rental-applications/${id}/review`, {
      body: { action: 'approve' },
    });
    expect(approved.status).toBe(200);
    // Payments knows the approval from applications.application.reviewed.v1.
    await eventually(async () =>
      (await paymentsDb()
        .collection('applications')
        .countDocuments({ _id: id as never, status: 'approved' })) === 1
        ? true
        : undefined,
    );
    return id;
  }

  async function createOrder(who: SignedIn, body: Record<string, unknown>) {
    const answer = await who.client.call<CreateOrderAnswer>('POST', '/api/razorpay/create-order', { body });
    if (answer.status === 200) {
      // This stack's gateway receives the order's webhooks (the stand-in's default is the local product's).
      const routed = await standIn(`/_stand-in/orders/${answer.body.order.id}/webhook-url`, {
        url: `${stack.gatewayUrl}/api/razorpay/webhook`,
      });
      expect(routed.status).toBe(200);
    }
    return answer;
  }

  const paymentOf = (who: SignedIn, id: string) => who.client.call<PaymentRecord>('GET', `/trio/payments/${id}`);

  beforeAll(async () => {
    stack = await startStack();
    [landlord, renter, rival, manager] = [
      await signUp(stack),
      await signUp(stack),
      await signUp(stack),
      await signUp(stack),
    ];
    const ops = stack.usersOps([
      'add-manager',
      '--email',
      manager.user.email,
      '--name',
      'Priya Nair',
      '--company',
      'T',
    ]);
    expect(ops.status).toBe(0);
    await eventually(async () =>
      (await stack.propertiesDb.collection('managers').countDocuments({ email: manager.user.email })) === 1
        ? true
        : undefined,
    );
    await eventually(async () =>
      (await stack.services.applications.db.collection('managers').countDocuments({})) >= 1 ? true : undefined,
    );
    const submitted = await landlord.client.call<{ _id: string }>('POST', '/trio/propertyListingRequest', {
      body: listing,
    });
    expect(submitted.status).toBe(201);
    propertyId = submitted.body._id;
    expect(
      (
        await manager.client.call('PUT', `/trio/propertyListingRequest/${propertyId}/review`, {
          body: { action: 'approve' },
        })
      ).status,
    ).toBe(200);
    await eventually(async () =>
      (await stack.services.applications.db.collection('properties').countDocuments({ _id: propertyId as never })) ===
        1 &&
      (await paymentsDb()
        .collection('properties')
        .countDocuments({ _id: propertyId as never })) === 1
        ? true
        : undefined,
    );
    applicationId = await applyAndApprove(renter);
    rivalApplicationId = await applyAndApprove(rival);
  }, 180_000);
  afterAll(() => stack?.close());

  it('approved → tampered create-order → declined → 20 checkouts, one order, one capture → verified → webhook ×3 → one completed payment; the rival is refunded and told so', async () => {
    const startedAt = Math.floor(Date.now() / 1000) - 1;
    const costs = moveInCostsPaise(2_500_000);
    const order = await createOrder(renter, {
      amount: 1,
      currency: 'INR',
      receipt: 'mine',
      applicationId,
      propertyId,
      paymentType: 'initial',
    });
    expect(order.status).toBe(200);
    expect(order.body.order.amount).toBe(costs.totalPaise);
    expect(order.body.order.receipt).toMatch(/^trio_\d{8}$/);
    expect(order.body.breakdown).toEqual(costs);
    const rivalOrder = await createOrder(rival, { applicationId: rivalApplicationId });
    expect(rivalOrder.status).toBe(200);

    // Declined card: nothing is charged, the payment records the failure (from the webhook).
    const declined = await pay(order.body.order.id, DECLINED_CARD);
    expect(declined.status).toBe(400);
    await eventually(async () =>
      (await paymentOf(renter, order.body.paymentId)).body.status === 'failed' ? true : undefined,
    );

    // 20 checkouts of the same application at once (tabs, retries): one open order for all, paid once.
    const checkouts = await Promise.all(
      Array.from({ length: 20 }, () =>
        renter.client.call<CreateOrderAnswer>('POST', '/api/razorpay/create-order', { body: { applicationId } }),
      ),
    );
    expect(checkouts.map((c) => c.status)).toEqual(Array<number>(20).fill(200));
    expect(new Set(checkouts.map((c) => c.body.order.id))).toEqual(new Set([order.body.order.id]));
    const attempts = await Promise.all(checkouts.map((c) => pay(c.body.order.id)));
    expect(attempts.map((a) => a.status).sort()).toEqual([200, ...Array<number>(19).fill(400)]);
    const paid = attempts.find((a) => a.status === 200)!;
    const triple = paid.json as unknown as Triple;

    // A bad signature changes nothing.
    const forged = await renter.client.call('POST', '/api/razorpay/payment-success', {
      body: {
        applicationId,
        paymentId: triple.razorpay_payment_id,
        orderId: triple.razorpay_order_id,
        signature: '0'.repeat(64),
        amount: 1,
      },
    });
    expect([forged.status, (forged.body as { code?: string }).code]).toEqual([400, 'PAYMENT_SIGNATURE_INVALID']);

    const success = await renter.client.call<PaymentSuccessAnswer>('POST', '/api/razorpay/payment-success', {
      body: {
        applicationId,
        paymentId: triple.razorpay_payment_id,
        orderId: triple.razorpay_order_id,
        signature: triple.razorpay_signature,
        amount: costs.totalPaise / 100,
      },
    });
    expect(success.status).toBe(200);
    expect(success.body.payment).toMatchObject({ status: 'completed', amountPaise: costs.totalPaise });

    // The webhook three more times: still one completed payment, captured once.
    const redelivered = await standIn(`/_stand-in/payments/${triple.razorpay_payment_id}/redeliver`, { times: 3 });
    expect(redelivered.status).toBe(200);
    await eventually(async () => {
      const res = await fetch(`${razorpay}/_stand-in/webhooks?payment_id=${triple.razorpay_payment_id}`);
      const { items } = (await res.json()) as { items: Array<{ state: string }> };
      return items.length >= 8 && items.every((d) => d.state === 'delivered') ? true : undefined;
    });
    const history = await renter.client.call<PaymentHistory>('GET', `/trio/payments/history/${renter.user.uid}`);
    expect(history.status).toBe(200);
    expect(history.body.payments.filter((p) => p.status === 'completed')).toHaveLength(1);
    expect(history.body.payments[0]).toMatchObject({ paymentType: 'initial', property: { _id: propertyId } });
    const stored = await paymentsDb()
      .collection('payments')
      .findOne({ _id: order.body.paymentId as never });
    // created (0) → failed (1) → completed (2): the deliveries changed nothing more.
    expect(stored?.version).toBe(2);

    // The leases side: one lease, the home occupied, the rival's application closed.
    const leases = await eventually(async () => {
      const answer = await renter.client.call<{ leases: Array<{ _id: string }> }>(
        'GET',
        `/trio/users/${renter.user.uid}/leases`,
      );
      return answer.status === 200 && answer.body.leases.length > 0 ? answer.body.leases : undefined;
    });
    expect(leases).toHaveLength(1);
    await eventually(async () => {
      // The spec's property detail answers a one-element list.
      const property = await renter.client.call<Array<{ status: string }>>('GET', `/trio/properties/${propertyId}`);
      return property.body[0]?.status === 'occupied' ? true : undefined;
    });
    await eventually(async () => {
      const mine = await rival.client.call<{ rentalApplications: RentalApplication[] }>(
        'GET',
        `/trio/users/${rival.user.uid}/rentalApplications`,
      );
      return mine.body.rentalApplications.find((a) => a._id === rivalApplicationId)?.status === 'rejected'
        ? true
        : undefined;
    });

    // Issue 25, item 7: the landlord's Total Collected is the landlord's money in this payment, to the paisa: rent
    // ₹25,000 + deposit ₹37,500 = ₹62,500; the renter's ₹50 application fee and ₹500 processing fee are apart.
    const books = await eventually(async () => {
      const answer = await landlord.client.call<LandlordDashboard>(
        'GET',
        `/trio/landlord/${landlord.user._id}/dashboard`,
      );
      return answer.status === 200 && answer.body.summary.totalCollectedPaise ? answer.body.summary : undefined;
    });
    expect(books).toMatchObject({ totalCollectedPaise: 6_250_000, feesPaidPaise: 55_000 });
    expect(books.occupied).toBe(books.activeLeases);
    expect(books.totalCollectedPaise! + books.feesPaidPaise!).toBe(costs.totalPaise);

    // A webhook with a bad signature: 400, nothing changes.
    const badHook = await fetch(`${stack.gatewayUrl}/api/razorpay/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'ab'.repeat(32) },
      body: JSON.stringify({ event: 'payment.captured', payload: {} }),
    });
    expect(badHook.status).toBe(400);

    // The rival: refused before any charge now; its earlier order, paid anyway, is refunded.
    const refused = await createOrder(rival, { applicationId: rivalApplicationId });
    expect([refused.status, (refused.body as unknown as { code: string }).code]).toEqual([409, 'PROPERTY_UNAVAILABLE']);
    const rivalPaid = await pay(rivalOrder.body.order.id);
    expect(rivalPaid.status).toBe(200);
    const rivalTriple = rivalPaid.json as unknown as Triple;
    await eventually(async () =>
      (await paymentOf(rival, rivalOrder.body.paymentId)).body.status === 'refunded' ? true : undefined,
    );
    // …and the rival's checkout is told the truth: refunded, why and when, as a problem (not a receipt).
    for (const answer of [
      await rival.client.call('POST', '/api/razorpay/payment-success', {
        body: {
          applicationId: rivalApplicationId,
          paymentId: rivalTriple.razorpay_payment_id,
          orderId: rivalTriple.razorpay_order_id,
          signature: rivalTriple.razorpay_signature,
        },
      }),
      await rival.client.call('PUT', `/trio/payments/${rivalOrder.body.paymentId}/status`, {
        body: {
          status: 'completed',
          razorpayPaymentId: rivalTriple.razorpay_payment_id,
          razorpaySignature: rivalTriple.razorpay_signature,
        },
      }),
    ]) {
      expect(answer.status).toBe(409);
      expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(answer.body).toMatchObject({
        code: 'PAYMENT_REFUNDED',
        reason: 'property_unavailable',
        amountPaise: costs.totalPaise,
        refundedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
    }
    expect((await paymentOf(rival, rivalOrder.body.paymentId)).body.refund).toMatchObject({
      reason: 'property_unavailable',
    });
    // At Razorpay: the renter's move-in captured once, never refunded; asking again is refused as paid.
    expect(await chargesAtRazorpay({ applicationId }, startedAt)).toMatchObject({ captured: 1, refunded: 0 });
    const again = await renter.client.call('POST', '/api/razorpay/create-order', { body: { applicationId } });
    expect([again.status, (again.body as { code?: string }).code]).toEqual([409, 'ALREADY_PAID']);

    // The PDF receipt: the payer only; pdftotext shows the TXN id, the amount and the names.
    const receipt = await fetch(`${stack.gatewayUrl}/trio/payments/${order.body.paymentId}/receipt`, {
      headers: { authorization: `Bearer ${renter.client.accessToken}` },
    });
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    const dir = mkdtempSync(join(tmpdir(), 'receipt-e2e-'));
    writeFileSync(join(dir, 'receipt.pdf'), Buffer.from(await receipt.arrayBuffer()));
    const text = execFileSync('pdftotext', [join(dir, 'receipt.pdf'), '-']).toString('utf8');
    expect(text).toContain(success.body.payment.txnId);
    expect(text).toMatch(/(₹|Rs\. )63,050/);
    expect(text).toContain('Asha Rao');
  });

  it('authorises every payments route: signed in, and only for the caller’s own records', async () => {
    const anonymous = new ApiClient(stack.gatewayUrl);
    const mine = (await renter.client.call<PaymentHistory>('GET', `/trio/payments/history/${renter.user.uid}`)).body
      .payments[0]!;
    const calls: Array<[string, string, unknown?]> = [
      ['POST', '/api/razorpay/create-order', { applicationId }],
      ['POST', '/trio/payments/create', { razorpayOrderId: mine.razorpayOrderId }],
      ['PUT', `/trio/payments/${mine._id}/status`, { status: 'completed', razorpayPaymentId: 'pay_x' }],
      [
        'POST',
        '/api/razorpay/payment-success',
        { applicationId, paymentId: 'pay_x', orderId: mine.razorpayOrderId, signature: 'ab' },
      ],
      ['GET', `/trio/payments/history/${renter.user.uid}`],
      ['GET', `/trio/payments/${mine._id}`],
      ['GET', `/trio/payments/${mine._id}/receipt`],
      ['GET', `/trio/payments/ledger/${'0'.repeat(24)}`],
    ];
    for (const [method, path, body] of calls) {
      const signedOut = await anonymous.call(method, path, { body });
      expect([method, path, signedOut.status]).toEqual([method, path, 401]);
      const stranger = await rival.client.call(method, path, { body });
      expect([method, path, [403, 404].includes(stranger.status)]).toEqual([method, path, true]);
    }
    // The webhook is public but needs Razorpay's signature.
    const hook = await anonymous.call('POST', '/api/razorpay/webhook', { body: { event: 'payment.captured' } });
    expect(hook.status).toBe(400);
  });

  it('a monthly rent payment marks that month paid in the lease’s ledger (once the lease exists)', async () => {
    // The applications service makes the lease from the captured initial payment (the leases side of issue 13).
    const lease = await eventually(
      async () =>
        ((await paymentsDb().collection('leases').findOne({ applicationId })) as { _id: string } | null) ?? undefined,
      30_000,
    );
    const order = await createOrder(renter, { rentalId: applicationId, paymentType: 'monthly_rent', amount: 5 });
    expect(order.status).toBe(200);
    expect(order.body.order.amount).toBe(monthlyRentTotalPaise(2_500_000));
    const month = order.body.month!;
    const record = await renter.client.call<PaymentRecord>('POST', '/trio/payments/create', {
      body: { razorpayOrderId: order.body.order.id, paymentType: 'monthly_rent', amount: 1 },
    });
    expect(record.status).toBe(200);
    const paid = await pay(order.body.order.id);
    const triple = paid.json as unknown as Triple;
    const updated = await renter.client.call<PaymentRecord>('PUT', `/trio/payments/${record.body._id}/status`, {
      body: {
        status: 'completed',
        razorpayPaymentId: triple.razorpay_payment_id,
        razorpaySignature: triple.razorpay_signature,
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ status: 'completed', paymentType: 'monthly_rent', month });
    const ledger = await renter.client.call<RentLedger>('GET', `/trio/payments/ledger/${lease._id}`);
    expect(ledger.status).toBe(200);
    expect(ledger.body.items.find((i) => i.month === month)).toMatchObject({ status: 'paid' });
  });

  it('charges an overdue month its late fee once however often the notices run; checkout adds it; its manager alone waives it, once', async () => {
    const lease = await eventually(
      async () =>
        ((await paymentsDb().collection('leases').findOne({ applicationId })) as {
          _id: string;
          startDate: string;
        } | null) ?? undefined,
      30_000,
    );
    // The lease's third month (the first is paid with the move-in), as of 8 days after its due date (India).
    const dueDate = addMonthsToDate(lease.startDate, 2);
    const month = dueDate.slice(0, 7);
    const asOf = new Date(Date.parse(`${dueDate}T00:30:00Z`) + 8 * 86_400_000).toISOString();
    const fee = lateFeePaise(2_500_000);
    expect(fee).toBe(50_000);

    // The rent job, run as of then twice (a retry, a second sweep): the month's fee is charged once.
    const first = stack.services.payments.ops(['rent-notices', '--now', asOf]);
    expect(first.status).toBe(0);
    const again = stack.services.payments.ops(['rent-notices', '--now', asOf]);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('published 0 rent notice(s)');
    const stored = (await paymentsDb()
      .collection('rent_ledgers')
      .findOne({ _id: lease._id as never })) as unknown as { lateFees: Array<{ month: string; feePaise: number }> };
    expect(stored.lateFees.filter((charged) => charged.month === month)).toEqual([
      expect.objectContaining({ month, feePaise: fee }),
    ]);

    // The ledger shows it on the month, with why, in what paying the month costs.
    const ledger = await renter.client.call<RentLedger>('GET', `/trio/payments/ledger/${lease._id}`);
    expect(ledger.status).toBe(200);
    expect(ledger.body.items.find((item) => item.month === month)).toMatchObject({
      lateFeePaise: fee,
      lateFeeLabel: '₹500',
      lateFee: { status: 'charged', reason: expect.stringMatching(/^Late fee: rent for .+ unpaid 7 days after/) },
      totalPaise: monthlyRentTotalPaise(2_500_000) + fee,
    });
    // The month's checkout charges rent + processing fee + the late fee, the fee on its own line.
    const withFee = await createOrder(renter, { leaseId: lease._id, paymentType: 'monthly_rent', month, amount: 1 });
    expect(withFee.status).toBe(200);
    expect(withFee.body.order.amount).toBe(monthlyRentTotalPaise(2_500_000) + fee);
    expect(withFee.body.breakdown).toMatchObject({ lateFeePaise: fee });

    // Only the property's manager waives it: the tenant and the landlord see the ledger (403), anyone else 404.
    const waiver = `/trio/leases/${lease._id}/rent/${month}/late-fee/waiver`;
    const note = 'Bank holiday delayed the transfer';
    for (const [who, status] of [
      [renter, 403],
      [landlord, 403],
      [rival, 404],
    ] as const) {
      const refused = await who.client.call<{ code: string }>('POST', waiver, { body: { note } });
      expect(refused.status).toBe(status);
    }
    const noNote = await manager.client.call<{ code: string }>('POST', waiver, { body: { note: '  ' } });
    expect([noNote.status, noNote.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const waived = await manager.client.call<RentLedger>('POST', waiver, { body: { note } });
    expect(waived.status).toBe(200);
    expect(waived.body.items.find((item) => item.month === month)).toMatchObject({
      lateFeePaise: fee,
      lateFee: { status: 'waived', waiver: { note } },
      totalPaise: monthlyRentTotalPaise(2_500_000),
    });
    const twice = await manager.client.call<{ code: string }>('POST', waiver, { body: { note } });
    expect([twice.status, twice.body.code]).toEqual([409, 'LATE_FEE_ALREADY_WAIVED']);

    // The month's next checkout leaves the waived fee out (a new order: the open one was for the old amount).
    const without = await createOrder(renter, { leaseId: lease._id, paymentType: 'monthly_rent', month });
    expect(without.status).toBe(200);
    expect(without.body.order.amount).toBe(monthlyRentTotalPaise(2_500_000));
    expect(without.body.order.id).not.toBe(withFee.body.order.id);
    expect(without.body.breakdown).not.toHaveProperty('lateFeePaise');

    // On the rent topic: one overdue notice of the month carrying its fee, then the waiver.
    const kafka = createKafka('payments-late-fee-e2e', stack.usersEnv.KAFKA_BROKERS!.split(','));
    const ofMonth = (m: { json: unknown }) => {
      const event = m.json as { type: string; data: { month: string; leaseId: string } };
      return event.data.leaseId === lease._id && event.data.month === month;
    };
    const rent = await collectMessages(kafka, `${stack.topicPrefix}payments.rent`, {
      filter: ofMonth,
      done: (ms) => ms.some((m) => (m.json as { type: string }).type === 'payments.rent.late-fee-waived.v1'),
    });
    expect(
      rent.map((m) => [
        (m.json as { type: string }).type,
        (m.json as { data: { lateFeePaise?: number } }).data.lateFeePaise,
      ]),
    ).toEqual([
      ['payments.rent.overdue.v1', fee],
      ['payments.rent.late-fee-waived.v1', fee],
    ]);
  });

  it('served every query of checkout, verification, webhooks, refunds and the rent ledger from an index', async () => {
    expect({ scans: await collectionScans(stack, queries.stop()) }).toEqual({ scans: [] });
  });
});
