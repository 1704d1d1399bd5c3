import 'reflect-metadata';
import { PATTERN_EXTRAS_METADATA, PATTERN_METADATA } from '@nestjs/microservices/constants';
import { defineEvent, type EventEnvelope } from '@trio/contracts/envelope';
import type { Model } from 'mongoose';
import { z } from 'zod';
import { defineCopy, patchFrom, upsertFrom } from './copy';
import { inHandlingOrder } from './handler-order';

const thingListed = defineEvent('things.thing.listed.v1', z.object({ thingId: z.string(), name: z.string() }));
const thingRenamed = defineEvent('things.thing.renamed.v1', z.object({ thingId: z.string(), name: z.string() }));
const thingClosed = defineEvent('things.thing.closed.v1', z.object({ thingId: z.string() }));

interface ThingCopy {
  _id: string;
  version: number;
  name: string;
  open: boolean;
}

const thingCopy = defineCopy<ThingCopy>({
  name: 'ThingCopy',
  collection: 'things',
  fields: { name: { type: String, index: true }, open: Boolean },
  indexes: [{ open: 1, name: 1 }],
  from: [
    upsertFrom([thingListed, thingRenamed], (thing) => ({
      id: thing.thingId,
      fields: { name: thing.name, open: true },
    })),
    patchFrom([thingClosed], (thing) => ({ id: thing.thingId, fields: { open: false } })),
  ],
});

/** A collection in memory that answers `updateOne` and `exists` as the server does for these filters. */
function fakeModel() {
  const docs = new Map<string, Record<string, unknown>>();
  type Filter = { _id: string; version: { $lt: number } };
  const matches = (filter: Filter) => {
    const doc = docs.get(filter._id);
    return doc && (doc.version as number) < filter.version.$lt ? doc : undefined;
  };
  const model = {
    modelName: 'ThingCopy',
    async updateOne(filter: Filter, update: { $set: Record<string, unknown> }, options?: { upsert?: boolean }) {
      const doc = matches(filter);
      if (doc) {
        Object.assign(doc, update.$set);
        return { matchedCount: 1 };
      }
      if (!options?.upsert) return { matchedCount: 0 };
      if (docs.has(filter._id)) throw Object.assign(new Error('E11000 duplicate key'), { code: 11000 });
      docs.set(filter._id, { _id: filter._id, ...update.$set });
      return { matchedCount: 0, upsertedCount: 1 };
    },
    async exists(filter: { _id: string }) {
      return docs.has(filter._id) ? { _id: filter._id } : null;
    },
  };
  return { model: model as unknown as Model<ThingCopy>, docs };
}

let version = 0;
const event = (type: string, data: unknown, aggregateVersion: number): EventEnvelope =>
  ({ id: `e${++version}`, type, aggregateId: 't1', aggregateVersion, data }) as unknown as EventEnvelope;

describe('defineCopy', () => {
  it('keeps the record from its events: the newest aggregate version wins', async () => {
    const { model, docs } = fakeModel();
    expect(await thingCopy.apply(model, event(thingListed.type, { thingId: 't1', name: 'Lamp' }, 1))).toBe('applied');
    expect(await thingCopy.apply(model, event(thingRenamed.type, { thingId: 't1', name: 'Desk lamp' }, 3))).toBe(
      'applied',
    );
    // Late (version 2) and redelivered (version 3) events change nothing.
    expect(await thingCopy.apply(model, event(thingRenamed.type, { thingId: 't1', name: 'Old' }, 2))).toBe('stale');
    expect(await thingCopy.apply(model, event(thingRenamed.type, { thingId: 't1', name: 'Again' }, 3))).toBe('stale');
    expect(docs.get('t1')).toEqual({ _id: 't1', name: 'Desk lamp', open: true, version: 3 });
  });

  it('patches a record it holds, and refuses (for the consumer to retry) one it does not hold yet', async () => {
    const { model, docs } = fakeModel();
    await expect(thingCopy.apply(model, event(thingClosed.type, { thingId: 't1' }, 2))).rejects.toThrow(
      'ThingCopy t1 is not known yet',
    );
    await thingCopy.apply(model, event(thingListed.type, { thingId: 't1', name: 'Lamp' }, 1));
    expect(await thingCopy.apply(model, event(thingClosed.type, { thingId: 't1' }, 2))).toBe('applied');
    expect(await thingCopy.apply(model, event(thingClosed.type, { thingId: 't1' }, 2))).toBe('stale');
    expect(docs.get('t1')).toEqual({ _id: 't1', name: 'Lamp', open: false, version: 2 });
  });

  it('ignores an event type it was not declared with', async () => {
    const { model, docs } = fakeModel();
    expect(await thingCopy.apply(model, event('things.thing.other.v1', { thingId: 't1' }, 1))).toBe('ignored');
    expect(docs.size).toBe(0);
  });

  it('gives a schema with _id, version, the fields and their indexes', () => {
    expect(Object.keys(thingCopy.schema.paths).sort()).toEqual(['_id', 'name', 'open', 'version']);
    expect(thingCopy.schema.get('collection')).toBe('things');
    expect(thingCopy.schema.indexes()).toEqual(
      expect.arrayContaining([
        [{ name: 1 }, expect.anything()],
        [{ open: 1, name: 1 }, expect.anything()],
      ]),
    );
    expect(thingCopy.model).toEqual({ name: 'ThingCopy', schema: thingCopy.schema });
  });

  it("gives a handler of each declared event, marked as the copy's", async () => {
    expect(thingCopy.types).toEqual([thingListed.type, thingRenamed.type, thingClosed.type]);
    const prototype = thingCopy.handler.prototype as Record<string, (event: EventEnvelope) => Promise<void>>;
    for (const type of thingCopy.types) {
      expect(Reflect.getMetadata(PATTERN_METADATA, prototype[type]!)).toEqual([type]);
      expect(Reflect.getMetadata(PATTERN_EXTRAS_METADATA, prototype[type]!)).toEqual({ copy: true });
    }
    const { model, docs } = fakeModel();
    const handler = new thingCopy.handler(model) as unknown as Record<string, (event: EventEnvelope) => Promise<void>>;
    await handler[thingListed.type]!(event(thingListed.type, { thingId: 't1', name: 'Lamp' }, 1));
    expect(docs.get('t1')?.name).toBe('Lamp');
  });

  it('refuses an event type declared twice', () => {
    expect(() =>
      defineCopy({
        name: 'Twice',
        collection: 'twice',
        fields: {},
        from: [
          upsertFrom([thingListed], () => ({ id: 'x', fields: {} })),
          patchFrom([thingListed], () => ({ id: 'x', fields: {} })),
        ],
      }),
    ).toThrow('things.thing.listed.v1 is declared twice');
  });
});

describe('inHandlingOrder', () => {
  it('puts the copy first, then the reactions in their declared order', () => {
    const handlers = [{ name: 'ledger' }, { name: 'copy', extras: { copy: true } }, { name: 'books', extras: {} }];
    expect(inHandlingOrder(handlers).map((h) => h.name)).toEqual(['copy', 'ledger', 'books']);
  });
});
