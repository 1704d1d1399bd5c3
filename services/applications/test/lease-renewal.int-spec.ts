import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { leaseEnded, leaseEndingSoon, leaseNoticeGiven } from '@trio/contracts/events/applications';
import { paymentCaptured } from '@trio/contracts/events/payments';
import { fixtureFor, fixtureIds } from '@trio/contracts/fixtures';
import { addMonthsToDate, todayInIndia, type Lease } from '@trio/contracts/http/applications';
import { verhoeffCheckDigit } from '@trio/contracts/identity-numbers';
import { parseEvent } from '@trio/contracts/registry';
import { CLOCK, ManualClock } from '@trio/service-kit/clock';
import { connectEventsTransport, createKafka } from '@trio/service-kit/events';
import {
  configureApp,
  createFastifyAdapter,
  IDENTITY_HEADER,
  signIdentity,
  type GatewayIdentity,
} from '@trio/service-kit/http';
import { collectMessages, serviceTestEnv } from '@trio/service-kit/testing';
import mongoose from 'mongoose';
import { applications as applicationsService } from '../src/app.module';
import { ApplicationsService } from '../src/applications/applications.service';
import { managerCopy } from '../src/copies/manager.copy';
import { propertyCopy } from '../src/copies/property.copy';
import type { LeaseDocument } from '../src/leases/lease.schema';
import { leaseIdOf } from '../src/leases/lease-terms';
import { LeasesService } from '../src/leases/leases.service';
import { addressesToEnv, resolveAddresses } from '../../../infra/local/addresses';

jest.setTimeout(180_000);

/*
 * Issue 30 with a clock the test sets, the whole service running (HTTP, Kafka consumers, the BullMQ sweep every
 * 200 ms): the ending-soon event once per lease and end date, 60 days before; a notice inside the notice period
 * refused; the manager's notice moves the end date; the job ends the lease on the move-out date.
 */

const env = serviceTestEnv('applications-lease-renewal', {
  ...addressesToEnv(resolveAddresses()),
  LEASE_SWEEP_MS: '200',
});
const topicPrefix = env.EVENTS_TOPIC_PREFIX!;
const clock = new ManualClock(new Date('2026-03-02T04:30:00.000Z'));
const meera: GatewayIdentity = { userId: '65a1f0c2e4b0a1b2c3d4ed01', email: 'meera@example.in', role: 'tenant' };
const manager: GatewayIdentity = {
  userId: '65a1f0c2e4b0a1b2c3d4ed10',
  email: 'vikram.desai@example.in',
  role: 'property_manager',
};

let app: NestFastifyApplication;
let db: mongoose.Connection;
const kafka = createKafka('lease-renewal-int-test', env.KAFKA_BROKERS!.split(','));
const producer = kafka.producer();

async function eventually<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const leaseById = (id: string) => db.collection<LeaseDocument>('leases').findOne({ _id: id as never });
/** The start of a day in India. */
const indiaMidnight = (date: string) => new Date(`${date}T00:00:00+05:30`);

beforeAll(async () => {
  const moduleRef = await Test.createTestingModule({ imports: [applicationsService.appModule(env)] })
    .overrideProvider(CLOCK)
    .useValue(clock)
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
  await producer.connect();
  db = await mongoose.createConnection(env.MONGO_URL!, { dbName: env.MONGO_DB }).asPromise();
  await propertyCopy.applyIn(app, fixtureFor('properties.property.listed.v1'));
  const registered = fixtureFor('users.property-manager.registered.v1');
  await managerCopy.applyIn(app, { ...registered, data: { ...registered.data, email: manager.email } });
});

afterAll(async () => {
  await producer.disconnect();
  await app?.close();
  await db?.dropDatabase();
  await db?.close();
  const admin = kafka.admin();
  await admin.connect();
  const topics = (await admin.listTopics()).filter((topic) => topic.startsWith(topicPrefix));
  if (topics.length > 0) await admin.deleteTopics({ topics });
  await admin.disconnect();
});

