import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { leaseCreated, leaseEnded } from '@trio/contracts/events/applications';
import { propertyStatusChanged } from '@trio/contracts/events/properties';
import { fixtureFor } from '@trio/contracts/fixtures';
import { parseEvent } from '@trio/contracts/registry';
import { connectEventsTransport, createKafka } from '@trio/service-kit/events';
import { configureApp, createFastifyAdapter } from '@trio/service-kit/http';
import {
  collectMessages,
  deleteBucket,
  deleteSearchIndexes,
  deleteTopicsWithPrefix,
  serviceTestEnv,
} from '@trio/service-kit/testing';
import { uniqueName } from '@trio/service-kit/testing/unique';
import mongoose from 'mongoose';
import { properties as propertiesService } from '../src/app.module';
import type { PropertyDocument } from '../src/properties/property.schema';
import { PropertiesService } from '../src/properties/properties.service';
import { PropertiesIndex } from '../src/search';
import { addressesToEnv, resolveAddresses } from '../../../infra/local/addresses';

jest.setTimeout(120_000);

/*
 * A lease makes its home `occupied` (applications.lease.created.v1, delivered three times: one status change) and
 * drops it from default search results; its end makes it `available` and searchable again. Real Kafka, MongoDB-wire
 * server and OpenSearch; the whole properties app with its consumers.
 */

const env = serviceTestEnv('properties-occupancy', addressesToEnv(resolveAddresses()));
const topicPrefix = env.EVENTS_TOPIC_PREFIX!;

const propertyId = '6a00000000000000000000c1';
const leaseId = '6a00000000000000000000d1';
const kafka = createKafka(uniqueName('occupancy-test'), env.KAFKA_BROKERS!.split(','));
const producer = kafka.producer();
let app: NestFastifyApplication;
let db: mongoose.Connection;

async function eventually<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const stored = () => db.collection<PropertyDocument>('properties').findOne({ _id: propertyId as never });
/** The property's ids in a search for its locality: the default (available only) and `status: any`. */
async function searchIds(status?: 'any'): Promise<string[]> {
  const result = await app.get(PropertiesIndex).search({ query: 'Jayanagar', ...(status ? { status } : {}) });
  return result.items.map((item) => item.propertyId);
}

async function publish(type: typeof leaseCreated.type | typeof leaseEnded.type): Promise<void> {
  const fixture = fixtureFor(type);
  const event = {
    ...fixture,
    id: randomUUID(),
    aggregateId: leaseId,
    data: { ...fixture.data, leaseId, propertyId },
  };
  await producer.send({
    topic: topicPrefix + leaseCreated.topic,
    messages: [{ key: leaseId, value: JSON.stringify(event) }],
  });
}

beforeAll(async () => {
  const moduleRef = await Test.createTestingModule({ imports: [propertiesService.appModule(env)] }).compile();
  app = configureApp(moduleRef.createNestApplication<NestFastifyApplication>(createFastifyAdapter()));
  connectEventsTransport(app, {
    service: env.SERVICE_NAME!,
    brokers: env.KAFKA_BROKERS!.split(','),
    parse: parseEvent,
    initialBackoffMs: 50,
    topicPrefix,
  });
  await app.init();
  await app.startAllMicroservices();
  await producer.connect();
  db = await mongoose.createConnection(env.MONGO_URL!, { dbName: env.MONGO_DB }).asPromise();
  const now = new Date('2026-01-10T05:00:00.000Z');
  await app.get(PropertiesService).createListed({
    _id: propertyId,
    landlordId: '6a00000000000000000000b1',
    managerId: '6a00000000000000000000a1',
    name: '2 BHK apartment in Jayanagar',
    address: {
      line1: '22, 9th Main Road, 4th Block',
      locality: 'Jayanagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      pinCode: '560011',
    },
    location: { lat: 12.925, lon: 77.5838 },
    rentPaise: 3_200_000,
    bedrooms: 2,
    bathrooms: 2,
    propertyType: 'apartment',
    status: 'available',
    featured: false,
    imageIds: [],
    description: 'Quiet street near the shopping complex',
    leaseType: '11 months',
    nearbyLandmarks: [],
    listedAt: now,
    updatedAt: now,
    version: 0,
    outbox: [],
    outboxPending: 0,
  });
});

afterAll(async () => {
  await producer.disconnect();
  await app?.close();
  await db?.dropDatabase();
  await db?.close();
  await deleteSearchIndexes(env.OPENSEARCH_URL!, [env.PROPERTIES_INDEX!, env.PLACES_INDEX!]);
  await deleteBucket(env, env.MEDIA_BUCKET!);
  await deleteTopicsWithPrefix(kafka, topicPrefix);
});

it('a lease makes the home occupied (once, whatever the redeliveries) and hides it from default search', async () => {
  await eventually(async () => (await searchIds()).includes(propertyId));

  for (let i = 0; i < 3; i += 1) await publish(leaseCreated.type);
  const occupied = await eventually(async () => {
    const current = await stored();
    return current?.status === 'occupied' ? current : undefined;
  });
  expect(occupied.leaseId).toBe(leaseId);
  await eventually(async () => !(await searchIds()).includes(propertyId));
  expect(await searchIds('any')).toContain(propertyId);

  await publish(leaseEnded.type);
  await eventually(async () => (await stored())?.status === 'available');
  await eventually(async () => (await searchIds()).includes(propertyId));

  // Three deliveries of `created`, one of `ended`: exactly two status changes.
  const changes = await collectMessages(kafka, topicPrefix + propertyStatusChanged.topic, {
    filter: (m) => m.key === propertyId && (m.json as { type: string }).type === propertyStatusChanged.type,
    done: (ms) => ms.length >= 2,
  });
  expect(changes.map((m) => (m.json as { data: { status: string } }).data.status)).toEqual(['occupied', 'available']);
  expect((await stored())?.leaseId).toBeNull();
});
