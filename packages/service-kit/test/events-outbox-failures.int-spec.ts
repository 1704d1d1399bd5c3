import { Test } from '@nestjs/testing';
import type { INestApplicationContext } from '@nestjs/common';
import { defineEvent } from '@trio/contracts/envelope';
import type { Connection, Model } from 'mongoose';
import { z } from 'zod';
import { createKafka, draft, EVENTS_KAFKA, EventsModule, OutboxRelay, OutboxWriter } from '../src/events';
import { uniqueName } from '../src/testing/unique';
import { brokers, connectMongo, deleteTopics, listingModel, testEvents, type Listing } from './events-support';

describe('outbox entries Kafka refuses (real MongoDB wire server and Kafka)', () => {
  const events = testEvents();
  // Its topic is never created, and our brokers do not create topics: Kafka refuses every send.
  const unroutable = defineEvent(`${events.service}-missing.listing.opened.v1`, z.object({ name: z.string() }));
  let connection: Connection;
  let listings: Model<Listing>;
  let app: INestApplicationContext;

  beforeAll(async () => {
    connection = await connectMongo();
    listings = listingModel(connection);
    await listings.init();
    const moduleRef = await Test.createTestingModule({
      imports: [
        EventsModule.forRoot({
          service: events.service,
          brokers: brokers(),
          topics: [events.topic],
          sweepIntervalMs: 60_000,
        }),
      ],
    })
      .overrideProvider(EVENTS_KAFKA)
      .useValue(createKafka(uniqueName('kit-refused'), brokers(), { retry: { retries: 0 } }))
      .compile();
    moduleRef.useLogger(false);
    app = await moduleRef.init();
    app.get(OutboxRelay).watch(listings as never);
  });

  afterAll(async () => {
    await app.close();
    await connection.dropDatabase();
    await connection.close();
    await deleteTopics([events.topic, `${events.service}.dlq`]);
  });

  it('stores the attempts and the last error on the entry, releases it, and the sweep reports it as the oldest pending', async () => {
    const id = uniqueName('refused');
    await app
      .get(OutboxWriter)
      .create(listings, { _id: id, name: 'Lake view', rentPaise: 900_000 } as Listing, [
        draft(unroutable, { name: 'Lake view' }),
      ]);
    // The write's own publish fails in the background and counts attempt 1.
    let stored = await listings.findById(id).lean();
    for (let i = 0; i < 200 && !stored?.outbox[0]?.attempts; i++) {
      await new Promise((r) => setTimeout(r, 100));
      stored = await listings.findById(id).lean();
    }
    expect(stored).toMatchObject({ outboxPending: 1, outboxClaimBy: null, outboxClaimUntil: null });
    expect(stored?.outbox[0]).toMatchObject({ type: unroutable.type, lastError: expect.any(String) });
    const before = stored?.outbox[0]?.attempts ?? 0;
    expect(before).toBeGreaterThanOrEqual(1);

    // Each sweep tries again and counts one more attempt on the same entry.
    const relay = app.get(OutboxRelay);
    expect(await relay.sweep()).toBe(0);
    const after = await listings.findById(id).lean();
    expect(after?.outbox).toHaveLength(1);
    expect(after?.outbox[0]).toMatchObject({ eventId: stored?.outbox[0]?.eventId, attempts: before + 1 });
    expect(relay.backlog()?.oldest).toMatchObject({ aggregateId: id, type: unroutable.type, attempts: before + 1 });
  }, 45_000);
});
