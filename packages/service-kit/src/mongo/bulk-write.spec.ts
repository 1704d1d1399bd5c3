import { bulkWriteSettled, UPDATES_PER_COMMAND } from './bulk-write';
import { isDuplicateKeyError } from './duplicate-key';

/** A driver collection whose bulk write refuses the operations at `refused` as the server does (unordered). */
function collectionRefusing(refused: Record<number, number>) {
  const calls: { operations: unknown[]; options: unknown }[] = [];
  const collection = {
    bulkWrite: async (operations: unknown[], options: unknown) => {
      calls.push({ operations, options });
      const entries = Object.entries(refused);
      if (entries.length === 0) return { matchedCount: operations.length };
      throw Object.assign(new Error('E11000 duplicate key error'), {
        name: 'MongoBulkWriteError',
        writeErrors: entries.map(([index, code]) => ({ index: Number(index), code, errmsg: `refused ${index}` })),
        result: { matchedCount: 0 },
      });
    },
  };
  return { collection: collection as never, calls };
}

describe('bulkWriteSettled', () => {
  const ops = [
    { insertOne: { document: { _id: 'a' } } },
    { insertOne: { document: { _id: 'b' } } },
    { updateOne: { filter: { _id: 'c' }, update: { $set: { x: 1 } } } },
  ];

  it('writes every operation in one unordered bulk write', async () => {
    const { collection, calls } = collectionRefusing({});
    const { outcomes, matchedCount } = await bulkWriteSettled(collection, ops);
    expect(calls).toEqual([{ operations: ops, options: { ordered: false } }]);
    expect(outcomes.map((o) => o.ok)).toEqual([true, true, true]);
    expect(matchedCount).toBe(3);
  });

  it('fails only the operations the server refused, each with its own error and code', async () => {
    const { collection } = collectionRefusing({ 1: 11000 });
    const { outcomes } = await bulkWriteSettled(collection, ops);
    expect(outcomes.map((o) => o.ok)).toEqual([true, false, true]);
    const refused = outcomes[1]!;
    expect(!refused.ok && isDuplicateKeyError(refused.error)).toBe(true);
    expect(!refused.ok && (refused.error as Error).message).toBe('refused 1');
  });

  it('sends at most UPDATES_PER_COMMAND updates per command, inserts alongside', async () => {
    const { collection, calls } = collectionRefusing({});
    const updates = Array.from({ length: UPDATES_PER_COMMAND * 2 + 1 }, (_, i) => ({
      updateOne: { filter: { _id: `u${i}` }, update: { $set: { x: 1 } } },
    }));
    const inserts = Array.from({ length: 100 }, (_, i) => ({ insertOne: { document: { _id: `i${i}` } } }));
    const { outcomes } = await bulkWriteSettled(collection, [...inserts, ...updates]);
    expect(outcomes).toHaveLength(inserts.length + updates.length);
    const perCall = calls.map(({ operations }) => operations.filter((o) => !('insertOne' in (o as object))).length);
    expect(perCall).toEqual([UPDATES_PER_COMMAND, UPDATES_PER_COMMAND, 1]);
    expect(calls[0]!.operations.filter((o) => 'insertOne' in (o as object))).toHaveLength(100);
  });

  it('fails the operations of a command that failed as a whole (a dropped connection), not the others', async () => {
    let call = 0;
    const collection = {
      bulkWrite: async (operations: unknown[]) => {
        if (call++ === 1) throw new Error('connection closed');
        return { matchedCount: operations.length };
      },
    };
    const updates = Array.from({ length: UPDATES_PER_COMMAND + 1 }, (_, i) => ({
      updateOne: { filter: { _id: `u${i}` }, update: { $set: { x: 1 } } },
    }));
    const { outcomes, matchedCount } = await bulkWriteSettled(collection as never, updates as never[]);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(UPDATES_PER_COMMAND);
    const failed = outcomes[UPDATES_PER_COMMAND]!;
    expect(!failed.ok && (failed.error as Error).message).toBe('connection closed');
    expect(matchedCount).toBe(UPDATES_PER_COMMAND);
  });
});
