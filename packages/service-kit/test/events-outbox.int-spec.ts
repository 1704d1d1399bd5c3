import type { INestApplicationContext } from '@nestjs/common';
import type { Connection, Model } from 'mongoose';
import { draft, OutboxRelay, OutboxWriter } from '../src/events';
import { collectMessages } from '../src/testing/wait-for-event';
import { uniqueName } from '../src/testing/unique';
import {
  connectMongo,
  deleteTopics,
  listingModel,
  publishingApp,
  testEvents,
  testKafka,
  type Listing,
} from './events-support';

describe('outbox → relay → Kafka (real MongoDB wire server and Kafka)', () => {
  const events = testEvents();
  const kafka = testKafka();
  let connection: Connection;
  let listings: Model<Listing>;
  let app: INestApplicationContext;
  let writer: OutboxWriter;
  let relay: OutboxRelay;

  const forAggregate = (id: string) => (m: { key: string | null }) => m.key === id;

  beforeAll(async () => {
    connection = await connectMongo();
    listings = listingModel(connection);
    await listings.init();
    app = await publishingApp(events.service, [events.topic]);
    writer = app.get(OutboxWriter);
    relay = app.get(OutboxRelay);
    relay.watch(listings as never);
  });

  afterAll(async () => {
    await app.close();
    await connection.dropDatabase();
    await connection.close();
    await deleteTopics([events.topic, `${events.service}.dlq`]);
  });

  it('publishes both events of one write, in order, keyed by the aggregate id, and empties the outbox', async () => {
    const id = uniqueName('listing');
    await writer.create(listings, { _id: id, name: 'Sunny 2BHK', rentPaise: 2_500_000 } as Listing, [
      draft(events.rentChanged, { name: 'Sunny 2BHK', rentPaise: 2_500_000 }),
      draft(events.listingClosed, { reason: 'let' }),
    ]);
    const messages = await collectMessages(kafka, events.topic, {
      filter: forAggregate(id),
      done: (ms) => ms.length >= 2,
    });
    expect(messages.map((m) => (m.json as { type: string }).type)).toEqual([
      events.rentChanged.type,
      events.listingClosed.type,
    ]);
    expect(messages.map((m) => (m.json as { aggregateVersion: number }).aggregateVersion)).toEqual([1, 2]);
    expect(new Set(messages.map((m) => m.partition)).size).toBe(1);
    expect(messages[0]!.headers['x-event-id']).toBe((messages[0]!.json as { id: string }).id);
    const stored = await waitForEmptyOutbox(listings, id);
    expect(stored).toMatchObject({ version: 2, outboxPending: 0, outbox: [] });
  });

  it('after a crash between write and publish, the sweep publishes the events later, once', async () => {
    const id = uniqueName('listing');
    await writer.create(listings, { _id: id, name: 'Garden flat', rentPaise: 1_800_000 } as Listing, [
      draft(events.rentChanged, { name: 'Garden flat', rentPaise: 1_800_000 }),
    ]);
    await waitForEmptyOutbox(listings, id);

    await relay.stop(); // the "crash": the write lands, nothing publishes it
    await writer.update(listings, id, 1, { $set: { rentPaise: 1_700_000 } }, [
      draft(events.rentChanged, { name: 'Garden flat', rentPaise: 1_700_000 }),
      draft(events.listingClosed, { reason: 'withdrawn' }),
    ]);
    const pending = await listings.findById(id).lean();
    expect(pending).toMatchObject({ version: 3, outboxPending: 2, rentPaise: 1_700_000 });
    await expect(
      collectMessages(kafka, events.topic, {
        filter: forAggregate(id),
        done: (ms) => ms.length >= 2,
        timeoutMs: 1_500,
      }),
    ).rejects.toThrow(/only 1 matching message/);

    relay.startSweeping(); // the restarted relay's first sweep
    const messages = await collectMessages(kafka, events.topic, {
      filter: forAggregate(id),
      done: (ms) => ms.length >= 3,
    });
    expect(messages.map((m) => (m.json as { aggregateVersion: number }).aggregateVersion)).toEqual([1, 2, 3]);
    expect(await waitForEmptyOutbox(listings, id)).toMatchObject({ outboxPending: 0 });
    // Nothing more arrives: no duplicates.
    await expect(
      collectMessages(kafka, events.topic, {
        filter: forAggregate(id),
        done: (ms) => ms.length >= 4,
        timeoutMs: 1_500,
      }),
    ).rejects.toThrow(/only 3 matching message/);
  });

  it('never publishes an event twice on the happy path, with kicks and frequent sweeps racing', async () => {
    const racing = await publishingApp(events.service, [events.topic], 20);
    try {
      const racingWriter = racing.get(OutboxWriter);
      const ids = Array.from({ length: 25 }, () => uniqueName('race'));
      await Promise.all(
        ids.map(async (id) => {
          await racingWriter.create(listings, { _id: id, name: 'Flat', rentPaise: 100_000 } as Listing, [
            draft(events.rentChanged, { name: 'Flat', rentPaise: 100_000 }),
          ]);
          await racingWriter.update(listings, id, 1, { $set: { rentPaise: 110_000 } }, [
            draft(events.rentChanged, { name: 'Flat', rentPaise: 110_000 }),
          ]);
        }),
      );
      const wanted = new Set(ids);
      const messages = await collectMessages(kafka, events.topic, {
        filter: (m) => wanted.has(m.key ?? ''),
        done: (ms) => ms.length >= 50,
      });
      // Give a duplicate the chance to show up before counting.
      await new Promise((r) => setTimeout(r, 1_000));
      const again = await collectMessages(kafka, events.topic, {
        filter: (m) => wanted.has(m.key ?? ''),
        done: () => false,
        timeoutMs: 2_000,
      }).catch((err: Error) => err);
      expect(String(again)).toMatch(/only 50 matching message/);
      const eventIds = messages.map((m) => (m.json as { id: string }).id);
      expect(new Set(eventIds).size).toBe(50);
      for (const id of ids) {
        const versions = messages
          .filter((m) => m.key === id)
          .map((m) => (m.json as { aggregateVersion: number }).aggregateVersion);
        expect(versions).toEqual([1, 2]);
      }
    } finally {
      await racing.close();
    }
  });

  it('publishes every version of a document written while its earlier events are still being published, in order, once', async () => {
    const id = uniqueName('busy');
    await writer.create(listings, { _id: id, name: 'Busy flat', rentPaise: 100_000 } as Listing, [
      draft(events.rentChanged, { name: 'Busy flat', rentPaise: 100_000 }),
    ]);
    // Each write lands while the relay may still be publishing the previous ones for the same document.
    for (let version = 1; version <= 10; version++) {
      const rentPaise = 100_000 + version * 500_00;
      await writer.update(listings, id, version, { $set: { rentPaise } }, [
        draft(events.rentChanged, { name: 'Busy flat', rentPaise }),
      ]);
    }
    const messages = await collectMessages(kafka, events.topic, {
      filter: forAggregate(id),
      done: (ms) => ms.length >= 11,
    });
    expect(messages.map((m) => (m.json as { aggregateVersion: number }).aggregateVersion)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
    expect(await waitForEmptyOutbox(listings, id)).toMatchObject({ version: 11, outboxPending: 0 });
    await expect(
      collectMessages(kafka, events.topic, {
        filter: forAggregate(id),
        done: (ms) => ms.length >= 12,
        timeoutMs: 1_500,
      }),
    ).rejects.toThrow(/only 11 matching message/);
  });

  it('publishes documents of two collections that share an id, each at once (no sweep needed)', async () => {
    // A property has the id of the listing request it came from; both are written in the same moment.
    const otherListings = listingModel(connection);
    await otherListings.init();
    relay.watch(otherListings as never);
    const id = uniqueName('shared');
    await Promise.all([
      writer.create(listings, { _id: id, name: 'Request', rentPaise: 1_000_000 } as Listing, [
        draft(events.rentChanged, { name: 'Request', rentPaise: 1_000_000 }),
      ]),
      writer.create(otherListings, { _id: id, name: 'Property', rentPaise: 1_000_000 } as Listing, [
        draft(events.listingClosed, { reason: 'let' }),
      ]),
    ]);
    // Well inside the test relay's sweep interval (60 s) and claim lease (30 s): the writes' own publishing.
    const messages = await collectMessages(kafka, events.topic, {
      filter: forAggregate(id),
      done: (ms) => ms.length >= 2,
      timeoutMs: 10_000,
    });
    expect(messages.map((m) => (m.json as { type: string }).type).sort()).toEqual(
      [events.rentChanged.type, events.listingClosed.type].sort(),
    );
    await waitForEmptyOutbox(listings, id);
    await waitForEmptyOutbox(otherListings, id);
  });

  it('refuses to record an event its contract rejects, and writes nothing', async () => {
    const id = uniqueName('listing');
    await expect(
      writer.create(listings, { _id: id, name: 'Bad', rentPaise: -1 } as Listing, [
        draft(events.rentChanged, { name: 'Bad', rentPaise: -1 }),
      ]),
    ).rejects.toThrow(/rentPaise/);
    expect(await listings.findById(id).lean()).toBeNull();
  });

  it('writes many aggregates in one bulk write, each with its events, and reports a lost race per write', async () => {
    const [fresh, existing, stale, taken] = ['fresh', 'existing', 'stale', 'taken'].map((n) => uniqueName(n));
    for (const id of [existing!, stale!, taken!]) {
      await writer.create(listings, { _id: id, name: 'Before', rentPaise: 1_000 } as Listing, [
        draft(events.rentChanged, { name: 'Before', rentPaise: 1_000 }),
      ]);
      await waitForEmptyOutbox(listings, id);
    }
    const rentChanged = (rentPaise: number) => [draft(events.rentChanged, { name: 'After', rentPaise })];
    const outcomes = await writer.writeMany(listings, [
      { create: { _id: fresh!, name: 'After', rentPaise: 2_000 }, drafts: rentChanged(2_000) },
      {
        aggregateId: existing!,
        expectedVersion: 1,
        update: { $set: { rentPaise: 3_000 } },
        drafts: rentChanged(3_000),
      },
      { aggregateId: stale!, expectedVersion: 0, update: { $set: { rentPaise: 4_000 } }, drafts: rentChanged(4_000) },
      { create: { _id: taken!, name: 'After', rentPaise: 5_000 }, drafts: rentChanged(5_000) },
    ]);
    expect(outcomes.map((o) => (o.ok ? o.value : (o.error as { code?: string }).code))).toEqual([
      1,
      2,
      'CONFLICT',
      'CONFLICT',
    ]);
    const messages = await collectMessages(kafka, events.topic, {
      filter: (m) => m.key === fresh || m.key === existing,
      done: (ms) => ms.length >= 3,
    });
    const published = messages.map((m) => m.json as { aggregateId: string; aggregateVersion: number });
    expect(published.map((e) => `${e.aggregateId} v${e.aggregateVersion}`).sort()).toEqual(
      [`${existing} v1`, `${existing} v2`, `${fresh} v1`].sort(),
    );
    expect(await waitForEmptyOutbox(listings, fresh!)).toMatchObject({ version: 1, rentPaise: 2_000 });
    expect(await waitForEmptyOutbox(listings, existing!)).toMatchObject({ version: 2, rentPaise: 3_000 });
    expect(await listings.findById(stale).lean()).toMatchObject({ version: 1, rentPaise: 1_000, outboxPending: 0 });
    expect(await listings.findById(taken).lean()).toMatchObject({ version: 1, rentPaise: 1_000, outboxPending: 0 });
  });

  it('rejects a write against a stale version and records no events', async () => {
    const id = uniqueName('listing');
    await writer.create(listings, { _id: id, name: 'Studio', rentPaise: 900_000 } as Listing, [
      draft(events.rentChanged, { name: 'Studio', rentPaise: 900_000 }),
    ]);
    await expect(
      writer.update(listings, id, 0, { $set: { rentPaise: 1 } }, [
        draft(events.rentChanged, { name: 'Studio', rentPaise: 1 }),
      ]),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await listings.findById(id).lean()).toMatchObject({ version: 1, rentPaise: 900_000 });
  });
});

async function waitForEmptyOutbox(model: Model<Listing>, id: string, timeoutMs = 10_000): Promise<Listing> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const doc = await model.findById(id).lean();
    if (doc && doc.outboxPending === 0 && doc.outbox.length === 0) return doc as Listing;
    if (Date.now() > deadline) throw new Error(`outbox of ${id} still holds ${doc?.outbox.length} event(s)`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
