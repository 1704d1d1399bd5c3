import { Test, type TestingModule } from '@nestjs/testing';
import { applicationExpired, applicationReviewed, applicationSubmitted } from '@trio/contracts/events/applications';
import { fixtureFor, fixtureIds } from '@trio/contracts/fixtures';
import { todayInIndia, addMonthsToDate } from '@trio/contracts/http/applications';
import { verhoeffCheckDigit } from '@trio/contracts/identity-numbers';
import { createKafka } from '@trio/service-kit/events';
import type { GatewayIdentity } from '@trio/service-kit/http';
import { collectMessages, serviceTestEnv } from '@trio/service-kit/testing';
import mongoose from 'mongoose';
import { applications as applicationsService } from '../src/app.module';
import { ApplicationReadsService } from '../src/applications/application-reads.service';
import { ApplicationsService } from '../src/applications/applications.service';
import { CLOCK, ManualClock } from '@trio/service-kit/clock';
import { ExpiryService } from '../src/expiry/expiry.service';
import { managerCopy } from '../src/copies/manager.copy';
import { propertyCopy } from '../src/copies/property.copy';
import { addressesToEnv, resolveAddresses } from '../../../infra/local/addresses';

jest.setTimeout(120_000);

/*
 * The applications service's core against the real MongoDB-wire server and Kafka, with a clock the test sets:
 * the open-slot guard under concurrency, approval then expiry of an unpaid application 7 days later, and the events
 * each step publishes (what the notification e-mails will need, and never an identity number).
 */

const env = serviceTestEnv('applications-int', addressesToEnv(resolveAddresses()));
const topicPrefix = env.EVENTS_TOPIC_PREFIX!;

const clock = new ManualClock(new Date('2026-03-02T04:30:00.000Z'));
const renter: GatewayIdentity = {
  userId: '65a1f0c2e4b0a1b2c3d4ec01',
  email: 'meera@example.in',
  role: 'tenant',
  uid: 'u1',
};
const manager: GatewayIdentity = {
  userId: '65a1f0c2e4b0a1b2c3d4ec02',
  email: 'vikram.desai@example.in',
  role: 'property_manager',
};
const aadhaar = `49876543210${verhoeffCheckDigit('49876543210')}`;
const form = () => ({
  firstName: 'Meera',
  lastName: 'Kulkarni',
  phone: '+919820012345',
  address: '14 Carter Road, Mumbai',
  panAdhaar: aadhaar,
  moveInDate: addMonthsToDate(todayInIndia(clock.now()), 1),
  leasePeriod: 11,
  numPeople: 2,
});

let moduleRef: TestingModule;
let service: ApplicationsService;
let reads: ApplicationReadsService;
const kafka = createKafka('applications-int-test', env.KAFKA_BROKERS!.split(','));

beforeAll(async () => {
  moduleRef = await Test.createTestingModule({ imports: [applicationsService.coreModule(env)] })
    .overrideProvider(CLOCK)
    .useValue(clock)
    .compile();
  await moduleRef.init();
  service = moduleRef.get(ApplicationsService);
  reads = moduleRef.get(ApplicationReadsService);
  // The copies as their handlers fill them from properties.property and users.property-manager.
  await propertyCopy.applyIn(moduleRef, fixtureFor('properties.property.listed.v1'));
  const registered = fixtureFor('users.property-manager.registered.v1');
  await managerCopy.applyIn(moduleRef, { ...registered, data: { ...registered.data, email: manager.email } });
});

afterAll(async () => {
  await moduleRef?.close();
  const db = await mongoose.createConnection(env.MONGO_URL!, { dbName: env.MONGO_DB }).asPromise();
  await db.dropDatabase();
  await db.close();
  const admin = kafka.admin();
  await admin.connect();
  const topics = (await admin.listTopics()).filter((topic) => topic.startsWith(topicPrefix));
  if (topics.length > 0) await admin.deleteTopics({ topics });
  await admin.disconnect();
});

