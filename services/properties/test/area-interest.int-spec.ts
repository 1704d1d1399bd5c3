import { randomUUID } from 'node:crypto';
import { areaInterestServed, propertyListed } from '@trio/contracts/events/properties';
import { createKafka } from '@trio/service-kit/events';
import type { RunningService } from '@trio/service-kit/service';
import {
  collectMessages,
  deleteBucket,
  deleteSearchIndexes,
  deleteTopicsWithPrefix,
  sendJson,
  serviceTestEnv,
} from '@trio/service-kit/testing';
import { uniqueName } from '@trio/service-kit/testing/unique';
import mongoose from 'mongoose';
import { properties as propertiesService } from '../src/app.module';
import type { PropertiesConfig } from '../src/config';
import type { PropertyDocument } from '../src/properties/property.schema';
import { PropertiesService } from '../src/properties/properties.service';
import { PropertiesIndex } from '../src/search';
import { addressesToEnv, resolveAddresses } from '../../../infra/local/addresses';

jest.setTimeout(180_000);

/*
 * "Get Notified" of an area not served yet, against the real servers: the whole properties app (HTTP, its consumers,
 * FerretDB or MongoDB, OpenSearch, Kafka). A home listed in Pune serves, once each, the interests with an e-mail in
 * "पुणे", in the Pune region and in "Poona" recorded before places were kept (properties.area-interest.served.v1);
 * an interest in Koramangala, a suggestion and an interest without an e-mail stay as they were, and a redelivered
 * listing or a second home in Pune publishes nothing more.
 */

const env = serviceTestEnv('properties-area-interest', addressesToEnv(resolveAddresses()));
const topicPrefix = env.EVENTS_TOPIC_PREFIX!;
const kafka = createKafka(uniqueName('area-interest-test'), env.KAFKA_BROKERS!.split(','));
const producer = kafka.producer();
let running: RunningService<PropertiesConfig>;
let db: mongoose.Connection;

const landlordId = '6c00000000000000000000b1';
const puneHomeId = '6c00000000000000000000c1';
const secondPuneHomeId = '6c00000000000000000000c2';

interface StoredInterest {
  _id: string;
  area: string;
  kind: string;
  email?: string;
  placeId?: string | null;
  servedAt?: Date;
  servedPropertyId?: string;
}

async function eventually<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function puneHome(id: string, name: string): PropertyDocument {
  const now = new Date();
  return {
    _id: id,
    landlordId,
    managerId: '6c00000000000000000000d1',
    name,
    address: { line1: '7, Baner Road', locality: 'Baner', city: 'Pune', state: 'Maharashtra', pinCode: '411045' },
    location: { lat: 18.559, lon: 73.7868 },
    rentPaise: 2_800_000,
    bedrooms: 2,
    bathrooms: 2,
    propertyType: 'apartment',
    status: 'available',
    featured: false,
    imageIds: [],
    description: 'Near the hills, ten minutes from Balewadi High Street',
    leaseType: '11 months',
    nearbyLandmarks: [],
    listedAt: now,
    updatedAt: now,
    version: 0,
    outbox: [],
    outboxPending: 0,
  } as unknown as PropertyDocument;
}

const interests = () => db.collection<StoredInterest>('area_interest');
const interestIn = async (area: string, email?: string) =>
  (await interests().findOne({ area, ...(email ? { email } : { email: { $exists: false } }) }))!;
const served = (message: { json: unknown }) => message.json as { aggregateId: string; data: Record<string, unknown> };

beforeAll(async () => {
  running = await propertiesService.start({
    env: { ...env, PORT: '0' },
    shutdownHooks: false,
    consumer: { initialBackoffMs: 50 },
  });
  await producer.connect();
  db = await mongoose.createConnection(env.MONGO_URL!, { dbName: env.MONGO_DB }).asPromise();
});

afterAll(async () => {
  await producer.disconnect();
  await running?.close();
  await db?.dropDatabase();
  await db?.close();
  await deleteSearchIndexes(env.OPENSEARCH_URL!, [env.PROPERTIES_INDEX!, env.PLACES_INDEX!]);
  await deleteBucket(env, env.MEDIA_BUCKET!);
  await deleteTopicsWithPrefix(kafka, topicPrefix);
});

