/**
 * bench/events: events through outbox → relay → Kafka → consumer on the real local infrastructure.
 *
 * Phase "steady": 1,000 writes, each recording one event, offered at a fixed rate (default 200/s);
 * latency is from just before the write to the moment the consumer's handler runs.
 * Phase "burst": 1,000 writes as fast as 20 concurrent writers go; gives the throughput ceiling.
 *
 * Run: npm run bench:events   (figures: bench/results/events.json)
 * Options: BENCH_EVENTS=1000 BENCH_RATE=200
 *
 * `npm run bench:events -- --replicas` runs the companion instead: consumer throughput of one replica against two,
 * each its own process (bench/events-replicas.bench.ts, figures: bench/results/events-replicas.json).
 */
import 'reflect-metadata';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { Controller, Inject, type INestMicroservice } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { Test } from '@nestjs/testing';
import { defineEvent, type EventEnvelope } from '@trio/contracts/envelope';
import { createEventParser } from '@trio/contracts/registry';
import { deadLetterTopicFor } from '@trio/contracts/topics';
import mongoose, { Schema } from 'mongoose';
import { z } from 'zod';
import { infraUp } from '../infra/local/infra';
import { runReplicasBench } from './events-replicas.bench';
import { databaseProbe, type ProbeFigures } from './support/database-probe';
import {
  connectEventsTransport,
  createKafka,
  EventsModule,
  draft,
  OutboxWriter,
  withOutbox,
  type OutboxFields,
} from '@trio/service-kit/events';
import { percentile } from './support/percentile';

const total = Number(process.env.BENCH_EVENTS ?? 1000);
const rate = Number(process.env.BENCH_RATE ?? 200);
const service = `bench-${Date.now().toString(36)}`;
const rentChanged = defineEvent(`${service}.listing.rent-changed.v1`, z.object({ rentPaise: z.number().int() }));
const HANDLED = Symbol('HANDLED');

type Handled = Map<string, number>;

@Controller()
class BenchConsumer {
  constructor(@Inject(HANDLED) private readonly handled: Handled) {}
  @EventPattern(rentChanged.type)
  onRentChanged(@Payload() event: EventEnvelope): void {
    this.handled.set(event.aggregateId, performance.now());
  }
}

async function main(): Promise<void> {
  const a = await infraUp(() => undefined);
  const dbName = `bench_${service.replace(/-/g, '_')}`;
  const connection = await mongoose.createConnection(a.mongoUrl, { dbName }).asPromise();
  // The database's own answer times, quiet and during each phase (where the time goes: see the probe).
  const probe = await databaseProbe(a.mongoUrl, dbName);
  probe.start();
  await new Promise((resolve) => setTimeout(resolve, 3_000)); // 30 probes of the quiet database
  const probeFigures: Record<string, ProbeFigures> = { quiet: await probe.stop() };
  const schema = new Schema<OutboxFields & { _id: string; rentPaise: number }>(
    { _id: String, rentPaise: Number },
    { versionKey: false },
  );
  schema.plugin(withOutbox);
  const Listings = connection.model('BenchListing', schema);
  await Listings.init();

  const handled: Handled = new Map();
  const moduleRef = await Test.createTestingModule({
    imports: [EventsModule.forRoot({ service, brokers: a.kafkaBrokers, topics: [rentChanged.topic] })],
    controllers: [BenchConsumer],
    providers: [{ provide: HANDLED, useValue: handled }],
  }).compile();
  moduleRef.useLogger(false);
  const parse = createEventParser([rentChanged]);
  const consumer: INestMicroservice = connectEventsTransport(
    { connectMicroservice: (options) => moduleRef.createNestMicroservice({ ...options, logger: false }) },
    { service, brokers: a.kafkaBrokers, parse },
  );
  await moduleRef.init();
  await consumer.listen();
  const writer = moduleRef.get(OutboxWriter);

  // Warm up: the consumer group has joined once an event goes round.
  const warm = `warm-${service}`;
  await writer.create(Listings, { _id: warm, rentPaise: 1 } as never, [draft(rentChanged, { rentPaise: 1 })]);
  while (!handled.has(warm)) await new Promise((r) => setTimeout(r, 50));

  async function phase(name: string, ids: string[], offer: (write: (id: string) => Promise<void>) => Promise<void>) {
    const startedAt = new Map<string, number>();
    probe.start();
    const t0 = performance.now();
    const writeMs: number[] = [];
    await offer(async (id) => {
      const s = performance.now();
      startedAt.set(id, s);
      await writer.create(Listings, { _id: id, rentPaise: 100 } as never, [draft(rentChanged, { rentPaise: 100 })]);
      writeMs.push(performance.now() - s);
    });
    const tWritesDone = performance.now();
    probeFigures[name] = await probe.stop();
    writeMs.sort((x, y) => x - y);
    const deadline = Date.now() + 120_000;
    while (ids.some((id) => !handled.has(id))) {
      if (Date.now() > deadline)
        throw new Error(`${name}: only ${ids.filter((id) => handled.has(id)).length}/${ids.length} handled`);
      await new Promise((r) => setTimeout(r, 20));
    }
    const latencies = ids.map((id) => handled.get(id)! - startedAt.get(id)!).sort((x, y) => x - y);
    const lastHandled = Math.max(...ids.map((id) => handled.get(id)!));
    return {
      writeMs: { p50: percentile(writeMs, 50), p95: percentile(writeMs, 95) },
      writesPerSecond: Math.round((ids.length / (tWritesDone - t0)) * 1000),
      events: ids.length,
      offeredPerSecond: name === 'steady' ? rate : null,
      achievedPerSecond: Math.round((ids.length / (lastHandled - t0)) * 1000),
      latencyMs: {
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        max: percentile(latencies, 100),
      },
    };
  }

  const steadyIds = Array.from({ length: total }, (_, i) => `steady-${i}`);
  const steady = await phase('steady', steadyIds, async (write) => {
    const interval = 1000 / rate;
    const start = performance.now();
    const writes: Promise<void>[] = [];
    for (let i = 0; i < steadyIds.length; i++) {
      const due = start + i * interval;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      writes.push(write(steadyIds[i]!));
    }
    await Promise.all(writes);
  });

  const burstIds = Array.from({ length: total }, (_, i) => `burst-${i}`);
  const burst = await phase('burst', burstIds, async (write) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < burstIds.length) await write(burstIds[next++]!);
      }),
    );
  });

  const result = {
    benchmark: 'events: outbox → relay → Kafka → consumer',
    at: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
    mongo: a.mongoUrl,
    steady,
    burst,
    /** A probe's insert and read by _id: quiet, and while each phase's writes ran (bench/support/database-probe.ts). */
    databaseProbe: probeFigures,
    target: 'steady p95 ≤ 150 ms at 200 events/s',
    targetMet: steady.latencyMs.p95 <= 150 && steady.achievedPerSecond >= rate * 0.95,
  };
  const out = join(__dirname, 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'events.json'), JSON.stringify(result, null, 2) + '\n');
  console.log(JSON.stringify(result, null, 2));

  await probe.close();
  await consumer.close();
  await moduleRef.close();
  await connection.dropDatabase();
  await connection.close();
  const admin = createKafka('bench-cleanup', a.kafkaBrokers).admin();
  await admin.connect();
  await admin.deleteTopics({ topics: [rentChanged.topic, deadLetterTopicFor(service)] }).catch(() => undefined);
  await admin.disconnect();
}

if (process.argv.includes('--replicas')) runReplicasBench();
else
  main().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