it('lets exactly one of 20 concurrent submissions in, approves it, and expires it unpaid 7 days later', async () => {
  const results = await Promise.allSettled(
    Array.from({ length: 20 }, () => service.apply(renter, fixtureIds.propertyId, form())),
  );
  const created = results.filter((r) => r.status === 'fulfilled');
  expect(created).toHaveLength(1);
  const codes = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as { code?: string }).code] : []));
  expect(codes).toEqual(Array(19).fill('APPLICATION_EXISTS'));
  const application = (created[0] as PromiseFulfilledResult<Awaited<ReturnType<ApplicationsService['apply']>>>).value;

  const approved = await service.review(manager, application._id, 'approve', 'Welcome!');
  expect(approved).toMatchObject({ status: 'approved', reviewNotes: 'Welcome!', possibleDuplicate: false });
  const expiresAt = new Date(approved.expiresAt!);
  expect(expiresAt.getTime() - clock.now().getTime()).toBe(7 * 86_400_000);

  const expiry = moduleRef.get(ExpiryService);
  clock.set(new Date(expiresAt.getTime() - 1));
  expect(await expiry.expireDue(clock.now())).toBe(0);
  clock.set(expiresAt);
  expect(await expiry.expireDue(clock.now())).toBe(1);
  expect((await reads.listMine(renter.userId)).map((a) => a.status)).toEqual(['expired']);

  // Expired frees the slot: the renter may apply again.
  await expect(service.apply(renter, fixtureIds.propertyId, form())).resolves.toMatchObject({ status: 'pending' });

  const events = await collectMessages(kafka, topicPrefix + applicationSubmitted.topic, {
    filter: (m) => m.key === application._id,
    done: (ms) => ms.length >= 3,
  });
  expect(events.map((m) => (m.json as { type: string }).type)).toEqual([
    applicationSubmitted.type,
    applicationReviewed.type,
    applicationExpired.type,
  ]);
  expect(events[1]!.json).toMatchObject({
    data: {
      decision: 'approve',
      status: 'approved',
      notes: 'Welcome!',
      applicant: { firstName: 'Meera', email: renter.email },
      managerEmail: manager.email,
      property: { rentPaise: 3_450_000 },
    },
  });
  expect(events[2]!.json).toMatchObject({ data: { reason: 'unpaid', previousStatus: 'approved' } });
  for (const event of events) expect(JSON.stringify(event.json)).not.toContain(aadhaar);
});

it("lists a manager's applications by the home's manager, and follows the home when it changes hands", async () => {
  const registered = fixtureFor('users.property-manager.registered.v1');
  const successor: GatewayIdentity = {
    userId: '65a1f0c2e4b0a1b2c3d4ec03',
    email: 'asha.rao@example.in',
    role: 'property_manager',
  };
  const successorId = '65a1f0c2e4b0a1b2c3d4ec0f';
  await managerCopy.applyIn(moduleRef, {
    ...registered,
    aggregateVersion: 1,
    data: { ...registered.data, managerId: successorId, email: successor.email, name: 'Asha Rao' },
  });
  const applicationsOf = async (who: GatewayIdentity, managerId: string) =>
    Object.values((await reads.listForManager(who, managerId)).applicationsByProperty).flatMap((group) =>
      group.applications.map((a) => a.propertyId),
    );

  const before = await applicationsOf(manager, fixtureIds.managerId);
  expect(before.length).toBeGreaterThan(0);
  expect(new Set(before)).toEqual(new Set([fixtureIds.propertyId]));
  expect(await applicationsOf(successor, successorId)).toEqual([]);

  // The home changes hands: its copy first (the handler's order), then its applications.
  const listed = fixtureFor('properties.property.listed.v1');
  await propertyCopy.applyIn(moduleRef, {
    ...listed,
    aggregateVersion: listed.aggregateVersion + 5,
    data: { ...listed.data, managerId: successorId },
  });
  await service.propertyManagerChanged(fixtureIds.propertyId);
  expect(await applicationsOf(manager, fixtureIds.managerId)).toEqual([]);
  expect(await applicationsOf(successor, successorId)).toEqual(before);

  // A redelivered older event changes neither the copy nor, read from it, the applications.
  await propertyCopy.applyIn(moduleRef, listed);
  await service.propertyManagerChanged(fixtureIds.propertyId);
  expect(await applicationsOf(successor, successorId)).toEqual(before);
});
