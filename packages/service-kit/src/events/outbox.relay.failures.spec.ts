import { Logger } from '@nestjs/common';
import type { Kafka } from 'kafkajs';
import { OutboxRelay } from './outbox.relay';
import type { OutboxEntry, OutboxFields } from './outbox.schema';

type Doc = OutboxFields & { _id: string };
type Filter = Record<string, unknown>;

/** Reads a dotted path (`outbox.0.attempts`) of a document. */
function pathOf(doc: Record<string, unknown>, path: string): { parent: Record<string, unknown>; key: string } {
  const keys = path.split('.');
  let parent: Record<string, unknown> = doc;
  for (const key of keys.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  return { parent, key: keys[keys.length - 1]! };
}

function matches(doc: Doc, filter: Filter): boolean {
  return Object.entries(filter).every(([field, want]) => {
    if (field === '$or') return (want as Filter[]).some((f) => matches(doc, f));
    const have = (doc as unknown as Record<string, unknown>)[field] ?? null;
    if (want && typeof want === 'object' && !(want instanceof Date)) {
      const condition = want as { $gt?: number; $lt?: Date };
      if (condition.$gt !== undefined) return (have as number) > condition.$gt;
      if (condition.$lt !== undefined) return have !== null && (have as Date) < condition.$lt;
    }
    return have === want;
  });
}

/**
 * An aggregate collection in memory that answers the relay's queries and applies `$set`/`$inc` (dotted
 * paths included) like the database, and counts the writes.
 */
function fakeCollection(docs: Doc[]) {
  const byId = new Map(docs.map((d) => [d._id, structuredClone(d)]));
  const writes: { filter: Filter; update: Record<string, Record<string, unknown>> }[] = [];
  const apply = (doc: Doc, update: Record<string, Record<string, unknown>>) => {
    for (const [path, value] of Object.entries(update.$set ?? {})) {
      const { parent, key } = pathOf(doc as unknown as Record<string, unknown>, path);
      parent[key] = structuredClone(value);
    }
    for (const [path, by] of Object.entries(update.$inc ?? {})) {
      const { parent, key } = pathOf(doc as unknown as Record<string, unknown>, path);
      parent[key] = ((parent[key] as number | undefined) ?? 0) + (by as number);
    }
  };
  const first = (filter: Filter) => [...byId.values()].find((d) => matches(d, filter));
  const model = {
    collection: {
      collectionName: 'listings',
      // The relay removes published entries with bulk writes of updateOne operations.
      bulkWrite: async (
        operations: { updateOne: { filter: Filter; update: Record<string, Record<string, unknown>> } }[],
      ) => {
        let matchedCount = 0;
        for (const { updateOne } of operations) {
          writes.push(updateOne);
          const doc = first(updateOne.filter);
          if (doc) apply(doc, updateOne.update);
          if (doc) matchedCount += 1;
        }
        return { matchedCount };
      },
    },
    find: (filter: Filter) => ({
      limit: () => ({
        lean: async () => [...byId.values()].filter((d) => matches(d, filter)).map((d) => structuredClone(d)),
      }),
    }),
    findOne: (filter: Filter) => ({ lean: async () => structuredClone(first(filter) ?? null) }),
    findById: (id: string) => ({ lean: async () => structuredClone(byId.get(id) ?? null) }),
    findOneAndUpdate: (filter: Filter, update: Record<string, Record<string, unknown>>) => ({
      lean: async () => {
        writes.push({ filter, update });
        const doc = first(filter);
        if (!doc) return null;
        apply(doc, update);
        return structuredClone(doc);
      },
    }),
    updateOne: async (filter: Filter, update: Record<string, Record<string, unknown>>) => {
      writes.push({ filter, update });
      const doc = first(filter);
      if (doc) apply(doc, update);
      return { matchedCount: doc ? 1 : 0 };
    },
  };
  return { model, writes, doc: (id: string) => byId.get(id)! };
}

function entry(eventId: string, topic: string, recordedAt: Date): OutboxEntry {
  return {
    eventId,
    type: `test.listing.${eventId}.v1`,
    topic,
    key: 'k',
    payload: '{}',
    correlationId: 'c',
    recordedAt,
  };
}

function pendingDoc(id: string, entries: OutboxEntry[]): Doc {
  return { _id: id, version: entries.length, outbox: entries, outboxPending: entries.length, outboxClaimUntil: null };
}

/** Kafka that refuses any batch with a message for `poisonTopic`. */
function kafkaRefusing(poisonTopic: string) {
  const sent: string[] = [];
  const producer = {
    connect: async () => undefined,
    disconnect: async () => undefined,
    sendBatch: async ({ topicMessages }: { topicMessages: { topic: string; messages: unknown[] }[] }) => {
      if (topicMessages.some((t) => t.topic === poisonTopic))
        throw new Error(`This server does not host ${poisonTopic}`);
      sent.push(...topicMessages.map((t) => t.topic));
    },
  };
  return { kafka: { producer: () => producer } as unknown as Kafka, sent };
}

describe('OutboxRelay when Kafka refuses entries', () => {
  const hourAgo = new Date(Date.now() - 3_600_000);
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;

  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  function setUp() {
    const { kafka, sent } = kafkaRefusing('poison');
    const relay = new OutboxRelay({ service: 'test', brokers: [] }, kafka);
    const listings = fakeCollection([
      pendingDoc('stuck', [entry('e1', 'poison', hourAgo), entry('e2', 'poison', new Date())]),
      pendingDoc('fine', [entry('e3', 'listings', new Date())]),
    ]);
    relay.watch(listings.model as never);
    return { relay, listings, sent };
  }

  it('counts the attempt and keeps the error on every refused entry, in the write that releases the claim', async () => {
    const { relay, listings } = setUp();
    await relay.sweep();
    const stuck = listings.doc('stuck');
    expect(stuck.outbox.map((e) => [e.eventId, e.attempts, e.lastError])).toEqual([
      ['e1', 1, 'This server does not host poison'],
      ['e2', 1, 'This server does not host poison'],
    ]);
    expect(stuck).toMatchObject({ outboxPending: 2, outboxClaimBy: null, outboxClaimUntil: null });
    // The claim, then one write that counts and releases: nothing in between.
    const writesOnStuck = listings.writes.filter((w) => w.filter._id === 'stuck');
    expect(writesOnStuck).toHaveLength(2);
    expect(writesOnStuck[1]!.update).toEqual({
      $inc: { 'outbox.0.attempts': 1, 'outbox.1.attempts': 1 },
      $set: {
        'outbox.0.lastError': 'This server does not host poison',
        'outbox.1.lastError': 'This server does not host poison',
        outboxClaimUntil: null,
        outboxClaimBy: null,
      },
    });
  });

  it('goes past the refused document, publishes the others and reports the oldest pending entry', async () => {
    const { relay, listings, sent } = setUp();
    expect(relay.backlog()).toBeUndefined();
    expect(await relay.sweep()).toBe(1);
    expect(sent).toEqual(['listings']);
    expect(listings.doc('fine')).toMatchObject({ outbox: [], outboxPending: 0 });
    expect(relay.backlog()).toMatchObject({
      pendingDocuments: 1,
      oldest: {
        aggregateId: 'stuck',
        eventId: 'e1',
        topic: 'poison',
        recordedAt: hourAgo,
        attempts: 1,
        lastError: 'This server does not host poison',
      },
    });
  });

  it('keeps counting across sweeps and logs the entry on its 1st, 2nd, 4th and 8th attempt, then as an error', async () => {
    const { relay, listings } = setUp();
    for (let i = 0; i < 9; i++) await relay.sweep();
    expect(listings.doc('stuck').outbox[0]).toMatchObject({ attempts: 9 });
    expect(relay.backlog()?.oldest?.attempts).toBe(9);
    const logged = [...warn.mock.calls, ...error.mock.calls].map(([message]) => String(message));
    expect(logged).toHaveLength(4);
    expect(warn.mock.calls.map(([m]) => String(m).match(/failed (once|\d+ times)/)?.[1])).toEqual([
      'once',
      '2 times',
      '4 times',
    ]);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toMatch(
      /test\.listing\.e1\.v1 e1 \(aggregate stuck, topic poison\) failed 8 times, pending for 60 min.*This server does not host poison/,
    );
  });

  it('reports an empty backlog once everything is published, and writes nothing more on the happy path', async () => {
    const { kafka } = kafkaRefusing('poison');
    const relay = new OutboxRelay({ service: 'test', brokers: [] }, kafka);
    const listings = fakeCollection([pendingDoc('fine', [entry('e3', 'listings', new Date())])]);
    relay.watch(listings.model as never);
    await relay.sweep();
    expect(relay.backlog()).toMatchObject({ pendingDocuments: 0, oldest: undefined });
    // Claim and removal: the two writes an event always cost.
    expect(listings.writes).toHaveLength(2);
    expect(listings.doc('fine').outbox).toEqual([]);
  });
});
