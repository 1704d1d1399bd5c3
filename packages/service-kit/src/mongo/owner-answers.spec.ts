import type { Connection } from 'mongoose';
import { OwnerAnswers } from './owner-answers';

/** The counters' collection in memory: findOne by _id and an upserted $inc, as OwnerAnswers uses them. */
function fakeConnection() {
  const versions = new Map<string, number>();
  const collection = {
    findOne: async ({ _id }: { _id: string }) => (versions.has(_id) ? { _id, version: versions.get(_id) } : null),
    updateOne: async ({ _id }: { _id: string }, update: { $inc: { version: number } }) => {
      versions.set(_id, (versions.get(_id) ?? 0) + update.$inc.version);
    },
  };
  return { collection: () => collection } as unknown as Connection;
}

describe('OwnerAnswers', () => {
  it('computes once per counter version and owner, again after the owner changed, and tags each answer', async () => {
    const answers = new OwnerAnswers<string[]>(fakeConnection(), 'versions');
    let computed = 0;
    const compute = (value: string) => async () => {
      computed += 1;
      return [value];
    };
    const first = await answers.tagged('landlord-a', '2026-11-25', compute('one'));
    const again = await answers.tagged('landlord-a', '2026-11-25', compute('two'));
    expect([first, again, computed]).toEqual([
      { etag: '"landlord-a.2026-11-25.0"', value: ['one'] },
      { etag: '"landlord-a.2026-11-25.0"', value: ['one'] },
      1,
    ]);
    // Another owner and another variant are answers of their own.
    expect(await answers.get('landlord-b', '2026-11-25', compute('b'))).toEqual(['b']);
    expect(await answers.get('landlord-a', '2026-11-26', compute('next day'))).toEqual(['next day']);

    await answers.changed('landlord-a');
    expect(await answers.tagged('landlord-a', '2026-11-25', compute('three'))).toEqual({
      etag: '"landlord-a.2026-11-25.1"',
      value: ['three'],
    });
    expect(await answers.get('landlord-b', '2026-11-25', compute('b again'))).toEqual(['b']);
  });

  it('keeps at most its number of answers, the oldest out first', async () => {
    const answers = new OwnerAnswers<number>(fakeConnection(), 'versions', 2);
    let computed = 0;
    const compute = async () => ++computed;
    await answers.get('a', '', compute);
    await answers.get('b', '', compute);
    await answers.get('c', '', compute);
    expect(await answers.get('c', '', compute)).toBe(3);
    expect(await answers.get('a', '', compute)).toBe(4);
  });
});
