import { bulkWriteSettled } from './bulk-write';
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
    const { outcomes, result } = await bulkWriteSettled(collection, ops);
    expect(calls).toEqual([{ operations: ops, options: { ordered: false } }]);
    expect(outcomes.map((o) => o.ok)).toEqual([true, true, true]);
    expect(result?.matchedCount).toBe(3);
  });

  it('fails only the operations the server refused, each with its own error and code', async () => {
    const { collection } = collectionRefusing({ 1: 11000 });
    const { outcomes } = await bulkWriteSettled(collection, ops);
    expect(outcomes.map((o) => o.ok)).toEqual([true, false, true]);
    const refused = outcomes[1]!;
    expect(!refused.ok && isDuplicateKeyError(refused.error)).toBe(true);
    expect(!refused.ok && (refused.error as Error).message).toBe('refused 1');
  });

  it('fails as a whole when the command itself failed', async () => {
    const collection = {
      bulkWrite: async () => {
        throw new Error('connection closed');
      },
    };
    await expect(bulkWriteSettled(collection as never, ops)).rejects.toThrow('connection closed');
  });
});