it('tells once that a lease ends soon, takes a notice after the notice period and ends the lease on move-out', async () => {
  const service = app.get(ApplicationsService);
  const moveInDate = addMonthsToDate(todayInIndia(clock.now()), 1);
  const applied = await service.apply(meera, fixtureIds.propertyId, {
    firstName: 'Meera',
    lastName: 'Sharma',
    phone: '+919820012345',
    address: '14 Carter Road, Mumbai',
    panAdhaar: `49876543210${verhoeffCheckDigit('49876543210')}`,
    moveInDate,
    leasePeriod: 11,
    numPeople: 2,
  });
  await service.review(manager, applied._id, 'approve', undefined);
  const captured = fixtureFor('payments.payment.captured.v1');
  const paymentId = '65a1f0c2e4b0a1b2c3d4ee31';
  await producer.send({
    topic: topicPrefix + paymentCaptured.topic,
    messages: [
      {
        key: paymentId,
        value: JSON.stringify({
          ...captured,
          id: randomUUID(),
          aggregateId: paymentId,
          data: {
            ...captured.data,
            paymentId,
            applicationId: applied._id,
            paymentType: 'initial',
            leaseId: null,
            month: null,
          },
        }),
      },
    ],
  });
  const leaseId = leaseIdOf(applied._id);
  const lease = await eventually(() => leaseById(leaseId));
  const endDate = lease.endDate;
  expect(endDate).toBe(addMonthsToDate(moveInDate, 11));
  const leases = app.get(LeasesService);

  // 61 days before the end: not yet; 60 days before: the sweep records it once, however often it runs.
  const sixtyOneBefore = new Date(Date.parse(`${endDate}T00:00:00Z`) - 61 * 86_400_000).toISOString().slice(0, 10);
  clock.set(indiaMidnight(sixtyOneBefore));
  expect(await leases.dueEndingSoon(clock.now())).toEqual([]);
  const sixtyBefore = new Date(Date.parse(`${endDate}T00:00:00Z`) - 60 * 86_400_000).toISOString().slice(0, 10);
  clock.set(indiaMidnight(sixtyBefore));
  const marked = await eventually(async () => {
    const current = await leaseById(leaseId);
    return current?.endingSoonNotifiedAt ? current : undefined;
  });
  expect(marked.endingSoonNotifiedAt).toEqual(indiaMidnight(sixtyBefore));
  await new Promise((resolve) => setTimeout(resolve, 1_000)); // five more sweeps
  expect(await leases.markEndingSoon(leaseId, clock.now())).toBe(false);

  const call = (who: GatewayIdentity, url: string, payload?: object) =>
    app.inject({
      method: url.endsWith('.pdf') ? 'GET' : 'POST',
      url,
      headers: { [IDENTITY_HEADER]: signIdentity(who, env.INTERNAL_IDENTITY_SECRET!) },
      ...(payload ? { payload } : {}),
    });
  const view = (await call(meera, `/trio/leases/${leaseId}/notice`, { moveOutDate: 'x' })).json();
  expect(view).toMatchObject({ code: 'VALIDATION_FAILED' });

  // Inside the notice period (a calendar month from today) → 422; on its first day → the manager's notice is taken.
  const earliest = addMonthsToDate(sixtyBefore, 1);
  const dayBefore = new Date(Date.parse(`${earliest}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const early = await call(manager, `/trio/leases/${leaseId}/notice`, { moveOutDate: dayBefore });
  expect([early.statusCode, early.json().code]).toEqual([422, 'MOVE_OUT_DATE_INVALID']);
  expect(early.json().detail).toContain(`on or after ${earliest}`);
  const given = await call(manager, `/trio/leases/${leaseId}/notice`, { moveOutDate: earliest });
  expect(given.statusCode).toBe(200);
  expect(given.json() as Lease).toMatchObject({
    endDate: earliest,
    endingSoon: true,
    notice: { givenBy: 'manager', moveOutDate: earliest, reason: null },
    earliestMoveOutDate: null,
  });

  // On the move-out date the end job ends it, with the notice in the event.
  clock.set(indiaMidnight(earliest));
  await eventually(async () => (await leaseById(leaseId))?.status === 'ended');
  const events = await collectMessages(kafka, topicPrefix + leaseEnded.topic, {
    filter: (m) => m.key === leaseId,
    done: (ms) => ms.some((m) => (m.json as { type: string }).type === leaseEnded.type),
  });
  const types = events.map((m) => (m.json as { type: string }).type);
  expect(types.filter((type) => type === leaseEndingSoon.type)).toHaveLength(1);
  expect(types.filter((type) => type === leaseNoticeGiven.type)).toHaveLength(1);
  const ended = events.find((m) => (m.json as { type: string }).type === leaseEnded.type)!.json;
  expect(ended).toMatchObject({
    data: { status: 'ended', endDate: earliest, notice: { givenBy: 'manager', moveOutDate: earliest } },
  });
  const soon = events.find((m) => (m.json as { type: string }).type === leaseEndingSoon.type)!.json;
  expect(soon).toMatchObject({ data: { endDate, daysLeft: 60 } });
});
