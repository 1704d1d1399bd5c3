import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { listingRequestApproved, propertyListed } from '@trio/contracts/events/properties';
import { propertyManagerRegistered } from '@trio/contracts/events/users';
import { fixtureFor } from '@trio/contracts/fixtures';
import { parseEvent } from '@trio/contracts/registry';
import { connectEventsTransport, createKafka } from '@trio/service-kit/events';
import { configureApp, createFastifyAdapter } from '@trio/service-kit/http';
import {
  collectMessages,
  deleteBucket,
  deleteSearchIndexes,
  deleteTopicsWithPrefix,
  type ReceivedMessage,
  serviceTestEnv,
} from '@trio/service-kit/testing';
import { uniqueName } from '@trio/service-kit/testing/unique';
import type { Kafka } from 'kafkajs';
import mongoose from 'mongoose';
import { properties as propertiesService } from '../src/app.module';
import { GEOCODER } from '../src/geo/geo.module';
import { OfflineGeocoder, type GeocodeQuery } from '../src/geo/geocoder';
import type { ListingRequestInput } from '../src/listing-requests/listing-request.input';
import type { ListingRequestDocument } from '../src/listing-requests/listing-request.schema';
import { ListingRequestsService } from '../src/listing-requests/listing-requests.service';
import { managerCopy } from '../src/copies/manager.copy';
import { ManagersService } from '../src/copies/managers.service';
import type { PropertyDocument } from '../src/properties/property.schema';
import { PropertiesService } from '../src/properties/properties.service';
import { addressesToEnv, resolveAddresses } from '../../../infra/local/addresses';

jest.setTimeout(120_000);

/*
 * Approval is a chain of events (ListingRequestsService): `approved` + its event in one write → the properties
 * feature creates the property from the event → the request becomes `listed` from the property's event. Here a fault
 * is injected at a chosen step of the chain; the step fails as a crash there would leave it (the event handled, its
 * offset not committed), and the chain must converge anyway: one property, the request `listed`.
 */

type Step = 'create-property' | 'mark-listed';

/** Throws once, at the step it is armed for, after letting the test look at the state the crash leaves behind. */
class InjectedFault {
  private armed: { step: Step; requestId: string; inspect: () => Promise<void> } | null = null;
  fired: Step[] = [];

  arm(step: Step, requestId: string, inspect: () => Promise<void>): void {
    this.armed = { step, requestId, inspect };
  }

  async at(step: Step, requestId: string): Promise<void> {
    if (this.armed?.step !== step || this.armed.requestId !== requestId) return;
    const { inspect } = this.armed;
    this.armed = null;
    await inspect();
    this.fired.push(step);
    throw new Error(`injected fault at ${step} of ${requestId}`);
  }
}
const fault = new InjectedFault();

/** The geocoder is the first thing the property's creation does: a fault there is a crash before the property. */
const offline = new OfflineGeocoder();
let geocoding: string | null = null;
const faultyGeocoder = {
  async geocode(query: GeocodeQuery) {
    if (geocoding) await fault.at('create-property', geocoding);
    return offline.geocode(query);
  },
};

/** PropertiesService as the app has it, telling the geocoder whose property it places, and counting what it did. */
@Injectable()
class ObservedPropertiesService extends PropertiesService {
  /** Listing request ids, once per call that returned (a call the fault broke is not counted). */
  handled: string[] = [];

  override async createFromApproval(...args: Parameters<PropertiesService['createFromApproval']>) {
    geocoding = args[0].listingRequestId;
    try {
      const property = await super.createFromApproval(...args);
      this.handled.push(args[0].listingRequestId);
      return property;
    } finally {
      geocoding = null;
    }
  }

  handledFor(id: string): number {
    return this.handled.filter((handled) => handled === id).length;
  }
}

/** ListingRequestsService with a fault point before the last step, marking the request listed. */
@Injectable()
class FaultyListingRequestsService extends ListingRequestsService {
  override async markListed(id: string, propertyId: string): Promise<void> {
    await fault.at('mark-listed', id);
    return super.markListed(id, propertyId);
  }
}

