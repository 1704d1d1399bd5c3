/**
 * bench/reminders: one fire of the daily payment-reminder schedule over 10,000 overdue leases, on the real local
 * infrastructure (Kafka, MongoDB-wire server, Redis) and a private SMTP capture (maildev on its own free port, so
 * 10,000 messages do not flood the shared inbox other tests read, in a child process: bench/support/smtp-capture.ts).
 *
 * The notifications service runs as `npm start` runs it (its jobs, its Kafka consumer, pooled SMTP). Its lease and
 * rent projections are loaded with N active leases whose rent is 10 days past due; then one `daily-reminders` job
 * is added, as the job scheduler adds it. Measured: from that fire to the last e-mail received by the capture.
 * Checked: every tenant got exactly one reminder (0 missing, 0 duplicated).
 *
 * Run: npm run bench:reminders   (figures: bench/results/reminders.json; run with swc: decorator metadata)
 * Options: BENCH_LEASES=10000 BENCH_TIMEOUT_S=600 SMTP_MAX_CONNECTIONS=<n> (the service's own default otherwise)
 */
import 'reflect-metadata';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { getModelToken } from '@nestjs/mongoose';
import { todayInIndia } from '@trio/contracts/http/applications';
import { allTopics, deadLetterTopicFor } from '@trio/contracts/topics';
import { createKafka, ensureTopics } from '@trio/service-kit/events';
import { jobId, JobQueue } from '@trio/service-kit/jobs';
import IORedis from 'ioredis';
import mongoose, { type Model } from 'mongoose';
import { infraUp } from '../infra/local/infra';
import { notifications } from '../services/notifications/src/app.module';
import { notificationsConfigSchema } from '../services/notifications/src/config';
import { leaseCopy, type LeaseCopy } from '../services/notifications/src/copies/lease.copy';
import { rentCopy, type RentCopy } from '../services/notifications/src/copies/rent.copy';
import { ReminderQueue } from '../services/notifications/src/reminders/reminders.queue';
import { startSmtpCapture } from './support/smtp-capture';

const total = Number(process.env.BENCH_LEASES ?? 10_000);
const timeoutMs = Number(process.env.BENCH_TIMEOUT_S ?? 600) * 1000;
const tag = `bench-${Date.now().toString(36)}`;

