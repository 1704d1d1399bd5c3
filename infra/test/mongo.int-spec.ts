import mongoose, { Schema, type Connection } from 'mongoose';
import { resolveAddresses } from '../local/addresses';
import { uniqueName } from '@trio/service-kit/testing/unique';

interface Renter {
  email: string;
  name: string;
}

describe('MongoDB wire protocol (mongoose against mongod or FerretDB)', () => {
  let connection: Connection;
  const dbName = uniqueName('smoke_mongo').replace(/-/g, '_');

  beforeAll(async () => {
    connection = await mongoose
      .createConnection(resolveAddresses().mongoUrl, { dbName, serverSelectionTimeoutMS: 5_000 })
      .asPromise();
  });

  afterAll(async () => {
    await connection.dropDatabase();
    await connection.close();
  });

  const schema = new Schema<Renter>({ email: { type: String, required: true, unique: true }, name: String });

  it('saves a document and finds it again', async () => {
    const Renters = connection.model<Renter>('SavedRenter', schema);
    await Renters.init();
    await Renters.create({ email: 'asha@example.in', name: 'Asha' });
    const found = await Renters.findOne({ email: 'asha@example.in' }).lean();
    expect(found).toMatchObject({ email: 'asha@example.in', name: 'Asha' });
  });

  // FerretDB 1.24 names neither the index nor the key (no keyPattern/keyValue, unlike mongod), so code
  // that turns this into a problem+json conflict must go by the code, not by those fields.
  it('reports a unique-index violation as a duplicate-key error and keeps the first document', async () => {
    const Renters = connection.model<Renter>('DuplicateRenter', schema);
    await Renters.init();
    await Renters.create({ email: 'ravi@example.in', name: 'Ravi' });
    const error = await Renters.create({ email: 'ravi@example.in', name: 'Someone else' }).then(
      () => undefined,
      (err: unknown) => err as { code?: number; message: string },
    );
    expect(error).toBeDefined();
    expect(error?.code).toBe(11000);
    expect(error?.message).toMatch(/duplicate key/i);
    expect(error).toMatchObject({ name: 'MongoServerError' });
    const stored = await Renters.find({ email: 'ravi@example.in' }).lean();
    expect(stored.map((r) => r.name)).toEqual(['Ravi']);
  });

  // MongoDB makes every single-document write atomic; FerretDB 1.24 alone does not (its updates read,
  // compute and write without a lock), which is why local mode puts infra/local/mongo-write-gate.ts
  // in front of it. These fail against bare FerretDB.
  it('applies 40 concurrent increments of one document without losing any', async () => {
    const Counters = connection.model('Counter', new Schema({ _id: String, n: Number }, { versionKey: false }));
    await Counters.create({ _id: 'views', n: 0 });
    await Promise.all(Array.from({ length: 40 }, () => Counters.updateOne({ _id: 'views' }, { $inc: { n: 1 } })));
    expect(await Counters.findById('views').lean()).toEqual({ _id: 'views', n: 40 });
  });

  it('lets exactly one of 20 concurrent conditional claims win', async () => {
    const Claims = connection.model('Claim', new Schema({ _id: String, owner: String }, { versionKey: false }));
    await Claims.create({ _id: 'outbox-1', owner: null });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        Claims.findOneAndUpdate(
          { _id: 'outbox-1', owner: null },
          { $set: { owner: `relay-${i}` } },
          { new: true },
        ).lean(),
      ),
    );
    const winners = results.filter((r) => r !== null);
    expect(winners).toHaveLength(1);
    expect((await Claims.findById('outbox-1').lean())?.owner).toBe(winners[0]?.owner);
  });
});
