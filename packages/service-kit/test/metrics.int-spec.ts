import { Body, Controller, Inject, Injectable, Post } from '@nestjs/common';
import { EventPattern } from '@nestjs/microservices';
import { deadLetterTopicFor } from '@trio/contracts/topics';
import type { Connection, Model } from 'mongoose';
import { resolveAddresses } from '../../../infra/local/addresses';
import { connectEventsTransport, draft, EventsModule, OutboxRelay, OutboxWriter } from '../src/events';
import { defineQueue, JobHandler, jobId, JobQueue, JobsModule } from '../src/jobs';
import { APP_METRICS, type AppMetrics, MetricsModule } from '../src/metrics';
import { bootApp, uniqueName, type BootedApp } from '../src/testing';
import { connectMongo, deleteTopics, listingModel, testEvents, type Listing } from './events-support';

/**
 * The kit's metrics on the real servers: what an app's scrape says about its HTTP requests, its Kafka consumer's
 * lag, its BullMQ queues and its outbox, while each is made to hold work back.
 */
const events = testEvents();
const Reminders = defineQueue(uniqueName('metrics-reminders'), { jobs: ['remind'] as const }).withData<{
  remind: { n: number };
}>();
const LISTINGS = Symbol('LISTINGS');

/** The consumer's handler waits for this gate, so messages pile up behind it (lag). */
let openGate: () => void = () => undefined;
let gate = Promise.resolve();
const closeGate = () => {
  gate = new Promise<void>((resolve) => (openGate = resolve));
};

@Controller('listings')
class ListingsController {
  constructor(
    @Inject(OutboxWriter) private readonly outbox: OutboxWriter,
    @Inject(LISTINGS) private readonly listings: Model<Listing>,
  ) {}

  @Post()
  async create(@Body() body: { id: string }) {
    await this.outbox.create(this.listings, { _id: body.id, name: 'Flat', rentPaise: 1_000 } as Listing, [
      draft(events.rentChanged, { name: 'Flat', rentPaise: 1_000 }),
    ]);
    return { id: body.id };
  }
}

@Controller()
class SlowConsumer {
  @EventPattern(events.rentChanged.type)
  async onRentChanged() {
    await gate;
  }
}

@Injectable()
class RemindJob {
  @JobHandler(Reminders, 'remind')
  remind() {}
}

describe('an app’s metrics (real Kafka, MongoDB wire server, Redis)', () => {
  const { kafkaBrokers, redisUrl } = resolveAddresses();
  const jobsPrefix = uniqueName('metrics-jobs');
  let connection: Connection;
  let booted: BootedApp;
  let metrics: AppMetrics;

  /** The value of one series of the scrape (undefined when the scrape has no such series). */
  const value = async (name: string, labels: Record<string, string>) => {
    const text = await metrics.text();
    const series = text
      .split('\n')
      .filter((line) => line.startsWith(`${name}{`))
      .find((line) => Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`)));
    return series === undefined ? undefined : Number(series.split(' ').pop());
  };
  /** Waits until the series has a value the predicate accepts (the consumer and relay work in the background). */
  const until = async (name: string, labels: Record<string, string>, ok: (v: number | undefined) => boolean) => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const current = await value(name, labels);
      if (ok(current)) return current;
      if (Date.now() > deadline) throw new Error(`${name} ${JSON.stringify(labels)} stayed at ${current}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  beforeAll(async () => {
    connection = await connectMongo();
    const listings = listingModel(connection);
    await listings.init();
    booted = await bootApp({
      service: events.service,
      imports: [
        MetricsModule.forRoot({ service: events.service, processMetrics: false }),
        EventsModule.forRoot({
          service: events.service,
          brokers: kafkaBrokers,
          topics: [events.topic],
          sweepIntervalMs: 60_000,
        }),
        JobsModule.forRoot({ connection: redisUrl, queues: [Reminders], prefix: jobsPrefix }),
      ],
      controllers: [ListingsController, SlowConsumer],
      providers: [{ provide: LISTINGS, useValue: listings }, RemindJob],
    });
    metrics = booted.app.get<symbol, AppMetrics>(APP_METRICS);
    connectEventsTransport(booted.app, { service: events.service, brokers: kafkaBrokers, parse: events.parse });
    await booted.app.startAllMicroservices();
  });

  afterAll(async () => {
    openGate();
    await booted.close();
    await connection.dropDatabase();
    await connection.close();
    await deleteTopics([events.topic, deadLetterTopicFor(events.service)]);
  });

  const post = (id: string) =>
    fetch(`${booted.url}/listings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id }),
    });

  it('counts and times requests by route pattern and status', async () => {
    expect((await post(uniqueName('l'))).status).toBe(201);
    expect((await fetch(`${booted.url}/nowhere/${uniqueName('x')}`)).status).toBe(404);
    expect(await value('http_requests_total', { method: 'POST', route: '/listings', status: '201' })).toBe(1);
    expect(await value('http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
    expect(
      await value('http_request_duration_seconds_count', { method: 'POST', route: '/listings', status: '201' }),
    ).toBe(1);
    expect(await value('http_request_duration_seconds_bucket', { route: '/listings', le: '+Inf' })).toBe(1);
  });

  it('shows the consumer lag of its partitions while the handler holds messages back, and 0 once it caught up', async () => {
    await until('kafka_consumer_lag', { topic: events.topic }, (v) => v === 0);
    closeGate();
    for (let i = 0; i < 5; i += 1) expect((await post(uniqueName('lag'))).status).toBe(201);
    const total = async () => {
      const text = await metrics.text();
      return [...text.matchAll(/^kafka_consumer_lag\{[^}]*\} (\d+)$/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
    };
    const deadline = Date.now() + 20_000;
    // One message is in the handler, the rest wait behind it (and none is committed while the gate is closed).
    while ((await total()) < 5 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await total()).toBeGreaterThanOrEqual(5);
    openGate();
    const caughtUp = Date.now() + 20_000;
    while ((await total()) > 0 && Date.now() < caughtUp) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await total()).toBe(0);
  });

  it('shows the depth of each queue by state', async () => {
    const queue = booted.app.get(JobQueue);
    for (let n = 0; n < 3; n += 1) {
      await queue.enqueue(Reminders, 'remind', { n }, { jobId: jobId('later', String(n)), delay: 600_000 });
    }
    expect(await value('bullmq_queue_jobs', { queue: Reminders.name, state: 'delayed' })).toBe(3);
    expect(await value('bullmq_queue_jobs', { queue: Reminders.name, state: 'failed' })).toBe(0);
  });

  it('shows the outbox backlog and the age of its oldest event while the relay is stopped, and 0 after', async () => {
    const relay = booted.app.get(OutboxRelay);
    const collection = connection.models[Object.keys(connection.models)[0]!]!.collection.collectionName;
    await relay.stop();
    try {
      expect((await post(uniqueName('held'))).status).toBe(201);
      expect((await post(uniqueName('held'))).status).toBe(201);
      expect(await value('outbox_pending_events', { collection })).toBe(2);
      expect(await value('outbox_oldest_pending_seconds', { collection })).toBeGreaterThan(0);
    } finally {
      relay.startSweeping();
    }
    await until('outbox_pending_events', { collection }, (v) => v === 0);
    expect(await value('outbox_oldest_pending_seconds', { collection })).toBe(0);
  });
});
