import { createHmac } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixtureFor, fixtureIds } from '@trio/contracts/fixtures';
import type { Deposit } from '@trio/contracts/http/payments';
import { createKafka } from '@trio/service-kit/events';
import { IDENTITY_HEADER, signIdentity, type GatewayIdentity } from '@trio/service-kit/http';
import { ImageStorage } from '@trio/service-kit/images';
import { collectMessages, serviceTestEnv } from '@trio/service-kit/testing';
import { Client as MinioClient } from 'minio';
import mongoose from 'mongoose';
import sharp from 'sharp';
import { payments as paymentsService } from '../src/app.module';
import { applicationCopy } from '../src/copies/application.copy';
import { CopiesService } from '../src/copies/copies.service';
import { leaseCopy } from '../src/copies/lease.copy';
import { propertyCopy } from '../src/copies/property.copy';
import { DepositsService } from '../src/deposits/deposits.service';
import { DepositRefundJob } from '../src/deposits/jobs/deposit-refund.job';
import { LandlordBooksService } from '../src/landlord-books/landlord-books.service';
import { indiaDate } from '../src/ledger/rent-schedule';
import { CaptureService } from '../src/payments/capture.service';
import { CheckoutService } from '../src/payments/checkout.service';
import { PaymentReadsService } from '../src/payments/payment-reads.service';
import { RazorpayClient } from '../src/razorpay/razorpay.client';
import { eventually, pay, razorpayEnv, routeWebhooks, type SuccessTriple } from './stand-in';
import { addressesToEnv, resolveAddresses } from '../../../infra/local/addresses';

jest.setTimeout(120_000);

/*
 * Issue 30, the security deposit at move-out, on the running payments service (HTTP, Kafka, the BullMQ refund job)
 * against the real servers and the running Razorpay stand-in: a captured move-in payment, its lease, the manager's
 * inspection from the end date, the renter's answers, revision, settlement and the refund of the balance in part
 * against the move-in payment, once whatever the retries.
 */

const env = serviceTestEnv('payments-deposits-int', { ...addressesToEnv(resolveAddresses()), ...razorpayEnv });
const topicPrefix = env.EVENTS_TOPIC_PREFIX!;
const kafka = createKafka('payments-deposits-int-test', env.KAFKA_BROKERS!.split(','));

const rohan: GatewayIdentity = { userId: fixtureIds.tenantUserId, email: 'rohan.kulkarni@example.in', role: 'tenant' };
const manager: GatewayIdentity = { userId: fixtureIds.managerId, email: 'vikram.desai@example.in', role: 'manager' };
const landlord: GatewayIdentity = { userId: fixtureIds.landlordUserId, email: 'owner@example.in', role: 'landlord' };
const stranger: GatewayIdentity = { userId: '65a1f0c2e4b0a1b2c3d4e5ff', email: 'isha@example.in', role: 'tenant' };
const secondLeaseId = '65a1f0c2e4b0a1b2c3d4ec02';

let running: Awaited<ReturnType<typeof paymentsService.start>>;
let deposits: DepositsService;
let razorpay: RazorpayClient;
let reads: PaymentReadsService;
let moveIn: { paymentId: string; razorpayPaymentId: string };

