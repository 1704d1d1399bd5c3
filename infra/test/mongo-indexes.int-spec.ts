import mongoose, { type Connection } from 'mongoose';
import { resolveAddresses } from '../local/addresses';
import { FERRETDB_PATCHES } from '../local/components/mongo';
import { uniqueName } from '@trio/service-kit/testing/unique';

interface Home {
  _id: string;
  managerId: unknown;
  status: string;
  city: string;
  tenant?: { userId: unknown };
  live: boolean;
}

/** What an explain of the query answers as its plan: SQLite's lines on FerretDB, the winning stage on mongod. */
async function planOf(
  collection: { find(filter: object): { explain(): Promise<unknown> } },
  filter: object,
): Promise<string> {
  const explained = (await collection.find(filter).explain()) as { queryPlanner?: Record<string, unknown> };
  return JSON.stringify(explained.queryPlanner ?? explained);
}

const HOMES = 600;

function home(i: number): Home {
  return {
    _id: `h${i}`,
    managerId: `m${i % 20}`,
    status: i % 3 === 0 ? 'draft' : 'active',
    city: `c${i % 7}`,
    tenant: { userId: `u${i}` },
    live: i % 2 === 0,
  };
}

/**
 * Filters reach the indexes on the local server (FerretDB as patched by infra/local/components/mongo.ts, the
 * index-pushdown and multikey-indexes patches): a filter on the leading fields of an index is answered by
 * searching that index, and MongoDB's array semantics still hold, because an index on whose paths some document
 * holds an array is never used for it. On mongod the same queries give the same results; the plan checks are
 * FerretDB's.
 */
