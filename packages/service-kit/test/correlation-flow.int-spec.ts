import { Body, Controller, Inject, Injectable, Post } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope } from '@trio/contracts/envelope';
import { deadLetterTopicFor } from '@trio/contracts/topics';
import type { Connection, Model } from 'mongoose';
import type { Logger } from 'pino';
import { resolveAddresses } from '../../../infra/local/addresses';
import { connectEventsTransport, draft, EventsModule, OutboxWriter } from '../src/events';
import { defineQueue, JobHandler, jobId, JobQueue, JobsModule, type JobRun } from '../src/jobs';
import { InjectLogger } from '../src/logging';
import { bootApp, createLogCapture, uniqueName, waitForEvent, type BootedApp } from '../src/testing';
import { connectMongo, deleteTopics, listingModel, testEvents, testKafka, type Listing } from './events-support';

/**
 * One correlation id, sent by a client on an HTTP request, followed through everything the request causes:
 * the event it publishes (envelope and Kafka headers), the consumer's log line, and the job it enqueues.
 */
const events = testEvents();
const ListingsQueue = defineQueue(uniqueName('listings-followup'), { jobs: ['notify-landlord'] as const }).withData<{
  'notify-landlord': { listingId: string };
}>();
const LISTINGS = Symbol('LISTINGS');
const SEEN_JOBS = Symbol('SEEN_JOBS');

interface SeenJob {
  data: unknown;
  run: JobRun;
}

@Controller('listings')
class ListingsController {
  constructor(
    @Inject(OutboxWriter) private readonly outbox: OutboxWriter,
    @Inject(JobQueue) private readonly jobs: JobQueue,
    @Inject(LISTINGS) private readonly listings: Model<Listing>,
  ) {}

  @Post()
  async create(@Body() body: { id: string; name: string; rentPaise: number }) {
    await this.outbox.create(this.listings, { _id: body.id, name: body.name, rentPaise: body.rentPaise } as Listing, [
      draft(events.rentChanged, { name: body.name, rentPaise: body.rentPaise }),
    ]);
    await this.jobs.enqueue(
      ListingsQueue,
      'notify-landlord',
      { listingId: body.id },
      { jobId: jobId('notify', body.id) },
    );
    return { id: body.id };
  }
}

@Controller()
class ListingEventsController {
  constructor(@InjectLogger() private readonly logger: Logger) {}

  @EventPattern(events.rentChanged.type)
  onRentChanged(@Payload() event: EventEnvelope) {
    this.logger.info({ listingId: event.aggregateId }, 'rent change seen');
  }
}

@Injectable()
class NotifyLandlordJob {
  constructor(@Inject(SEEN_JOBS) private readonly seen: SeenJob[]) {}

  @JobHandler(ListingsQueue, 'notify-landlord')
  notify(data: { listingId: string }, run: JobRun) {
    this.seen.push({ data, run });
  }
}

describe('correlation id: HTTP request → event headers → consumer log line → job data', () => {
  const { kafkaBrokers, redisUrl } = resolveAddresses();
  const logs = createLogCapture();
  const seenJobs: SeenJob[] = [];
  let connection: Connection;
  let booted: BootedApp;

  beforeAll(async () => {
    connection = await connectMongo();
    const listings = listingModel(connection);
    await listings.init();
    booted = await bootApp({
      service: events.service,
      imports: [
        EventsModule.forRoot({ service: events.service, brokers: kafkaBrokers, topics: [events.topic] }),
        JobsModule.forRoot({ connection: redisUrl, queues: [ListingsQueue] }),
      ],
      controllers: [ListingsController, ListingEventsController],
      providers: [
        { provide: LISTINGS, useValue: listings },
        { provide: SEEN_JOBS, useValue: seenJobs },
        NotifyLandlordJob,
      ],
      logDestination: logs.destination,
    });
    connectEventsTransport(booted.app, { service: events.service, brokers: kafkaBrokers, parse: events.parse });
    await booted.app.startAllMicroservices();
  });

  afterAll(async () => {
    await booted.close();
    await connection.dropDatabase();
    await connection.close();
    await deleteTopics([events.topic, deadLetterTopicFor(events.service)]);
  });

  it('carries the id sent on the request all the way', async () => {
    const correlationId = uniqueName('corr');
    const id = uniqueName('listing');
    const res = await fetch(`${booted.url}/listings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-correlation-id': correlationId },
      body: JSON.stringify({ id, name: 'Sunny 2BHK', rentPaise: 2_500_000 }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-correlation-id')).toBe(correlationId);

    const published = await waitForEvent(testKafka(), events.topic, (m) => m.key === id);
    expect(published.headers['x-correlation-id']).toBe(correlationId);
    expect((published.json as EventEnvelope).correlationId).toBe(correlationId);

    const line = await logs.waitFor((l) => l.msg === 'rent change seen' && l.listingId === id, 20_000);
    expect(line.correlationId).toBe(correlationId);
    expect(line.service).toBe(events.service);

    const deadline = Date.now() + 10_000;
    while (!seenJobs.some((j) => (j.data as { listingId: string }).listingId === id) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const job = seenJobs.find((j) => (j.data as { listingId: string }).listingId === id);
    expect(job?.run.correlationId).toBe(correlationId);
    expect((job?.run.job.data as { _meta?: { correlationId?: string } })._meta?.correlationId).toBe(correlationId);
  });
});