const env = serviceTestEnv('properties-approval', addressesToEnv(resolveAddresses()));
const topicPrefix = env.EVENTS_TOPIC_PREFIX!;

const managerId = '6a00000000000000000000a1';
const landlordId = '6a00000000000000000000b1';
const listing: ListingRequestInput = {
  landlordId: undefined,
  address: { line1: '12, 5th Cross, 6th Block', city: 'Bengaluru', state: 'Karnataka', pinCode: '560095' },
  description: 'Sunny 2 BHK with a balcony, near the metro',
  propertyType: 'apartment',
  rentPaise: 4_250_000,
  bedrooms: 2,
  bathrooms: 2,
  leaseType: 'Year-long',
  nearbyLandmarks: ['Forum Mall'],
  imageIds: [],
};

let app: NestFastifyApplication;
let db: mongoose.Connection;
let kafka: Kafka;
let requests: ListingRequestsService;
let properties: ObservedPropertiesService;

async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const requestOf = (id: string) =>
  db.collection<ListingRequestDocument>('listing_requests').findOne({ _id: id as never });
const propertiesOf = (id: string) =>
  db.collection<PropertyDocument>('properties').find({ listingRequestId: id }).toArray();

/** The properties.property.listed.v1 of one property, read from the topic (as consumers see it). */
function listedEvents(propertyId: string): Promise<ReceivedMessage[]> {
  return collectMessages(kafka, topicPrefix + propertyListed.topic, {
    filter: (m) => m.key === propertyId,
    done: (ms) => ms.length >= 1,
  });
}

/** A submitted request, assigned to the one manager: ready to be approved. */
async function assignedRequest(): Promise<ListingRequestDocument> {
  const request = await requests.submit(landlordId, listing);
  expect(request).toMatchObject({ status: 'assigned', managerId });
  return request;
}

/** Approves and expects the honest answer: `approved`, with no property yet named. */
async function approve(id: string): Promise<void> {
  const answer = await requests.review(id, managerId, 'manager-user', { action: 'approve', reviewNotes: undefined });
  expect(answer).toMatchObject({ status: 'approved' });
  expect(answer.propertyId ?? null).toBeNull();
}

/** One property with the request's id, the request `listed` and naming it, its history ending approved → listed. */
async function expectConverged(id: string): Promise<void> {
  const request = await eventually(async () => {
    const current = await requestOf(id);
    return current?.status === 'listed' ? current : undefined;
  });
  expect(request.propertyId).toBe(id);
  expect(request.history.map((h) => h.action).slice(-2)).toEqual(['approved', 'listed']);
  const created = await propertiesOf(id);
  expect(created.map((p) => p._id)).toEqual([id]);
  // Created once: its first and only write carried its one event (properties.property.listed.v1).
  expect(created[0]).toMatchObject({ landlordId, managerId, status: 'available', rentPaise: 4_250_000, version: 1 });
  const [listed] = await listedEvents(id);
  expect(listed!.json).toMatchObject({ type: propertyListed.type, data: { listingRequestId: id } });
}

beforeAll(async () => {
  const moduleRef = await Test.createTestingModule({ imports: [propertiesService.appModule(env)] })
    .overrideProvider(GEOCODER)
    .useValue(faultyGeocoder)
    .overrideProvider(PropertiesService)
    .useClass(ObservedPropertiesService)
    .overrideProvider(ListingRequestsService)
    .useClass(FaultyListingRequestsService)
    .compile();
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
  requests = app.get(ListingRequestsService);
  properties = app.get(PropertiesService);
  expect(properties).toBeInstanceOf(ObservedPropertiesService);
  const registered = fixtureFor('users.property-manager.registered.v1');
  await managerCopy.applyIn(app, {
    ...registered,
    aggregateVersion: 1,
    data: { managerId, email: 'priya@example.in', name: 'Priya Nair', company: 'Trio Test Homes' },
  });
  db = await mongoose.createConnection(env.MONGO_URL!, { dbName: env.MONGO_DB }).asPromise();
  kafka = createKafka(uniqueName('approval-test'), env.KAFKA_BROKERS!.split(','));
});

