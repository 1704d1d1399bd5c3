import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixtureFor, fixtureIds } from '@trio/contracts/fixtures';
import { addMonthsToDate } from '@trio/contracts/http/applications';
import { lateFeePaise, moveInCostsPaise, monthlyRentTotalPaise } from '@trio/contracts/money';
import { createKafka } from '@trio/service-kit/events';
import { IDENTITY_HEADER, signIdentity, type GatewayIdentity } from '@trio/service-kit/http';
import { collectMessages, serviceTestEnv } from '@trio/service-kit/testing';
import mongoose from 'mongoose';
import { payments as paymentsService } from '../src/app.module';
import { LandlordBooksService } from '../src/landlord-books/landlord-books.service';
import { RentLedgerService } from '../src/ledger/rent-ledger.service';
import { indiaDate } from '../src/ledger/rent-schedule';
import { CaptureService } from '../src/payments/capture.service';
import { CheckoutService } from '../src/payments/checkout.service';
import { PaymentReadsService } from '../src/payments/payment-reads.service';
import { renderReceiptPdf } from '@trio/service-kit/documents';
import { applicationCopy } from '../src/copies/application.copy';
import { CopiesService } from '../src/copies/copies.service';
import { leaseCopy } from '../src/copies/lease.copy';
import { propertyCopy } from '../src/copies/property.copy';
import { receiptInput } from '../src/receipts/receipt-input';
import {
  chargesAtRazorpay,
  DECLINED_CARD,
  deliveries,
  eventually,
  pay,
  razorpayEnv,
  redeliver,
  routeWebhooks,
  type SuccessTriple,
} from './stand-in';
import { addressesToEnv, resolveAddresses } from '../../../infra/local/addresses';

jest.setTimeout(120_000);

/*
 * The payments service running (HTTP, Kafka consumers, jobs) against the real MongoDB-wire server, Kafka, Redis and
 * the running Razorpay stand-in: webhooks of the test's orders are routed straight to this service.
 */

const env = serviceTestEnv('payments-int', {
  ...addressesToEnv(resolveAddresses()),
  ...razorpayEnv,
});
const topicPrefix = env.EVENTS_TOPIC_PREFIX!;

const rohan: GatewayIdentity = { userId: fixtureIds.tenantUserId, email: 'rohan.kulkarni@example.in', role: 'tenant' };
const other: GatewayIdentity = { userId: '65a1f0c2e4b0a1b2c3d4e5ff', email: 'isha@example.in', role: 'tenant' };
const otherApplicationId = '65a1f0c2e4b0a1b2c3d4eb02';
const kafka = createKafka('payments-int-test', env.KAFKA_BROKERS!.split(','));

let running: Awaited<ReturnType<typeof paymentsService.start>>;
let checkout: CheckoutService;
let capture: CaptureService;
let reads: PaymentReadsService;

beforeAll(async () => {
  running = await paymentsService.start({ env, shutdownHooks: false, consumer: { initialBackoffMs: 50 } });
  checkout = running.app.get(CheckoutService);
  capture = running.app.get(CaptureService);
  reads = running.app.get(PaymentReadsService);
  const listed = fixtureFor('properties.property.listed.v1');
  await propertyCopy.applyIn(running.app, { ...listed, data: { ...listed.data, status: 'available' } });
  const approved = fixtureFor('applications.application.reviewed.v1');
  await applicationCopy.applyIn(running.app, approved);
  await applicationCopy.applyIn(running.app, {
    ...approved,
    data: {
      ...approved.data,
      applicationId: otherApplicationId,
      applicantId: other.userId,
      applicant: { firstName: 'Isha', lastName: 'Menon', email: other.email },
    },
  });
});

afterAll(async () => {
  await running?.close();
  const db = await mongoose.createConnection(env.MONGO_URL!, { dbName: env.MONGO_DB }).asPromise();
  await db.dropDatabase();
  await db.close();
  const admin = kafka.admin();
  await admin.connect();
  const topics = (await admin.listTopics()).filter((topic) => topic.startsWith(topicPrefix));
  if (topics.length > 0) await admin.deleteTopics({ topics });
  await admin.disconnect();
});

/** The month after `date`'s (YYYY-MM). */
function view0(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toISOString().slice(0, 7);
}

async function orderFor(me: GatewayIdentity, input: Parameters<CheckoutService['createOrder']>[1]) {
  const answer = await checkout.createOrder(me, input);
  await routeWebhooks(answer.order.id, `${running.url}/api/razorpay/webhook`);
  return answer;
}