async function main(): Promise<void> {
  const a = await infraUp(() => undefined);
  // The capture runs in a process of its own: parsing 10,000 messages is not the service's work.
  const capture = await startSmtpCapture();
  const smtpPort = capture.port;
  const received = new Map<string, number>();
  let mails = 0;
  let lastMailAt = 0;
  capture.onMail((recipients, receivedAt) => {
    mails += 1;
    lastMailAt = Math.max(lastMailAt, receivedAt);
    for (const to of recipients) received.set(to, (received.get(to) ?? 0) + 1);
  });

  const topicPrefix = `${tag}.`;
  const dbName = `bench_${tag.replace(/-/g, '_')}`;
  // This run's topics, made before the service starts (the kit's ensureTopics waits for their leaders).
  const setupAdmin = createKafka(`${tag}-setup`, a.kafkaBrokers).admin();
  await setupAdmin.connect();
  await ensureTopics(
    setupAdmin,
    allTopics.map((topic) => topicPrefix + topic),
    { numPartitions: 3 },
  );
  await ensureTopics(setupAdmin, [topicPrefix + deadLetterTopicFor(tag)], { numPartitions: 1 });
  await setupAdmin.disconnect();
  const running = await notifications.start({
    env: {
      SERVICE_NAME: tag,
      PORT: '0',
      LOG_LEVEL: 'silent',
      KAFKA_BROKERS: a.kafkaBrokers.join(','),
      MONGO_URL: a.mongoUrl,
      MONGO_DB: dbName,
      REDIS_URL: a.redisUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ...(process.env.SMTP_MAX_CONNECTIONS ? { SMTP_MAX_CONNECTIONS: process.env.SMTP_MAX_CONNECTIONS } : {}),
      INTERNAL_IDENTITY_SECRET: `${tag}-0123456789abcdef0123456789abcdef`,
      EVENTS_TOPIC_PREFIX: topicPrefix,
      JOBS_PREFIX: tag,
    },
    shutdownHooks: false,
  });

  // N active leases whose rent fell due 10 days ago and is unpaid (as payments.rent.overdue.v1 would leave them).
  const now = new Date();
  const dueDate = todayInIndia(new Date(now.getTime() - 10 * 86_400_000));
  const month = dueDate.slice(0, 7);
  const id = (i: number) => `be${String(i).padStart(22, '0')}`;
  const email = (i: number) => `tenant${i}.${tag}@bench.example.in`;
  const address = {
    line1: '1 MG Road',
    locality: 'Ashok Nagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    pinCode: '560001',
  };
  const leases = running.app.get<Model<LeaseCopy>>(getModelToken(leaseCopy.name));
  const rents = running.app.get<Model<RentCopy>>(getModelToken(rentCopy.name));
  for (let from = 0; from < total; from += 1000) {
    const batch = Array.from({ length: Math.min(1000, total - from) }, (_, k) => from + k);
    await leases.insertMany(
      batch.map((i) => ({
        _id: id(i),
        version: 1,
        propertyId: id(i),
        property: { name: `Bench Home ${i}`, address },
        tenant: { userId: id(i), firstName: 'Bench', lastName: `Tenant ${i}`, email: email(i) },
        landlordId: id(i),
        managerId: 'be0000000000000000000000',
        startDate: '2025-01-01',
        endDate: '2027-01-01',
        rentPaise: 2_500_000,
        status: 'active',
      })),
    );
    await rents.insertMany(
      batch.map((i) => ({
        _id: id(i),
        version: 1,
        items: { [month]: { month, dueDate, amountPaise: 2_550_000, paid: false } },
      })),
    );
  }
  console.log(`[bench] ${total} overdue leases loaded; firing the schedule`);

  // CPU used from the fire to the last e-mail: this process (the service) and the capture's, and the machine's load
  // (shared with the other engineers: the wall-clock figure moves with it, the CPU figures much less).
  const loadAtFire = loadavg()[0]!;
  const captureCpuAtFire = await capture.cpuSeconds();
  const cpuAtFire = process.cpuUsage();
  const firedAt = Date.now();
  await running.app
    .get(JobQueue)
    .enqueue(ReminderQueue, 'daily-reminders', { run: 'daily' }, { jobId: jobId('bench-fire', tag) });
  const deadline = firedAt + timeoutMs;
  let lastReport = 0;
  while (received.size < total && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (Date.now() - lastReport > 10_000) {
      lastReport = Date.now();
      console.log(`[bench] ${mails} e-mails after ${((Date.now() - firedAt) / 1000).toFixed(1)} s`);
    }
  }
  const lastSeconds = Math.round(((lastMailAt || Date.now()) - firedAt) / 100) / 10;
  const serviceCpu = process.cpuUsage(cpuAtFire);
  const captureCpuSeconds = (await capture.cpuSeconds()) - captureCpuAtFire;
  const loadAtEnd = loadavg()[0]!;
  // Anything still coming would be a duplicate: give it a moment.
  await new Promise((resolve) => setTimeout(resolve, 5_000));

  // One snapshot of what arrived: every figure below is of the same moment.
  const arrived = new Map(received);
  const emailsReceived = [...arrived.values()].reduce((sum, n) => sum + n, 0);
  const expected = new Set(Array.from({ length: total }, (_, i) => email(i)));
  const missing = [...expected].filter((to) => !arrived.has(to)).length;
  const duplicated = [...arrived.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
  const histories = await running.app
    .get<Model<LeaseCopy>>(getModelToken(leaseCopy.name))
    .db.collection('reminder_histories')
    .countDocuments();
  const result = {
    benchmark: 'reminders: one daily fire over N overdue leases → e-mails at the SMTP capture',
    at: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
    overdueLeases: total,
    smtpMaxConnections: notificationsConfigSchema.shape.SMTP_MAX_CONNECTIONS.parse(process.env.SMTP_MAX_CONNECTIONS),
    remindersRecorded: histories,
    emailsReceived,
    missing,
    duplicated,
    fireToLastEmailSeconds: lastSeconds,
    emailsPerSecond: Math.round((emailsReceived / Math.max(lastSeconds, 0.1)) * 10) / 10,
    serviceCpuSeconds: Math.round((serviceCpu.user + serviceCpu.system) / 1e5) / 10,
    captureCpuSeconds: Math.round(captureCpuSeconds * 10) / 10,
    loadAverage1m: { atFire: Math.round(loadAtFire * 10) / 10, atEnd: Math.round(loadAtEnd * 10) / 10 },
    target: '10,000 e-mails, 0 missing, 0 duplicated, ≤ 60 s from the fire to the last e-mail',
    targetMet: total >= 10_000 && missing === 0 && duplicated === 0 && lastSeconds <= 60,
  };
  const out = join(__dirname, 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'reminders.json'), JSON.stringify(result, null, 2) + '\n');
  console.log(JSON.stringify(result, null, 2));

  await running.close();
  await capture.close();
  const connection = await mongoose.createConnection(a.mongoUrl, { dbName }).asPromise();
  await connection.dropDatabase();
  await connection.close();
  const kafka = createKafka(`${tag}-cleanup`, a.kafkaBrokers);
  const admin = kafka.admin();
  await admin.connect();
  const topics = (await admin.listTopics()).filter((t) => t.startsWith(topicPrefix));
  if (topics.length > 0) await admin.deleteTopics({ topics }).catch(() => undefined);
  await admin.disconnect();
  // The jobs left in Redis under this run's prefix (e-mails still queued when the time ran out).
  const redis = new IORedis(a.redisUrl);
  for await (const keys of redis.scanStream({ match: `${tag}:*`, count: 1000 }) as AsyncIterable<string[]>) {
    if (keys.length > 0) await redis.del(...keys);
  }
  await redis.quit();
  if (missing > 0 || duplicated > 0) process.exitCode = 1;
  process.exit();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