describe('MongoDB indexed reads (against mongod or FerretDB)', () => {
  let connection: Connection;
  let homes: mongoose.Collection<Home>;
  let ferretdb = false;
  const dbName = uniqueName('smoke_indexes').replace(/-/g, '_');

  beforeAll(async () => {
    connection = await mongoose
      .createConnection(resolveAddresses().mongoUrl, { dbName, serverSelectionTimeoutMS: 5_000 })
      .asPromise();
    const build = await connection.db?.admin().command({ buildInfo: 1 });
    ferretdb = Boolean(build?.ferretdbVersion);
    if (ferretdb && !String(build?.gitVersion).includes('multikey-indexes')) {
      throw new Error(
        `The FerretDB at MONGO_URL was built without our patches ("${FERRETDB_PATCHES}"). Restart it on the ` +
          'current build (npm run infra:down, then npm run infra:up).',
      );
    }
    homes = connection.collection<Home>('homes');
    await homes.insertMany(Array.from({ length: HOMES }, (_, i) => home(i)));
    await homes.createIndex({ managerId: 1 });
    await homes.createIndex({ status: 1, city: 1 });
    await homes.createIndex({ 'tenant.userId': 1 });
    await homes.createIndex({ live: 1 });
  });

  afterAll(async () => {
    await connection.dropDatabase();
    await connection.close();
  });

  const ids = async (filter: object) =>
    (await homes.find(filter).toArray()).map((h) => h._id).sort((a, b) => a.localeCompare(b));
  const expected = (keep: (h: Home) => boolean) =>
    Array.from({ length: HOMES }, (_, i) => home(i))
      .filter(keep)
      .map((h) => h._id)
      .sort((a, b) => a.localeCompare(b));

  it('searches the index for an equality, an $in, a nested field and a compound prefix', async () => {
    const filters = [
      { managerId: 'm3' },
      { managerId: { $in: ['m3', 'm4'] } },
      { managerId: { $eq: 'm5' }, city: 'c2' },
      { 'tenant.userId': 'u42' },
      { status: 'active', city: 'c2' },
      { status: 'draft', city: { $in: ['c1', 'c2'] } },
      { _id: { $in: ['h1', 'h2', 'h3'] } },
      { live: true, managerId: 'm4' },
    ];
    for (const filter of filters) {
      if (ferretdb) expect(await planOf(homes, filter)).toMatch(/SEARCH \S+ USING INDEX/);
    }
    expect(await ids({ managerId: 'm3' })).toEqual(expected((h) => h.managerId === 'm3'));
    expect(await ids({ managerId: { $in: ['m3', 'm4'] } })).toEqual(
      expected((h) => h.managerId === 'm3' || h.managerId === 'm4'),
    );
    expect(await ids({ managerId: { $eq: 'm5' }, city: 'c2' })).toEqual(
      expected((h) => h.managerId === 'm5' && h.city === 'c2'),
    );
    expect(await ids({ 'tenant.userId': 'u42' })).toEqual(['h42']);
    expect(await ids({ status: 'draft', city: { $in: ['c1', 'c2'] } })).toEqual(
      expected((h) => h.status === 'draft' && (h.city === 'c1' || h.city === 'c2')),
    );
    expect(await ids({ live: true, managerId: 'm4' })).toEqual(expected((h) => h.live && h.managerId === 'm4'));
  });

  it('narrows count, update, delete, findAndModify and a leading $match through the index, with the same results', async () => {
    expect(await homes.countDocuments({ managerId: 'm6' })).toBe(expected((h) => h.managerId === 'm6').length);
    const [grouped] = await homes
      .aggregate<{ homes: number }>([{ $match: { managerId: 'm7' } }, { $group: { _id: null, homes: { $sum: 1 } } }])
      .toArray();
    expect(grouped?.homes).toBe(expected((h) => h.managerId === 'm7').length);
    const updated = await homes.updateMany({ managerId: 'm8', status: 'draft' }, { $set: { city: 'moved' } });
    expect(updated.modifiedCount).toBe(expected((h) => h.managerId === 'm8' && h.status === 'draft').length);
    expect(await homes.countDocuments({ city: 'moved' })).toBe(updated.modifiedCount);
    const taken = await homes.findOneAndUpdate({ 'tenant.userId': 'u9' }, { $set: { status: 'let' } });
    expect(taken?._id).toBe('h9');
    const removed = await homes.deleteMany({ managerId: 'm19', city: 'c0' });
    expect(removed.deletedCount).toBe(expected((h) => h.managerId === 'm19' && h.city === 'c0').length);
    expect(await ids({ managerId: 'm19', city: 'c0' })).toEqual([]);
  });

  it('still finds a document whose indexed field holds an array with the value, written before or after the index', async () => {
    const tagged = connection.collection<{ _id: string; tags: unknown; owner: unknown }>('tagged');
    await tagged.insertMany([
      { _id: 't1', tags: 'rent', owner: 'a' },
      { _id: 't2', tags: ['rent', 'sale'], owner: 'a' },
    ]);
    await tagged.createIndex({ tags: 1 }); // made on a collection that already holds an array
    await tagged.createIndex({ owner: 1 });
    expect((await tagged.find({ tags: 'rent' }).toArray()).map((t) => t._id).sort()).toEqual(['t1', 't2']);
    expect((await tagged.find({ tags: { $in: ['sale'] } }).toArray()).map((t) => t._id)).toEqual(['t2']);

    if (ferretdb) {
      expect(await planOf(tagged, { owner: 'a' })).toMatch(/USING INDEX/);
    }
    // Arrays written after the index: by an insert, and by an update of a document that had a string.
    await tagged.insertOne({ _id: 't3', tags: 'x', owner: ['a', 'b'] });
    await tagged.updateOne({ _id: 't1' }, { $set: { owner: ['c', 'b'] } });
    expect((await tagged.find({ owner: 'b' }).toArray()).map((t) => t._id).sort()).toEqual(['t1', 't3']);
    expect((await tagged.find({ owner: { $in: ['a'] } }).toArray()).map((t) => t._id).sort()).toEqual(['t2', 't3']);

    // The same through a nested path whose parent becomes an array of documents.
    await homes.insertOne({
      _id: 'shared',
      managerId: 'm1',
      status: 'active',
      city: 'c1',
      tenant: [{ userId: 'u1' }, { userId: 'u-co' }] as unknown as Home['tenant'],
      live: false,
    });
    expect(await ids({ 'tenant.userId': 'u-co' })).toEqual(['shared']);
    expect(await ids({ 'tenant.userId': 'u1' })).toEqual(['h1', 'shared']);
  });

  it('finds counts above zero through the index ($gt: 0, as the outbox sweep asks), whatever else the field holds', async () => {
    const counts = connection.collection<{ _id: string; pending?: unknown }>('counts');
    await counts.createIndex({ pending: 1 });
    await counts.insertMany([
      { _id: 'zero', pending: 0 },
      { _id: 'one', pending: 1 },
      { _id: 'twelve', pending: 12 },
      { _id: 'half', pending: 0.5 },
      { _id: 'big', pending: 1e21 },
      { _id: 'negative', pending: -3 },
      { _id: 'text', pending: '5' },
      { _id: 'none', pending: null },
      { _id: 'date', pending: new Date('2026-01-01') },
    ]);
    if (ferretdb) {
      expect(await planOf(counts, { pending: { $gt: 0 } })).toMatch(/USING INDEX/);
    }
    expect((await counts.find({ pending: { $gt: 0 } }).toArray()).map((c) => c._id).sort()).toEqual([
      'big',
      'half',
      'one',
      'twelve',
    ]);
  });

  it('leaves to the full filter what it cannot compare exactly in SQL: escaped strings, numbers, null', async () => {
    const odd = connection.collection<{ _id: string; key?: unknown }>('odd');
    await odd.createIndex({ key: 1 });
    await odd.insertMany([
      { _id: 'o1', key: 'a"b<c' },
      { _id: 'o2', key: 2 },
      { _id: 'o3', key: 2.0 },
      { _id: 'o4', key: null },
      { _id: 'o5' },
    ]);
    expect((await odd.find({ key: 'a"b<c' }).toArray()).map((o) => o._id)).toEqual(['o1']);
    expect((await odd.find({ key: 2 }).toArray()).map((o) => o._id).sort()).toEqual(['o2', 'o3']);
    expect((await odd.find({ key: null }).toArray()).map((o) => o._id).sort()).toEqual(['o4', 'o5']);
  });
});