afterAll(async () => {
  await app?.close();
  await db?.dropDatabase();
  await db?.close();
  await deleteSearchIndexes(env.OPENSEARCH_URL!, [env.PROPERTIES_INDEX!, env.PLACES_INDEX!]);
  await deleteBucket(env, env.MEDIA_BUCKET!);
  await deleteTopicsWithPrefix(kafka, topicPrefix);
});

describe('approval by events', () => {
  it('a crash before the property exists leaves the request approved; the redelivered approval lists it', async () => {
    const { _id: id } = await assignedRequest();
    let stranded: { status?: string; properties: number } | undefined;
    fault.arm('create-property', id, async () => {
      stranded = { status: (await requestOf(id))?.status, properties: (await propertiesOf(id)).length };
    });

    await approve(id);

    await expectConverged(id);
    // The fault fired where the old code stranded requests: approved, and no property.
    expect(fault.fired).toContain('create-property');
    expect(stranded).toEqual({ status: 'approved', properties: 0 });
    expect(properties.handledFor(id)).toBe(1);
  });

  it('a crash after the property exists, before the request is listed, ends listed with the one property', async () => {
    const { _id: id } = await assignedRequest();
    let between: { status?: string; properties: number } | undefined;
    fault.arm('mark-listed', id, async () => {
      between = { status: (await requestOf(id))?.status, properties: (await propertiesOf(id)).length };
    });

    await approve(id);

    await expectConverged(id);
    expect(fault.fired).toContain('mark-listed');
    expect(between).toEqual({ status: 'approved', properties: 1 });
  });

  it('an approval delivered twice creates nothing the second time', async () => {
    const { _id: id } = await assignedRequest();
    await approve(id);
    await expectConverged(id);
    const property = (await propertiesOf(id))[0]!;

    // The same approval event again, as a redelivery after a crash would hand it over.
    const [approval] = await collectMessages(kafka, topicPrefix + listingRequestApproved.topic, {
      filter: (m) => m.key === id && (m.json as { type?: string } | undefined)?.type === listingRequestApproved.type,
      done: (ms) => ms.length >= 1,
    });
    expect(properties.handledFor(id)).toBe(1);
    const producer = kafka.producer();
    await producer.connect();
    try {
      await producer.send({ topic: approval!.topic, messages: [{ key: id, value: approval!.value }] });
    } finally {
      await producer.disconnect();
    }
    await eventually(async () => (properties.handledFor(id) === 2 ? true : undefined));

    const after = await propertiesOf(id);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ _id: id, version: property.version, listedAt: property.listedAt });
    expect((await requestOf(id))?.status).toBe('listed');
  });
});

describe('a manager registering', () => {
  it('assigns the requests that waited for a manager, once the pool holds the new one', async () => {
    const waiting = await requests.submit(landlordId, listing, { assign: false });
    expect(waiting.status).toBe('pending');
    const newManagerId = '6a00000000000000000000a2';
    const registered = fixtureFor(propertyManagerRegistered.type);
    const event = {
      ...registered,
      id: randomUUID(),
      aggregateId: newManagerId,
      occurredAt: new Date().toISOString(),
      data: { ...registered.data, managerId: newManagerId, email: 'arjun@example.in', name: 'Arjun Mehta' },
    };
    const producer = kafka.producer();
    await producer.connect();
    try {
      await producer.send({
        topic: topicPrefix + propertyManagerRegistered.topic,
        messages: [{ key: newManagerId, value: JSON.stringify(event) }],
      });
    } finally {
      await producer.disconnect();
    }

    // One event, two handlers in order: the managers copy adds Arjun to the pool, then listing-requests assigns.
    const assigned = await eventually(async () => {
      const current = await requestOf(waiting._id);
      return current?.status === 'assigned' ? current : undefined;
    });
    expect([managerId, newManagerId]).toContain(assigned.managerId);
    expect(await app.get(ManagersService).findById(newManagerId)).toMatchObject({ name: 'Arjun Mehta' });
  });
});