function call<T = Deposit>(who: GatewayIdentity, method: string, path: string, body?: unknown) {
  return fetch(`${running.url}${path}`, {
    method,
    headers: {
      [IDENTITY_HEADER]: signIdentity(who, env.INTERNAL_IDENTITY_SECRET!),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then(async (response) => ({
    status: response.status,
    body: (response.headers.get('content-type')?.includes('json') ? await response.json() : null) as T & {
      code?: string;
    },
  }));
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The lease copy, as its created (or, moved end date, a later) event makes it. */
async function leaseEvent(leaseId: string, version: number, endDate: string, over: { managerEmail?: string } = {}) {
  const created = fixtureFor('applications.lease.created.v1');
  const startDate = addDays(endDate, -330);
  await leaseCopy.applyIn(running.app, {
    ...created,
    aggregateId: leaseId,
    aggregateVersion: version,
    data: { ...created.data, leaseId, startDate, endDate, paymentId: moveIn.paymentId, ...over },
  });
  return (await running.app.get(CopiesService).lease(leaseId))!;
}

beforeAll(async () => {
  running = await paymentsService.start({ env, shutdownHooks: false, consumer: { initialBackoffMs: 50 } });
  deposits = running.app.get(DepositsService);
  razorpay = running.app.get(RazorpayClient);
  reads = running.app.get(PaymentReadsService);
  const listed = fixtureFor('properties.property.listed.v1');
  await propertyCopy.applyIn(running.app, { ...listed, data: { ...listed.data, status: 'available' } });
  await applicationCopy.applyIn(running.app, fixtureFor('applications.application.reviewed.v1'));
  // Rohan's move-in payment, captured at the stand-in.
  const order = await running.app.get(CheckoutService).createOrder(rohan, { applicationId: fixtureIds.applicationId });
  await routeWebhooks(order.order.id, `${running.url}/api/razorpay/webhook`);
  const paid = await pay(order.order.id);
  const triple = paid.json as unknown as SuccessTriple;
  await running.app
    .get(CaptureService)
    .completeWithSignature(
      (await reads.findById(order.paymentId))!,
      triple.razorpay_payment_id,
      triple.razorpay_signature,
      triple.razorpay_order_id,
    );
  moveIn = { paymentId: order.paymentId, razorpayPaymentId: triple.razorpay_payment_id };
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
  const minio = minioClient();
  if (await minio.bucketExists(env.MEDIA_BUCKET!)) {
    const names = await objectsUnder('');
    if (names.length > 0) await minio.removeObjects(env.MEDIA_BUCKET!, names);
    await minio.removeBucket(env.MEDIA_BUCKET!);
  }
});

function minioClient() {
  const url = new URL(env.S3_ENDPOINT!);
  return new MinioClient({
    endPoint: url.hostname,
    port: Number(url.port),
    useSSL: false,
    accessKey: env.S3_ACCESS_KEY!,
    secretKey: env.S3_SECRET_KEY!,
  });
}

async function objectsUnder(prefix: string): Promise<string[]> {
  const names: string[] = [];
  const listed = minioClient().listObjectsV2(env.MEDIA_BUCKET!, prefix, true) as AsyncIterable<{ name?: string }>;
  for await (const item of listed) if (item.name) names.push(item.name);
  return names;
}

it('inspects from the end date, takes the renter’s answers, settles and refunds the balance once', async () => {
  const today = indiaDate(new Date());
  const lease = await leaseEvent(fixtureIds.leaseId, 1, addDays(today, 20));
  await deposits.ensure(lease, moveIn.paymentId);
  const base = `/trio/leases/${fixtureIds.leaseId}/deposit`;

  // Held: the tenant, landlord and manager read it; a stranger gets 404 as for an unknown lease.
  const held = await call(rohan, 'GET', base);
  expect(held.status).toBe(200);
  expect(held.body).toMatchObject({
    status: 'held',
    collectedPaise: 5_175_000,
    collectedLabel: '₹51,750',
    balancePaise: 5_175_000,
    inspectionOpen: false,
    refund: null,
  });
  expect((await call(landlord, 'GET', base)).status).toBe(200);
  expect((await call(manager, 'GET', base)).status).toBe(200);
  expect((await call(stranger, 'GET', base)).status).toBe(404);
  expect((await call(stranger, 'GET', `/trio/leases/65a1f0c2e4b0a1b2c3d4ee99/deposit`)).status).toBe(404);

  const inspection = {
    rooms: [
      { name: 'Living room', condition: 'good', note: '' },
      { name: 'Bedroom', condition: 'damaged', note: 'Crayon marks on the east wall' },
    ],
    deductions: [
      { reason: 'Repainting the bedroom wall', amountPaise: 450_000 },
      { reason: 'Replacing the lost main-door key', amountPaise: 80_000 },
    ],
  };
  // Before the end date: 409 with its stable code.
  const early = await call(manager, 'PUT', `${base}/inspection`, inspection);
  expect([early.status, early.body.code]).toEqual([409, 'MOVE_OUT_NOT_DUE']);

  // The end date comes (a notice moved it to today).
  await leaseEvent(fixtureIds.leaseId, 2, today);
  const open = await call(manager, 'GET', base);
  expect(open.body.inspectionOpen).toBe(true);
  // The ledger's unpaid months are offered as deductions of the rent.
  expect(open.body.suggestedDeductions.length).toBeGreaterThan(0);
  expect(open.body.suggestedDeductions[0]).toMatchObject({ amountPaise: 3_450_000 });
  expect(open.body.suggestedDeductions[0]!.reason).toMatch(/^Unpaid rent for /);

  // Only the manager inspects; deductions over the deposit → 422; a bad body → 400.
  expect((await call(rohan, 'PUT', `${base}/inspection`, inspection)).status).toBe(403);
  expect((await call(stranger, 'PUT', `${base}/inspection`, inspection)).status).toBe(404);
  const over = await call(manager, 'PUT', `${base}/inspection`, {
    ...inspection,
    deductions: [...inspection.deductions, { reason: 'Everything else', amountPaise: 5_175_000 - 530_000 + 1 }],
  });
  expect([over.status, over.body.code]).toEqual([422, 'DEDUCTIONS_EXCEED_DEPOSIT']);
  const bad = await call(manager, 'PUT', `${base}/inspection`, {
    ...inspection,
    deductions: [{ reason: '', amountPaise: -5 }],
  });
  expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);

  const inspected = await call(manager, 'PUT', `${base}/inspection`, inspection);
  expect(inspected.status).toBe(200);
  expect(inspected.body).toMatchObject({ status: 'inspected', deductedPaise: 530_000, balancePaise: 4_645_000 });
  expect(inspected.body.deductions.map((d) => [d.id, d.answer])).toEqual([
    ['d1', 'pending'],
    ['d2', 'pending'],
  ]);

  // The renter disputes the paint with a note and accepts the key; the manager may not answer for them.
  expect((await call(manager, 'POST', `${base}/deductions/d2/answer`, { answer: 'accept' })).status).toBe(403);
  const noNote = await call(rohan, 'POST', `${base}/deductions/d1/answer`, { answer: 'dispute' });
  expect([noNote.status, noNote.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  expect((await call(rohan, 'POST', `${base}/deductions/d9/answer`, { answer: 'accept' })).status).toBe(404);
  await call(rohan, 'POST', `${base}/deductions/d2/answer`, { answer: 'accept' });
  const disputed = await call(rohan, 'POST', `${base}/deductions/d1/answer`, {
    answer: 'dispute',
    note: 'The marks were there at move-in.',
  });
  expect(disputed.body.openDisputes).toBe(1);

  // Settling with an open dispute → 409; the manager revises it (answered again), the renter accepts, settle.
  const blocked = await call(manager, 'POST', `${base}/settle`);
  expect([blocked.status, blocked.body.code]).toEqual([409, 'DEDUCTION_DISPUTED']);
  const revised = await call(manager, 'PUT', `${base}/inspection`, {
    ...inspection,
    deductions: [
      { id: 'd1', reason: 'Repainting the bedroom wall (half)', amountPaise: 225_000 },
      { id: 'd2', reason: 'Replacing the lost main-door key', amountPaise: 80_000 },
    ],
  });
  expect(revised.body.deductions.map((d) => [d.id, d.answer])).toEqual([
    ['d1', 'pending'],
    ['d2', 'accepted'],
  ]);
  await call(rohan, 'POST', `${base}/deductions/d1/answer`, { answer: 'accept' });
  expect((await call(rohan, 'POST', `${base}/settle`)).status).toBe(403);
  const settled = await call(manager, 'POST', `${base}/settle`);
  expect(settled.status).toBe(200);
  expect(settled.body).toMatchObject({ deductedPaise: 305_000, balancePaise: 4_870_000 });
  expect(settled.body.refund).toMatchObject({ amountPaise: 4_870_000, amountLabel: '₹48,700' });
  expect(Date.parse(settled.body.refund!.dueBy) - Date.parse(settled.body.settledAt!)).toBe(48 * 3_600_000);
  // Settling again answers the same deposit; changes after settlement → 409.
  expect((await call(manager, 'POST', `${base}/settle`)).status).toBe(200);
  const late = await call(manager, 'PUT', `${base}/inspection`, inspection);
  expect([late.status, late.body.code]).toEqual([409, 'DEPOSIT_SETTLED']);

  // The job refunds the balance against the move-in payment, which stays completed (a partial refund).
  const refunded = await eventually(async () => {
    const answer = await call(rohan, 'GET', base);
    return answer.body.status === 'refunded' ? answer.body : undefined;
  }, 30_000);
  expect(refunded.refund).toMatchObject({ status: 'processed', amountPaise: 4_870_000 });
  const atRazorpay = await razorpay.refundsOf(moveIn.razorpayPaymentId);
  expect(atRazorpay.map((r) => [r.id, r.amount])).toEqual([[refunded.refund!.razorpayRefundId, 4_870_000]]);
  expect(await razorpay.fetchPayment(moveIn.razorpayPaymentId)).toMatchObject({ status: 'captured' });
  expect((await reads.findById(moveIn.paymentId))!.status).toBe('completed');

  // The job again: nothing. A retry after Razorpay answered but before the deposit recorded it (the refund id lost)
  // finds Razorpay's refund by its note: still one refund.
  expect(await deposits.refund(fixtureIds.leaseId)).toBe('nothing');
  const db = await mongoose.createConnection(env.MONGO_URL!, { dbName: env.MONGO_DB }).asPromise();
  await db
    .collection('deposits')
    .updateOne(
      { _id: fixtureIds.leaseId as never },
      { $set: { status: 'settled', 'refund.razorpayRefundId': null, 'refund.refundedAt': null } },
    );
  expect(await deposits.refund(fixtureIds.leaseId)).toBe('refunded');
  expect((await call(rohan, 'GET', base)).body.refund!.razorpayRefundId).toBe(refunded.refund!.razorpayRefundId);
  expect(await razorpay.refundsOf(moveIn.razorpayPaymentId)).toHaveLength(1);
  // The sweep takes a deposit its job left settled (lost again, settled 49 hours ago, so its refund is late on both
  // sides' screens): refunded once, then nothing.
  await db.collection('deposits').updateOne(
    { _id: fixtureIds.leaseId as never },
    {
      $set: {
        status: 'settled',
        settledAt: new Date(Date.now() - 49 * 3_600_000),
        'refund.razorpayRefundId': null,
        'refund.refundedAt': null,
      },
    },
  );
  expect((await call(rohan, 'GET', base)).body.refund).toMatchObject({ status: 'overdue', razorpayRefundId: null });
  const sweeper = running.app.get(DepositRefundJob);
  expect(await sweeper.sweep()).toBe(1);
  expect((await call(rohan, 'GET', base)).body.refund!.status).toBe('processed');
  expect(await sweeper.sweep()).toBe(0);
  expect((await call(rohan, 'GET', base)).body.refund!.razorpayRefundId).toBe(refunded.refund!.razorpayRefundId);
  expect(await razorpay.refundsOf(moveIn.razorpayPaymentId)).toHaveLength(1);

  // Razorpay's refund.processed webhook, delivered three times, changes nothing.
  const before = await db.collection('deposits').findOne({ _id: fixtureIds.leaseId as never });
  const webhook = JSON.stringify({
    entity: 'event',
    event: 'refund.processed',
    payload: {
      refund: {
        entity: {
          id: refunded.refund!.razorpayRefundId,
          payment_id: moveIn.razorpayPaymentId,
          amount: 4_870_000,
          status: 'processed',
        },
      },
      payment: {
        entity: {
          id: moveIn.razorpayPaymentId,
          order_id: (await razorpay.fetchPayment(moveIn.razorpayPaymentId)).order_id,
          amount: 8_699_000,
          status: 'captured',
        },
      },
    },
  });
  const signature = createHmac('sha256', razorpayEnv.RAZORPAY_WEBHOOK_SECRET).update(webhook).digest('hex');
  for (let i = 0; i < 3; i += 1) {
    const delivered = await fetch(`${running.url}/api/razorpay/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': `evt_deposit_refund_${fixtureIds.leaseId}`,
      },
      body: webhook,
    });
    expect(delivered.status).toBe(200);
  }
  const after = await db.collection('deposits').findOne({ _id: fixtureIds.leaseId as never });
  expect(after!.version).toBe(before!.version);
  expect(await razorpay.refundsOf(moveIn.razorpayPaymentId)).toHaveLength(1);
  expect((await reads.findById(moveIn.paymentId))!.status).toBe('completed');
  await db.close();

  // One refunded event on the deposit's topic.
  const events = await collectMessages(kafka, `${topicPrefix}payments.deposit`, {
    filter: (m) => m.key === fixtureIds.leaseId,
    done: (ms) => ms.some((m) => (m.json as { type: string }).type === 'payments.deposit.refunded.v1'),
  });
  const types = events.map((m) => (m.json as { type: string }).type);
  expect(types.filter((t) => t === 'payments.deposit.refunded.v1')).toHaveLength(1);
  expect(types.filter((t) => t === 'payments.deposit.settled.v1')).toHaveLength(1);
  expect(types.filter((t) => t === 'payments.deposit.inspected.v1')).toHaveLength(2);

  // The landlord's book (the dashboard and owner statement): the deposit returned and the deductions kept.
  await eventually(async () => {
    const { value } = await running.app.get(LandlordBooksService).received(fixtureIds.landlordUserId);
    return value.deposits.returnedPaise === 4_870_000 && value.deposits.keptPaise === 305_000 ? true : undefined;
  }, 30_000);

  // The statement PDF, for the renter and the landlord alike.
  const pdf = await fetch(`${running.url}${base}/statement.pdf`, {
    headers: { [IDENTITY_HEADER]: signIdentity(landlord, env.INTERNAL_IDENTITY_SECRET!) },
  });
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get('content-disposition')).toContain(`deposit-${fixtureIds.leaseId}.pdf`);
  const dir = mkdtempSync(join(tmpdir(), 'deposit-'));
  writeFileSync(join(dir, 's.pdf'), Buffer.from(await pdf.arrayBuffer()));
  const text = execFileSync('pdftotext', [join(dir, 's.pdf'), '-']).toString('utf8');
  expect(text).toMatch(/Deposit collected (₹|Rs\. )51,750/);
  expect(text).toMatch(/Refunded (₹|Rs\. )48,700/);
  expect(text).toContain(refunded.refund!.razorpayRefundId!);
  expect((await call(stranger, 'GET', `${base}/statement.pdf`)).status).toBe(404);
});

it('settles a deposit kept whole with nothing to refund, without calling Razorpay', async () => {
  const today = indiaDate(new Date());
  await deposits.ensure(await leaseEvent(secondLeaseId, 1, addDays(today, -3)), moveIn.paymentId);
  const base = `/trio/leases/${secondLeaseId}/deposit`;
  const refundsBefore = (await razorpay.refundsOf(moveIn.razorpayPaymentId)).length;
  const inspected = await call(manager, 'PUT', `${base}/inspection`, {
    rooms: [{ name: 'Kitchen', condition: 'damaged', note: 'Hob replaced' }],
    deductions: [{ reason: 'Replacing the hob', amountPaise: 5_175_000 }],
  });
  expect(inspected.body.balancePaise).toBe(0);
  // The renter has 7 days to answer: settling before the answer is refused, saying until when.
  expect(inspected.body).toMatchObject({ unanswered: 1, answersDueBy: expect.any(String) });
  const early = await call(manager, 'POST', `${base}/settle`);
  expect(early.status).toBe(409);
  expect(early.body).toMatchObject({ code: 'DEDUCTIONS_UNANSWERED', unanswered: 1 });
  await call(rohan, 'POST', `${base}/deductions/d1/answer`, { answer: 'accept' });
  const settled = await call(manager, 'POST', `${base}/settle`);
  expect(settled.status).toBe(200);
  expect(settled.body).toMatchObject({ status: 'closed', refund: { status: 'none', amountPaise: 0 } });
  expect(await deposits.refund(secondLeaseId)).toBe('nothing');
  expect(await razorpay.refundsOf(moveIn.razorpayPaymentId)).toHaveLength(refundsBefore);
});

it('takes the manager’s photos per inspected room (checked images, at most 5 a room), shows them to the renter and keeps those of kept rooms', async () => {
  const today = indiaDate(new Date());
  const leaseId = '65a1f0c2e4b0a1b2c3d4ec03';
  const otherLeaseId = '65a1f0c2e4b0a1b2c3d4ec04';
  const otherManager: GatewayIdentity = {
    userId: '65a1f0c2e4b0a1b2c3d4e5fe',
    email: 'meera.iyer@example.in',
    role: 'manager',
  };
  await deposits.ensure(await leaseEvent(leaseId, 1, addDays(today, 10)), moveIn.paymentId);
  await deposits.ensure(
    await leaseEvent(otherLeaseId, 1, addDays(today, -1), { managerEmail: otherManager.email }),
    moveIn.paymentId,
  );
  const base = `/trio/leases/${leaseId}/deposit`;
  const jpeg = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#a0522d' } })
    .jpeg()
    .toBuffer();
  const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#336699ff' } })
    .png()
    .toBuffer();
  const upload = (who: GatewayIdentity, room: string | null, bytes: Buffer, type = 'image/jpeg') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'photo');
    const query = room === null ? '' : `?room=${encodeURIComponent(room)}`;
    return fetch(`${running.url}${base}/inspection/photos${query}`, {
      method: 'POST',
      headers: { [IDENTITY_HEADER]: signIdentity(who, env.INTERNAL_IDENTITY_SECRET!) },
      body: form,
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as Deposit & { code?: string },
    }));
  };
  const photoOf = (who: GatewayIdentity, url: string) =>
    fetch(`${running.url}${url}`, { headers: { [IDENTITY_HEADER]: signIdentity(who, env.INTERNAL_IDENTITY_SECRET!) } });
  const roomsOf = (deposit: Deposit) => deposit.rooms.map((r) => [r.name, r.photos.length]);

  // Before the end date, and before the inspection names the room: refused with their codes.
  const early = await upload(manager, 'Bedroom', jpeg);
  expect([early.status, early.body.code]).toEqual([409, 'MOVE_OUT_NOT_DUE']);
  await leaseEvent(leaseId, 2, today);
  const noRoom = await upload(manager, 'Bedroom', jpeg);
  expect([noRoom.status, noRoom.body.code]).toEqual([422, 'INSPECTION_ROOM_UNKNOWN']);
  const inspection = {
    rooms: [
      { name: 'Bedroom', condition: 'damaged', note: 'Crayon marks' },
      { name: 'Kitchen', condition: 'fair', note: '' },
    ],
    deductions: [{ reason: 'Repainting the bedroom wall', amountPaise: 5_175_000 }],
  };
  expect((await call(manager, 'PUT', `${base}/inspection`, inspection)).status).toBe(200);

  // Only this lease's manager; a room named, an image by its content.
  expect((await upload(rohan, 'Bedroom', jpeg)).status).toBe(403);
  expect((await upload(landlord, 'Bedroom', jpeg)).status).toBe(403);
  expect((await upload(otherManager, 'Bedroom', jpeg)).status).toBe(404);
  expect((await upload(stranger, 'Bedroom', jpeg)).status).toBe(404);
  const unnamed = await upload(manager, null, jpeg);
  expect([unnamed.status, unnamed.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  const notImage = await upload(
    manager,
    'Bedroom',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    'image/jpeg',
  );
  expect([notImage.status, notImage.body.code]).toEqual([415, 'UNSUPPORTED_IMAGE_TYPE']);
  const elsewhere = await upload(manager, 'Garage', jpeg);
  expect([elsewhere.status, elsewhere.body.code]).toEqual([422, 'INSPECTION_ROOM_UNKNOWN']);
  expect(await objectsUnder(`deposits/${leaseId}/`)).toEqual([]);

  // A JPEG of the bedroom and a PNG of the kitchen: stored as a web size (metadata stripped) and a thumbnail.
  const first = await upload(manager, 'Bedroom', jpeg);
  expect(first.status).toBe(201);
  expect(first.body.rooms[0]!.photos[0]).toMatchObject({ width: 1600, height: 1200, contentType: 'image/webp' });
  const kitchen = await upload(manager, 'Kitchen', png, 'image/png');
  expect(roomsOf(kitchen.body)).toEqual([
    ['Bedroom', 1],
    ['Kitchen', 1],
  ]);

  // The renter reads the deposit with the rooms' photos and fetches a thumbnail; the landlord the web size; the
  // manager of another lease neither.
  const seen = await call(rohan, 'GET', base);
  expect(roomsOf(seen.body)).toEqual([
    ['Bedroom', 1],
    ['Kitchen', 1],
  ]);
  const bedroomPhoto = seen.body.rooms[0]!.photos[0]!;
  expect(bedroomPhoto.thumbnailUrl).toBe(`${base}/photos/${bedroomPhoto.id}?variant=thumbnail`);
  const thumbnail = await photoOf(rohan, bedroomPhoto.thumbnailUrl);
  expect(thumbnail.status).toBe(200);
  expect(thumbnail.headers.get('content-type')).toBe('image/webp');
  expect(thumbnail.headers.get('cache-control')).toContain('private');
  expect((await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).width).toBeLessThanOrEqual(400);
  const web = await photoOf(landlord, bedroomPhoto.url);
  expect([web.status, (await sharp(Buffer.from(await web.arrayBuffer())).metadata()).width]).toEqual([200, 1600]);
  expect((await photoOf(otherManager, bedroomPhoto.url)).status).toBe(404);
  expect((await photoOf(stranger, bedroomPhoto.thumbnailUrl)).status).toBe(404);
  expect((await photoOf(rohan, `${base}/photos/65a1f0c2e4b0a1b2c3d4e000`)).status).toBe(404);
  // Another lease's id with this photo: not found.
  expect((await photoOf(otherManager, `/trio/leases/${otherLeaseId}/deposit/photos/${bedroomPhoto.id}`)).status).toBe(
    404,
  );

  // Six more at once for the bedroom: exactly 4 get in (5 a room), nothing stored for the others.
  const burst = await Promise.all(Array.from({ length: 6 }, () => upload(manager, 'Bedroom', jpeg)));
  expect(burst.filter((r) => r.status === 201)).toHaveLength(4);
  expect(burst.filter((r) => r.status !== 201).map((r) => [r.status, r.body.code])).toEqual([
    [409, 'TOO_MANY_ROOM_PHOTOS'],
    [409, 'TOO_MANY_ROOM_PHOTOS'],
  ]);
  const full = await call(manager, 'GET', base);
  expect(roomsOf(full.body)).toEqual([
    ['Bedroom', 5],
    ['Kitchen', 1],
  ]);
  const kitchenPhoto = full.body.rooms[1]!.photos[0]!;
  const storage = running.app.get(ImageStorage);
  expect(storage.bucket).toBe(env.MEDIA_BUCKET);
  expect(await objectsUnder(`deposits/${leaseId}/`)).toHaveLength(12);

  // A revision that keeps the bedroom and drops the kitchen keeps the bedroom's photos and removes the kitchen's.
  const revised = await call(manager, 'PUT', `${base}/inspection`, {
    rooms: [{ name: 'Bedroom', condition: 'damaged', note: 'Crayon marks, two walls' }],
    deductions: inspection.deductions.map((d, i) => ({ ...d, id: `d${i + 1}` })),
  });
  expect(revised.status).toBe(200);
  expect(roomsOf(revised.body)).toEqual([['Bedroom', 5]]);
  expect(revised.body.rooms[0]!.photos.map((p) => p.id)).toEqual(full.body.rooms[0]!.photos.map((p) => p.id));
  expect((await photoOf(rohan, kitchenPhoto.url)).status).toBe(404);
  expect(await objectsUnder(`deposits/${leaseId}/${kitchenPhoto.id}/`)).toEqual([]);
  expect(await objectsUnder(`deposits/${leaseId}/`)).toHaveLength(10);

  // Once settled: no more photos; the renter still sees them.
  await call(rohan, 'POST', `${base}/deductions/d1/answer`, { answer: 'accept' });
  expect((await call(manager, 'POST', `${base}/settle`)).body.status).toBe('closed');
  const late = await upload(manager, 'Bedroom', png, 'image/png');
  expect([late.status, late.body.code]).toEqual([409, 'DEPOSIT_SETTLED']);
  expect((await photoOf(rohan, bedroomPhoto.thumbnailUrl)).status).toBe(200);
});