it('records the place an area names, as the search resolves the same text', async () => {
  const record = (body: object) => sendJson(`${running.url}/trio/areas/interest`, { method: 'POST', json: body });
  for (const body of [
    { area: 'पुणे', kind: 'notify', email: 'Asha@Example.in' },
    { area: 'Pune Metropolitan Region', kind: 'notify', email: 'region@example.in' },
    { area: 'Koramangala', kind: 'notify', email: 'asha@example.in' },
    { area: 'Pune', kind: 'suggest', email: 'suggests@example.in' },
    { area: 'pune ', kind: 'notify' },
  ]) {
    expect((await record(body)).status).toBe(202);
  }
  // Recorded before the place was kept: no placeId (resolved when a home is listed).
  await interests().insertOne({
    _id: 'legacy-poona-interest',
    area: 'Poona',
    areaKey: 'poona',
    kind: 'notify',
    email: 'legacy@example.in',
    createdAt: new Date(),
  } as StoredInterest);

  expect((await interestIn('पुणे', 'asha@example.in')).placeId).toBe('city:pune');
  expect((await interestIn('Pune Metropolitan Region', 'region@example.in')).placeId).toBe(
    'region:pune-metropolitan-region',
  );
  expect((await interestIn('Koramangala', 'asha@example.in')).placeId).toBe('locality:bengaluru:koramangala');
  expect((await interestIn('pune')).placeId).toBe('city:pune');
});

it('serves each "Get Notified" interest with an e-mail in the area of a listed home once, with one event', async () => {
  await running.app.get(PropertiesService).createListed(puneHome(puneHomeId, '2 BHK apartment in Baner'));

  const events = await collectMessages(kafka, topicPrefix + areaInterestServed.topic, {
    filter: (m) => (m.json as { type?: string }).type === areaInterestServed.type,
    done: (ms) => ms.length >= 3,
    timeoutMs: 30_000,
  });
  const devanagari = await interestIn('पुणे', 'asha@example.in');
  const byEmail = new Map(events.map((m) => [served(m).data.email, m]));
  expect([...byEmail.keys()].sort()).toEqual(['asha@example.in', 'legacy@example.in', 'region@example.in']);
  const event = byEmail.get('asha@example.in')!;
  expect(event.key).toBe(devanagari._id);
  expect(served(event)).toMatchObject({ aggregateId: devanagari._id, aggregateVersion: 1 });
  expect(served(event).data).toEqual({
    interestId: devanagari._id,
    email: 'asha@example.in',
    area: 'पुणे',
    property: {
      propertyId: puneHomeId,
      name: '2 BHK apartment in Baner',
      rentPaise: 2_800_000,
      address: { line1: '7, Baner Road', locality: 'Baner', city: 'Pune' },
      imageId: null,
    },
    servedAt: expect.any(String),
  });

  expect(devanagari).toMatchObject({ servedPropertyId: puneHomeId, servedAt: expect.any(Date) });
  const legacy = (await interests().findOne({ _id: 'legacy-poona-interest' }))!;
  expect(legacy).toMatchObject({ placeId: 'city:pune', servedPropertyId: puneHomeId });
  for (const untouched of [
    await interestIn('Koramangala', 'asha@example.in'),
    await interestIn('Pune', 'suggests@example.in'),
    await interestIn('pune'),
  ]) {
    expect(untouched.servedAt).toBeUndefined();
    expect(untouched.servedPropertyId).toBeUndefined();
  }
});

it('publishes nothing more when the listing is redelivered or another home is listed in the area', async () => {
  const listed = await collectMessages(kafka, topicPrefix + propertyListed.topic, {
    filter: (m) => m.key === puneHomeId && (m.json as { type?: string }).type === propertyListed.type,
    done: (ms) => ms.length >= 1,
  });
  const original = listed[0]!.json as Record<string, unknown>;
  for (let i = 0; i < 3; i++) {
    await producer.send({
      topic: topicPrefix + propertyListed.topic,
      messages: [{ key: puneHomeId, value: JSON.stringify(i === 0 ? original : { ...original, id: randomUUID() }) }],
    });
  }
  await running.app.get(PropertiesService).createListed(puneHome(secondPuneHomeId, '3 BHK apartment in Baner'));
  await eventually(() => running.app.get(PropertiesIndex).get(secondPuneHomeId));
  await new Promise((resolve) => setTimeout(resolve, 5_000));

  await expect(
    collectMessages(kafka, topicPrefix + areaInterestServed.topic, {
      filter: (m) => (m.json as { type?: string }).type === areaInterestServed.type,
      done: (ms) => ms.length > 3,
      timeoutMs: 8_000,
    }),
  ).rejects.toThrow(/only 3 matching/);
  const records = await db.collection('area_interest_served').find({}).toArray();
  expect(records).toHaveLength(3);
  for (const record of records) {
    expect(record).toMatchObject({ propertyId: puneHomeId, outboxPending: 0 });
  }
  expect((await interestIn('पुणे', 'asha@example.in')).servedPropertyId).toBe(puneHomeId);
});

it('finds the interests a listed home serves through an index', async () => {
  const build = await db.db!.admin().command({ buildInfo: 1 });
  const filter = {
    kind: 'notify',
    placeId: { $in: ['city:pune', 'locality:pune:baner', 'region:pune-metropolitan-region'] },
    servedAt: { $exists: false },
    email: { $exists: true },
  };
  const explained = (await interests().find(filter).explain()) as { queryPlanner?: unknown };
  expect(JSON.stringify(explained.queryPlanner ?? explained)).toMatch(build.ferretdbVersion ? /USING INDEX/ : /IXSCAN/);
});
