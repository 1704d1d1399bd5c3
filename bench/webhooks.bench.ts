/**
 * bench/webhooks: Razorpay webhook deliveries to the payments service on the real local infrastructure.
 *
 * 1,000 signed `payment.captured` deliveries (a third of them repeats of earlier ones: same event id, same bytes, as
 * Razorpay redelivers) offered at a fixed rate (default 100/s) to the service's webhook route. Checked afterwards:
 * every payment completed exactly once (one `payments.payment.captured.v1` each, none for a repeat). Handling time
 * is from sending a delivery to the answer that settled it: a delivery the service refuses while overloaded (503
 * OVERLOADED) is sent again after its retry-after, as Razorpay does, and its wait counts.
 *
 * Run: npm run bench:webhooks   (figures: bench/results/webhooks.json; run with swc, not tsx: the service needs
 * decorator metadata)
 * Options: BENCH_WEBHOOKS=1000 BENCH_RATE=100 BENCH_LANDLORDS=1 (whose homes the payments are for: by default one
 * landlord's book takes every capture); OVERLOAD_* (the kit's settings) are passed on to the service.
 */
import 'reflect-metadata';
import { createHash, createHmac } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { getModelToken } from '@nestjs/mongoose';
import { createKafka, OutboxWriter } from '@trio/service-kit/events';
import { collectMessages } from '@trio/service-kit/testing';
import mongoose, { type Model } from 'mongoose';
import { infraUp } from '../infra/local/infra';
import { payments } from '../services/payments/src/app.module';
import { PAYMENT_MODEL, type PaymentDocument } from '../services/payments/src/payments/payment.schema';
import { paymentIdOfOrder } from '../services/payments/src/payments/purchases';
import { databaseProbe } from './support/database-probe';
import { percentile } from './support/percentile';

const total = Number(process.env.BENCH_WEBHOOKS ?? 1000);
const rate = Number(process.env.BENCH_RATE ?? 100);
/** Whose homes the payments are for: one landlord's book takes every capture by default. */
const landlords = Number(process.env.BENCH_LANDLORDS ?? 1);
const tag = `bench-${Date.now().toString(36)}`;
const WEBHOOK_SECRET = 'bench-webhook-secret';

const hex24 = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);