it('charges the server’s amount once for one open order, completes once on a signature and three webhook deliveries, refunds and tells the rival', async () => {
  const startedAt = Math.floor(Date.now() / 1000) - 1;
  const initial = moveInCostsPaise(3_450_000);
  const order = await orderFor(rohan, { applicationId: fixtureIds.applicationId, propertyId: fixtureIds.propertyId });
  expect(order.order.amount).toBe(initial.totalPaise);
  expect(order.order.receipt).toMatch(/^trio_\d{8}$/);
  expect(order.key_id).toBe(razorpayEnv.RAZORPAY_KEY_ID);

  // A second tab asks again: the same order, not a second one that could be paid too.
  const secondTab = await checkout.createOrder(rohan, { applicationId: fixtureIds.applicationId });
  expect([secondTab.order.id, secondTab.paymentId]).toEqual([order.order.id, order.paymentId]);

  // A declined card: the payment is recorded failed (from the webhook), nothing is captured.
  const declined = await pay(order.order.id, DECLINED_CARD);
  expect(declined.status).toBe(400);
  await eventually(async () => (await reads.findById(order.paymentId))?.status === 'failed');

  // The rival applicant is not refused yet (nobody paid); after Rohan pays, the home is claimed.
  const rival = await orderFor(other, { applicationId: otherApplicationId });

  // 20 checkouts at once after the failed attempt: all get the order that is still open, and Razorpay lets it be
  // paid once.
  const checkouts = await Promise.all(
    Array.from({ length: 20 }, () => checkout.createOrder(rohan, { applicationId: fixtureIds.applicationId })),
  );
  expect(new Set(checkouts.map((c) => c.order.id))).toEqual(new Set([order.order.id]));
  expect(checkouts[0]!.order.status).toBe('attempted');
  const attempts = await Promise.all(checkouts.map((c) => pay(c.order.id)));
  expect(attempts.map((a) => a.status).sort()).toEqual([200, ...Array<number>(19).fill(400)]);
  const paid = attempts.find((a) => a.status === 200)!;
  const triple = paid.json as unknown as SuccessTriple;
  const payment = (await reads.findById(order.paymentId))!;
  await expect(
    capture.completeWithSignature(payment, triple.razorpay_payment_id, 'f'.repeat(64)),
  ).rejects.toMatchObject({ code: 'PAYMENT_SIGNATURE_INVALID' });
  const completed = await capture.completeWithSignature(
    payment,
    triple.razorpay_payment_id,
    triple.razorpay_signature,
    triple.razorpay_order_id,
  );
  expect(completed).toMatchObject({ status: 'completed', amountPaise: initial.totalPaise });

  await redeliver(triple.razorpay_payment_id, 3);
  await eventually(async () => {
    const list = await deliveries(triple.razorpay_payment_id);
    return list.length >= 8 && list.every((d) => d.state === 'delivered');
  });
  const captured = await collectMessages(kafka, `${topicPrefix}payments.payment`, {
    filter: (m) => (m.json as { type?: string }).type === 'payments.payment.captured.v1',
    done: (ms) => ms.length >= 1,
  });
  expect(captured.map((m) => m.key)).toEqual([order.paymentId]);
  expect((await reads.findById(order.paymentId))!.version).toBe(completed.version);

  // A new checkout for the rival is refused before any charge…
  await expect(checkout.createOrder(other, { applicationId: otherApplicationId })).rejects.toMatchObject({
    code: 'PROPERTY_UNAVAILABLE',
  });
  // …and the rival's earlier order, if paid anyway, is refunded through the refund API.
  const rivalPaid = await pay(rival.order.id);
  expect(rivalPaid.status).toBe(200);
  await eventually(async () => (await reads.findById(rival.paymentId))?.status === 'refunded');
  expect((await reads.findById(rival.paymentId))!.refund).toMatchObject({ reason: 'property_unavailable' });
  // The rival's checkout then hears that the money went back, not that it won.
  const rivalTriple = rivalPaid.json as unknown as SuccessTriple;
  const lost = await capture
    .completeWithSignature(
      (await reads.findById(rival.paymentId))!,
      rivalTriple.razorpay_payment_id,
      rivalTriple.razorpay_signature,
    )
    .catch((err: unknown) => err);
  expect(lost).toMatchObject({
    code: 'PAYMENT_REFUNDED',
    extensions: { reason: 'property_unavailable', amountPaise: initial.totalPaise },
  });
  expect((lost as Error).message).toMatch(/^Your payment of ₹86,990 was refunded in full because the home was let/);
  await expect(checkout.createOrder(rohan, { applicationId: fixtureIds.applicationId })).rejects.toMatchObject({
    code: 'ALREADY_PAID',
  });
  // At Razorpay: Rohan's move-in was captured once and never refunded.
  expect(await chargesAtRazorpay({ applicationId: fixtureIds.applicationId }, startedAt)).toMatchObject({
    captured: 1,
    refunded: 0,
  });

  // The receipt PDF shows the TXN id, the amount in ₹ with Indian grouping and the names.
  const record = reads.view((await reads.findById(order.paymentId))!);
  const dir = mkdtempSync(join(tmpdir(), 'receipt-'));
  writeFileSync(join(dir, 'r.pdf'), await renderReceiptPdf(receiptInput(record, new Date())));
  const text = execFileSync('pdftotext', [join(dir, 'r.pdf'), '-']).toString('utf8');
  expect(text).toContain(record.txnId);
  expect(text).toMatch(/(₹|Rs\. )86,990/);
  expect(text).toContain('Rohan Kulkarni');
  expect(text).toContain('2 BHK Apartment in Indiranagar');

  // Downloaded by its payer in Hindi (GET …/receipt?language=hi): the English receipt and a Hindi summary page that
  // names the move-in and the parts in Hindi; in English no Hindi page; a language it does not know → 400.
  const download = (query: string) =>
    fetch(`${running.url}/trio/payments/${order.paymentId}/receipt${query}`, {
      headers: { [IDENTITY_HEADER]: signIdentity(rohan, env.INTERNAL_IDENTITY_SECRET!) },
    });
  const pagesOf = async (answer: Response) => {
    expect(answer.status).toBe(200);
    writeFileSync(join(dir, 'download.pdf'), Buffer.from(await answer.arrayBuffer()));
    return execFileSync('pdftotext', [join(dir, 'download.pdf'), '-'])
      .toString('utf8')
      .split('\f')
      .slice(0, -1);
  };
  const inHindi = await pagesOf(await download('?language=hi'));
  expect(inHindi).toHaveLength(2);
  expect(inHindi[0]).toContain(record.txnId);
  expect(inHindi[1]).toContain('मूव-इन भुगतान (पहले महीने का किराया, सिक्योरिटी डिपॉज़िट और शुल्क)');
  expect(inHindi[1]).toMatch(/मासिक किराया: ₹[\d,]+/);
  expect(inHindi[1]).toContain('कुल भुगतान: ₹86,990');
  expect(await pagesOf(await download('?language=en'))).toHaveLength(1);
  expect(await pagesOf(await download(''))).toHaveLength(1);
  const unknown = await download('?language=fr');
  expect(unknown.status).toBe(400);
  expect(await unknown.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
});

it('refuses a webhook whose signature does not match its body (400, nothing changes)', async () => {
  const body = JSON.stringify({ event: 'payment.captured', payload: {} });
  const response = await fetch(`${running.url}/api/razorpay/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'ab'.repeat(32) },
    body,
  });
  expect(response.status).toBe(400);
  expect(((await response.json()) as { code: string }).code).toBe('WEBHOOK_SIGNATURE_INVALID');
});

it('marks a month paid in the lease’s ledger with a monthly rent payment, and announces rent once', async () => {
  const created = fixtureFor('applications.lease.created.v1');
  const today = new Date();
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 2, 1)).toISOString().slice(0, 10);
  const end = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 9, 1)).toISOString().slice(0, 10);
  const copies = running.app.get(CopiesService);
  await leaseCopy.applyIn(running.app, { ...created, data: { ...created.data, startDate: start, endDate: end } });
  const ledger = running.app.get(RentLedgerService);
  await ledger.ensure((await copies.lease(fixtureIds.leaseId))!, 'first-month-payment');

  const order = await orderFor(rohan, { rentalId: fixtureIds.applicationId, paymentType: 'monthly_rent' });
  expect(order.order.amount).toBe(monthlyRentTotalPaise(3_450_000));
  const month = order.month!;
  // The first month is paid with the move-in amount: the next unpaid one is the second.
  expect(month).toBe(view0(start));
  // Ten tabs paying that month at once: one order among them, paid once.
  const tabs = await Promise.all(
    Array.from({ length: 10 }, () =>
      checkout.createOrder(rohan, { rentalId: fixtureIds.applicationId, paymentType: 'monthly_rent' }),
    ),
  );
  expect(new Set(tabs.map((t) => t.order.id))).toEqual(new Set([order.order.id]));
  const paid = await pay(order.order.id);
  expect((await pay(order.order.id)).status).toBe(400);
  const triple = paid.json as unknown as SuccessTriple;
  await capture.completeWithSignature(
    (await reads.findById(order.paymentId))!,
    triple.razorpay_payment_id,
    triple.razorpay_signature,
  );
  // Right after the capture the month is paid as the ledger route answers it (the captured payment's claim), and a
  // second order for it is refused, whether or not the ledger has taken the capture from its event yet…
  const lease = (await copies.lease(fixtureIds.leaseId))!;
  const view = await ledger.view(lease, (months) => reads.rentPaidIn(lease._id, months));
  expect(view.items.find((i) => i.month === month)).toMatchObject({ status: 'paid', paymentId: order.paymentId });
  await expect(
    checkout.createOrder(rohan, { leaseId: fixtureIds.leaseId, paymentType: 'monthly_rent', month }),
  ).rejects.toMatchObject({ code: 'ALREADY_PAID' });
  // …and the ledger itself marks it paid from `payments.payment.captured.v1` (its handler), once.
  await eventually(async () => (await ledger.state(lease._id))?.paid.some((p) => p.month === month) === true);
  expect((await ledger.view(lease)).items.find((i) => i.month === month)).toMatchObject({
    status: 'paid',
    paymentId: order.paymentId,
  });

  // The notices due now are published once each, however often they are asked for.
  const pending = await ledger.pendingNotices();
  for (const notice of [...pending, ...pending]) await ledger.notify(notice.leaseId, notice.month, notice.kind);
  expect(await ledger.pendingNotices()).toEqual([]);
  // Each overdue month was charged its late fee once (2 % of ₹34,500), in the write of its overdue notice.
  const overdueMonths = pending.filter((notice) => notice.kind === 'overdue').map((notice) => notice.month);
  const charged = (await ledger.state(lease._id))!.lateFees ?? [];
  expect(charged.map((fee) => [fee.month, fee.feePaise, fee.waiver])).toEqual(
    overdueMonths.map((m) => [m, lateFeePaise(3_450_000), null]),
  );
  const shown = await ledger.view(lease);
  for (const m of overdueMonths) {
    expect(shown.items.find((i) => i.month === m)).toMatchObject({
      lateFeePaise: 69_000,
      lateFeeLabel: '₹690',
      lateFee: { status: 'charged' },
      totalPaise: monthlyRentTotalPaise(3_450_000) + 69_000,
    });
  }
  const rentEvents = await collectMessages(kafka, `${topicPrefix}payments.rent`, {
    done: (ms) => ms.length >= pending.length + 1,
  });
  const types = rentEvents.map((m) => (m.json as { type: string }).type);
  expect(types.filter((t) => t === 'payments.rent.paid.v1')).toHaveLength(1);
  expect(types.filter((t) => t !== 'payments.rent.paid.v1')).toHaveLength(pending.length);
});

it('charges a lease by its own late-fee terms: 5 % of the rent, at most ₹1,000, once 3 days past the due date; an order made before the fee is refunded', async () => {
  // Issue 30: the agreement states the late fee. This lease's: 5 %, capped at ₹1,000, after 3 days (not 2 %, ₹5,000,
  // 7 days). Its latest due date is 3 to 6 days ago in India (a day of the month up to the 28th, so every month has
  // it); the month before it was paid with the move-in amount.
  const created = fixtureFor('applications.lease.created.v1');
  const leaseId = '65a1f0c2e4b0a1b2c3d4ef30';
  const todayIndia = indiaDate(new Date());
  const dayOf = (date: string, days: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  let daysPast = 3;
  while (Number(dayOf(todayIndia, -daysPast).slice(8)) > 28) daysPast += 1;
  const dueDate = dayOf(todayIndia, -daysPast);
  const start = addMonthsToDate(dueDate, -1);
  const month = dueDate.slice(0, 7);
  await leaseCopy.applyIn(running.app, {
    ...created,
    id: randomUUID(),
    aggregateId: leaseId,
    data: {
      ...created.data,
      leaseId,
      applicationId: '65a1f0c2e4b0a1b2c3d4ef32',
      startDate: start,
      endDate: addMonthsToDate(start, 11),
      rentPeriods: [{ from: start, rentPaise: 3_450_000 }],
      lateFee: { percent: 5, capPaise: 1_00_000, afterDays: 3 },
    },
  });
  const lease = (await running.app.get(CopiesService).lease(leaseId))!;
  expect(lease.lateFee).toEqual({ percent: 5, capPaise: 1_00_000, afterDays: 3 });
  const ledger = running.app.get(RentLedgerService);
  await ledger.ensure(lease, 'first-month-payment');

  // 2 days past its due date the month was only due: a due notice, no overdue one, no fee.
  const twoDaysPast = new Date(Date.now() - (daysPast - 2) * 86_400_000);
  expect((await ledger.pendingNotices(twoDaysPast)).filter((n) => n.leaseId === leaseId)).toEqual([
    { leaseId, month, kind: 'due' },
  ]);
  // Under the default terms (7 days) it would still only be due today.
  expect(ledger.schedule({ ...lease, lateFee: undefined }, null).find((i) => i.month === month)?.status).toBe('due');
  // A checkout opened before the overdue notice ran: the month's order has no fee yet.
  const stale = await orderFor(rohan, { leaseId, paymentType: 'monthly_rent', month });
  expect(stale.order.amount).toBe(monthlyRentTotalPaise(3_450_000));
  // Today, 3+ days past its due date, the month is overdue and its notice charges the lease's fee: 5 % of ₹34,500 is
  // ₹1,725, capped at the lease's ₹1,000.
  const pending = (await ledger.pendingNotices()).filter((n) => n.leaseId === leaseId);
  expect(pending).toEqual([{ leaseId, month, kind: 'overdue' }]);
  for (const notice of pending) await ledger.notify(notice.leaseId, notice.month, notice.kind);
  expect((await ledger.state(leaseId))!.lateFees!.map((fee) => [fee.month, fee.feePaise])).toEqual([[month, 1_00_000]]);
  const view = await ledger.view(lease);
  expect(view.lateFeeTerms).toEqual({ percent: 5, capPaise: 1_00_000, afterDays: 3 });
  expect(view.items.find((i) => i.month === month)).toMatchObject({
    status: 'overdue',
    daysPastDue: daysPast,
    lateFeePaise: 1_00_000,
    lateFeeLabel: '₹1,000',
    lateFee: {
      status: 'charged',
      reason: expect.stringMatching(/^Late fee: rent for .+ unpaid 3 days after its due date/),
    },
    totalPaise: monthlyRentTotalPaise(3_450_000) + 1_00_000,
  });
  // The overdue notice tells the fee and the lease's days (notifications' reminders say why with them).
  const overdue = await collectMessages(kafka, `${topicPrefix}payments.rent`, {
    filter: (m) => m.key === leaseId && (m.json as { type: string }).type === 'payments.rent.overdue.v1',
    done: (ms) => ms.length >= 1,
  });
  expect(overdue.map((m) => (m.json as { data: object }).data)).toEqual([
    expect.objectContaining({ month, lateFeePaise: 1_00_000, lateFeeAfterDays: 3 }),
  ]);
  // The tab left open pays the old order after the fee was charged: the money goes back, the month stays unpaid (it
  // is not marked paid without its fee).
  const staleTriple = (await pay(stale.order.id)).json as unknown as SuccessTriple;
  const refused = await capture
    .completeWithSignature(
      (await reads.findById(stale.paymentId))!,
      staleTriple.razorpay_payment_id,
      staleTriple.razorpay_signature,
    )
    .catch((err: unknown) => err);
  expect(refused).toMatchObject({
    code: 'PAYMENT_REFUNDED',
    extensions: { reason: 'amount_changed', amountPaise: monthlyRentTotalPaise(3_450_000) },
  });
  expect((await ledger.view(lease, (months) => reads.rentPaidIn(leaseId, months))).items).toContainEqual(
    expect.objectContaining({ month, status: 'overdue' }),
  );
  // Paying the month pays the lease's fee with it, on its own line (a new order: the old one was for the old amount).
  const order = await orderFor(rohan, { leaseId, paymentType: 'monthly_rent', month });
  expect(order.order.amount).toBe(monthlyRentTotalPaise(3_450_000) + 1_00_000);
  expect(order.order.id).not.toBe(stale.order.id);

  // The fee is the landlord's money: their book counts it as collected, apart from the platform's processing fee.
  const books = running.app.get(LandlordBooksService);
  const before = (await books.received(lease.landlordId)).value.totals;
  const triple = (await pay(order.order.id)).json as unknown as SuccessTriple;
  await capture.completeWithSignature(
    (await reads.findById(order.paymentId))!,
    triple.razorpay_payment_id,
    triple.razorpay_signature,
  );
  await eventually(
    async () => (await books.received(lease.landlordId)).value.totals.completedCount === before.completedCount + 1,
  );
  const after = (await books.received(lease.landlordId)).value.totals;
  expect({
    rentPaise: after.rentPaise - before.rentPaise,
    lateFeesPaise: after.lateFeesPaise - before.lateFeesPaise,
    feesPaise: after.feesPaise - before.feesPaise,
  }).toEqual({
    rentPaise: 3_450_000,
    lateFeesPaise: 1_00_000,
    feesPaise: monthlyRentTotalPaise(3_450_000) - 3_450_000,
  });
});
