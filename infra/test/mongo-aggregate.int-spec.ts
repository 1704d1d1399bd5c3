import mongoose, { type Connection } from 'mongoose';
import { resolveAddresses } from '../local/addresses';
import { FERRETDB_PATCHES } from '../local/components/mongo';
import { uniqueName } from '@trio/service-kit/testing/unique';

interface Listing {
  _id: string;
  city: string;
  rent: number;
  tags: string[];
}

/**
 * Every aggregation shape of the portable subset (ARCHITECTURE.md, "Storage"), including pipelines that do
 * not start with `$match`. FerretDB 1.24 as patched by infra/local/components/mongo.ts once dereferenced the
 * nil filter such pipelines hand its SQLite backend: the server dropped the connection, and at times died. Against
 * a FerretDB built without the fix (one started before it, still running), the test fails at once instead of sending
 * pipelines that would crash a server others are using.
 */
describe('MongoDB aggregation (the portable subset, against mongod or FerretDB)', () => {
  let connection: Connection;
  let listings: mongoose.Collection<Listing>;
  const dbName = uniqueName('smoke_aggregate').replace(/-/g, '_');

  beforeAll(async () => {
    connection = await mongoose
      .createConnection(resolveAddresses().mongoUrl, { dbName, serverSelectionTimeoutMS: 5_000 })
      .asPromise();
    const build = await connection.db?.admin().command({ buildInfo: 1 });
    if (build?.ferretdbVersion && !String(build.gitVersion).includes('nil-filter-guard')) {
      throw new Error(
        `The FerretDB at MONGO_URL was built without our patches ("${FERRETDB_PATCHES}"); it would crash on these ` +
          'pipelines. Restart it on the current build (npm run infra:down, then npm run infra:up).',
      );
    }
    listings = connection.collection<Listing>('listings');
    await listings.insertMany([
      { _id: 'p1', city: 'Pune', rent: 18_000, tags: ['furnished', 'parking'] },
      { _id: 'p2', city: 'Pune', rent: 22_000, tags: ['parking'] },
      { _id: 'p3', city: 'Kochi', rent: 15_000, tags: [] },
      { _id: 'p4', city: 'Mysuru', rent: 12_000, tags: ['furnished'] },
    ]);
  });

  afterAll(async () => {
    await connection.dropDatabase();
    await connection.close();
  });

  const run = (pipeline: object[]) => listings.aggregate(pipeline).toArray();

  it('groups the whole collection with $sum when the pipeline starts with $group', async () => {
    const perCity = await run([{ $group: { _id: '$city', homes: { $sum: 1 }, rent: { $sum: '$rent' } } }]);
    expect(perCity.sort((a, b) => String(a._id).localeCompare(String(b._id)))).toEqual([
      { _id: 'Kochi', homes: 1, rent: 15_000 },
      { _id: 'Mysuru', homes: 1, rent: 12_000 },
      { _id: 'Pune', homes: 2, rent: 40_000 },
    ]);
  });

  it('sorts and limits when the pipeline starts with $sort', async () => {
    expect(await run([{ $sort: { rent: -1 } }, { $limit: 2 }])).toEqual([
      { _id: 'p2', city: 'Pune', rent: 22_000, tags: ['parking'] },
      { _id: 'p1', city: 'Pune', rent: 18_000, tags: ['furnished', 'parking'] },
    ]);
  });

  it('counts, skips, unwinds and projects without a leading $match', async () => {
    expect(await run([{ $count: 'homes' }])).toEqual([{ homes: 4 }]);
    expect(await run([{ $sort: { rent: 1 } }, { $skip: 3 }, { $project: { _id: 1 } }])).toEqual([{ _id: 'p2' }]);
    const tagged = await run([{ $unwind: '$tags' }, { $group: { _id: '$tags', homes: { $sum: 1 } } }]);
    expect(tagged.sort((a, b) => String(a._id).localeCompare(String(b._id)))).toEqual([
      { _id: 'furnished', homes: 2 },
      { _id: 'parking', homes: 2 },
    ]);
  });

  it('still narrows by _id when $match names it beside other fields', async () => {
    expect(await run([{ $match: { _id: 'p1', city: 'Pune' } }, { $project: { rent: 1 } }])).toEqual([
      { _id: 'p1', rent: 18_000 },
    ]);
    expect(await run([{ $match: { _id: 'p1', city: 'Kochi' } }])).toEqual([]);
  });

  it('keeps answering on the same connection afterwards', async () => {
    expect(await connection.db?.command({ ping: 1 })).toMatchObject({ ok: 1 });
    expect(await listings.countDocuments()).toBe(4);
  });
});