async function main(): Promise<void> {
  const a = await infraUp(() => undefined);
  const topicPrefix = `${tag}.`;
  const dbName = `bench_${tag.replace(/-/g, '_')}`;
  const running = await payments.start({
    env: {
      SERVICE_NAME: tag,
      PORT: '0',
      LOG_LEVEL: 'silent',
      KAFKA_BROKERS: a.kafkaBrokers.join(','),
      MONGO_URL: a.mongoUrl,
      MONGO_DB: dbName,
      REDIS_URL: a.redisUrl,
      S3_ENDPOINT: a.s3.endpoint,
      S3_ACCESS_KEY: a.s3.accessKey,
      S3_SECRET_KEY: a.s3.secretKey,
      S3_REGION: a.s3.region,
      MEDIA_BUCKET: `${tag}-deposits`.toLowerCase().slice(0, 60),
      INTERNAL_IDENTITY_SECRET: `${tag}-0123456789abcdef0123456789abcdef`,
      EVENTS_TOPIC_PREFIX: topicPrefix,
      JOBS_PREFIX: tag,
      RAZORPAY_API_URL: a.razorpay.apiUrl,
      RAZORPAY_KEY_ID: a.razorpay.keyId,
      RAZORPAY_KEY_SECRET: a.razorpay.keySecret,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('OVERLOAD_'))),
    },
    shutdownHooks: false,
  });

  // Two thirds unique payments (monthly rent of distinct months), a third of the deliveries repeats.
  const unique = Math.ceil((total * 2) / 3);
  const model = running.app.get<Model<PaymentDocument>>(getModelToken(PAYMENT_MODEL));
  const outbox = running.app.get(OutboxWriter);
  const address = {
    line1: '1 MG Road',
    locality: 'Ashok Nagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    pinCode: '560001',
  };
  const deliveries: Array<{ eventId: string; body: string; signature: string; paymentId: string }> = [];
  for (let i = 0; i < unique; i += 1) {
    const orderId = `order_${tag.replace(/-/g, '')}${i}`;
    const now = new Date();
    await outbox.create(
      model,
      {
        _id: paymentIdOfOrder(orderId),
        userId: hex24(`user${i % 50}`),
        paymentType: 'monthly_rent',
        applicationId: null,
        leaseId: hex24(`lease${i}`),
        month: '2026-01',
        dueDate: '2026-01-01',
        propertyId: hex24(`property${i}`),
        property: { name: 'Bench home', address },
        payer: { firstName: 'Bench', lastName: 'Payer', email: 'bench@example.in' },
        landlordId: hex24(`landlord${i % landlords}`),
        managerId: hex24('manager'),
        amountPaise: 2_550_000,
        breakdown: { rentPaise: 2_500_000, processingFeePaise: 50_000, totalPaise: 2_550_000 },
        razorpayOrderId: orderId,
        receipt: 'trio_12345678',
        description: 'Bench rent',
        status: 'pending',
        razorpayPaymentId: null,
        verifiedBy: null,
        failureReason: null,
        failedAttempts: [],
        refund: null,
        capturedAt: null,
        createdAt: now,
        updatedAt: now,
      } as unknown as PaymentDocument,
      [],
    );
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_bench',
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: {
          entity: { id: `pay_${tag.replace(/-/g, '')}${i}`, order_id: orderId, amount: 2_550_000, status: 'captured' },
        },
      },
      created_at: Math.floor(Date.now() / 1000),
    });
    const signature = createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex');
    deliveries.push({ eventId: `evt_${tag}_${i}`, body, signature, paymentId: paymentIdOfOrder(orderId) });
  }
  // The repeats: earlier deliveries again, interleaved.
  const schedule = [...deliveries];
  for (let i = 0; schedule.length < total; i += 1) {
    schedule.splice(Math.min(schedule.length, 3 * i + 2), 0, deliveries[(i * 7) % unique]!);
  }

  const latencies: number[] = [];
  const outcomes: Record<string, number> = {};
  let refusedThenDelivered = 0;
  /**
   * One delivery as Razorpay makes it: a refusal (503 OVERLOADED) is sent again after its retry-after, so what counts
   * is the time from the first send to the answer that settled it.
   */
  const deliver = async (d: (typeof deliveries)[number]) => {
    const sent = performance.now();
    for (let refusals = 0; ; refusals += 1) {
      const res = await fetch(`${running.url}/api/razorpay/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': d.signature,
          'x-razorpay-event-id': d.eventId,
        },
        body: d.body,
      });
      const answer = (await res.json()) as { status?: string; code?: string };
      if (res.status === 503 && answer.code === 'OVERLOADED') {
        const retryAfterS = Number(res.headers.get('retry-after') ?? 1);
        await new Promise((resolve) => setTimeout(resolve, retryAfterS * 1000)); // the sender's back-off, as Razorpay's
        continue;
      }
      return {
        ms: performance.now() - sent,
        answer: res.ok ? (answer.status ?? '?') : `${res.status} ${answer.code}`,
        refusals,
      };
    }
  };
  // The database's own answer times, before and while the deliveries run (where the time goes: see the probe).
  const probe = await databaseProbe(a.mongoUrl, dbName);
  probe.start();
  await new Promise((resolve) => setTimeout(resolve, 3_000)); // 30 probes of the quiet database
  const quiet = await probe.stop();
  probe.start();
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (const [i, d] of schedule.entries()) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait)); // pacing the offered load, not a wait for state
    inFlight.push(
      deliver(d).then(({ ms, answer, refusals }) => {
        latencies.push(ms);
        outcomes[answer] = (outcomes[answer] ?? 0) + 1;
        if (refusals > 0) refusedThenDelivered += 1;
      }),
    );
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  const delivering = await probe.stop();
  await probe.close();

  const completed = await model.countDocuments({ status: 'completed' });
  const versions = await model.distinct('version');
  const kafka = createKafka(`${tag}-reader`, a.kafkaBrokers);
  const captured = await collectMessages(kafka, `${topicPrefix}payments.payment`, {
    done: (ms) => ms.length >= unique,
    timeoutMs: 60_000,
  });
  const capturedPerPayment = new Map<string, number>();
  for (const m of captured) capturedPerPayment.set(m.key!, (capturedPerPayment.get(m.key!) ?? 0) + 1);
  const exactlyOnce =
    completed === unique &&
    capturedPerPayment.size === unique &&
    [...capturedPerPayment.values()].every((n) => n === 1) &&
    versions.length === 1;

  const sorted = [...latencies].sort((x, y) => x - y);
  const result = {
    benchmark: 'webhooks: Razorpay payment.captured deliveries → payments service (signature, idempotency, capture)',
    at: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
    deliveries: schedule.length,
    uniquePayments: unique,
    duplicates: schedule.length - unique,
    offeredPerSecond: rate,
    achievedPerSecond: Math.round((schedule.length / elapsed) * 10) / 10,
    outcomes,
    /** Deliveries answered 503 OVERLOADED at least once and settled by a later send (counted in handlingMs). */
    refusedThenDelivered,
    handlingMs: {
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: percentile(sorted, 100),
    },
    /** A probe's insert and read by _id, alone and during the deliveries (bench/support/database-probe.ts). */
    databaseProbe: { quiet, delivering },
    completedPayments: completed,
    capturedEvents: captured.length,
    exactlyOnce,
    target: 'every payment captured exactly once; p95 ≤ 250 ms at 100 deliveries/s',
    targetMet: exactlyOnce && percentile(sorted, 95) <= 250,
  };
  const out = join(__dirname, 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'webhooks.json'), JSON.stringify(result, null, 2) + '\n');
  console.log(JSON.stringify(result, null, 2));

  await running.close();
  const connection = await mongoose.createConnection(a.mongoUrl, { dbName }).asPromise();
  await connection.dropDatabase();
  await connection.close();
  const admin = kafka.admin();
  await admin.connect();
  const topics = (await admin.listTopics()).filter((t) => t.startsWith(topicPrefix));
  if (topics.length > 0) await admin.deleteTopics({ topics }).catch(() => undefined);
  await admin.disconnect();
  if (!result.exactlyOnce) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
