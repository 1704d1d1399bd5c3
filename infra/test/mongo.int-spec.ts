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
});
