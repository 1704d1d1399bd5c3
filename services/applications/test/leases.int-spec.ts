import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { applicationClosed, leaseCreated, leaseEnded, PROPERTY_LET_NOTE } from '@trio/contracts/events/applications';
import { paymentCaptured } from '@trio/contracts/events/payments';
import { fixtureFor, fixtureIds } from '@trio/contracts/fixtures';
import { addMonthsToDate, todayInIndia } from '@trio/contracts/http/applications';
import { verhoeffCheckDigit } from '@trio/contracts/identity-numbers';
import { parseEvent } from '@trio/contracts/registry';
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
import type { ApplicationDocument } from '../src/applications/application.schema';
import { ApplicationReadsService } from '../src/applications/application-reads.service';
import { ApplicationsService } from '../src/applications/applications.service';
import { CLOCK, ManualClock } from '@trio/service-kit/clock';
import type { LeaseDocument } from '../src/leases/lease.schema';
import { leaseIdOf } from '../src/leases/lease-terms';
import { LeasesService } from '../src/leases/leases.service';
import { managerCopy } from '../src/copies/manager.copy';
import { propertyCopy } from '../src/copies/property.copy';
import { addressesToEnv, resolveAddresses } from '../../../infra/local/addresses';

jest.setTimeout(180_000);

/*
 * Leases on the real servers, the whole service running (HTTP app, Kafka consumers, BullMQ jobs) with a clock the
 * test sets: a captured initial payment published to Kafka three times makes one lease; the paid application is
 * completed and the other open ones closed; a second approved applicant's payment is refused for a refund; the
 * lease ends on its end date by the job.
 */

const env = serviceTestEnv('applications-leases', {
  ...addressesToEnv(resolveAddresses()),
  LEASE_SWEEP_MS: '200',
});
const topicPrefix = env.EVENTS_TOPIC_PREFIX!;

const clock = new ManualClock(new Date('2026-03-02T04:30:00.000Z'));
const renter = (n: number, name: string): GatewayIdentity => ({
  userId: `65a1f0c2e4b0a1b2c3d4ed0${n}`,
  email: `${name.toLowerCase()}@example.in`,
  role: 'tenant',
});
const [meera, arjun, kavya] = [renter(1, 'Meera'), renter(2, 'Arjun'), renter(3, 'Kavya')];
const manager: GatewayIdentity = {
  userId: '65a1f0c2e4b0a1b2c3d4ed10',
  email: 'vikram.desai@example.in',
  role: 'property_manager',
};
const aadhaar = `49876543210${verhoeffCheckDigit('49876543210')}`;
const form = (firstName: string) => ({
  firstName,
  lastName: 'Sharma',
  phone: '+919820012345',
  address: '14 Carter Road, Mumbai',
  panAdhaar: aadhaar,
  moveInDate: addMonthsToDate(todayInIndia(clock.now()), 1),
  leasePeriod: 11,
  numPeople: 2,
});

let app: NestFastifyApplication;
let db: mongoose.Connection;
const kafka = createKafka('leases-int-test', env.KAFKA_BROKERS!.split(','));
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

const applicationOf = (id: string) => db.collection<ApplicationDocument>('applications').findOne({ _id: id as never });
const leasesOf = (propertyId: string) => db.collection<LeaseDocument>('leases').find({ propertyId }).toArray();

/** One captured initial payment for an application, as payments publishes it. */
function captured(applicationId: string, paymentId: string) {
  const event = fixtureFor('payments.payment.captured.v1');
  return {
    ...event,
    id: randomUUID(),
    aggregateId: paymentId,
    data: { ...event.data, paymentId, applicationId, paymentType: 'initial' as const, leaseId: null, month: null },
  };
}

async function publish(event: ReturnType<typeof captured>): Promise<void> {
  await producer.send({
    topic: topicPrefix + paymentCaptured.topic,
    messages: [{ key: event.aggregateId, value: JSON.stringify(event) }],
  });
}

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

it('makes one lease from a payment delivered three times, closes the others, refunds a late payer, ends on time', async () => {
  const service = app.get(ApplicationsService);
  const propertyId = fixtureIds.propertyId;
  const paid = await service.apply(meera, propertyId, form('Meera'));
  await service.review(manager, paid._id, 'approve', undefined);
  const pending = await service.apply(arjun, propertyId, form('Arjun'));
  const late = await service.apply(kavya, propertyId, form('Kavya'));
  await service.review(manager, late._id, 'approve', undefined);

  // The same captured event, delivered three times.
  const payment = captured(paid._id, '65a1f0c2e4b0a1b2c3d4ee01');
  for (let i = 0; i < 3; i += 1) await publish(payment);

  const leaseId = leaseIdOf(paid._id);
  const [lease] = await eventually(async () => {
    const found = await leasesOf(propertyId);
    return found.length > 0 ? found : undefined;
  });
  expect(lease).toMatchObject({
    _id: leaseId,
    startDate: paid.moveInDate,
    endDate: addMonthsToDate(paid.moveInDate, 11),
    leaseMonths: 11,
    rentPaise: 3_450_000,
    depositPaise: 5_175_000,
    // The agreement's terms, the defaults as the lease is made (issue 30).
    noticeMonths: 1,
    lateFee: { percent: 2, capPaise: 500_000, afterDays: 7 },
    status: 'active',
    tenant: { userId: meera.userId, firstName: 'Meera', email: meera.email },
  });

  // The paid application is confirmed; the other open applications are closed with the note.
  await eventually(async () => (await applicationOf(paid._id))?.paymentStatus === 'completed');
  for (const other of [pending, late]) {
    const closed = await eventually(async () => {
      const found = await applicationOf(other._id);
      return found?.status === 'rejected' ? found : undefined;
    });
    expect(closed.reviewNotes).toBe(PROPERTY_LET_NOTE);
  }
  expect((await app.get(ApplicationReadsService).listMine(meera.userId))[0]).toMatchObject({
    displayStatus: 'rental_confirmed',
  });
  // Slots freed: the closed applicants could apply again (the home is let, so that is refused for another reason).
  expect(await db.collection('application_slots').countDocuments({ applicationId: pending._id })).toBe(0);

  // The second approved applicant pays anyway (checkout raced): no second lease, a refund is asked for.
  await publish(captured(late._id, '65a1f0c2e4b0a1b2c3d4ee02'));
  const closedEvents = await collectMessages(kafka, topicPrefix + applicationClosed.topic, {
    filter: (m) => m.key === late._id && (m.json as { type: string }).type === applicationClosed.type,
    done: (ms) => ms.some((m) => (m.json as { data: { refundPaymentId?: string } }).data.refundPaymentId),
  });
  expect(closedEvents.map((m) => (m.json as { data: { refundPaymentId?: string } }).data.refundPaymentId)).toEqual([
    undefined,
    '65a1f0c2e4b0a1b2c3d4ee02',
  ]);
  expect(await leasesOf(propertyId)).toHaveLength(1);

  const created = await collectMessages(kafka, topicPrefix + leaseCreated.topic, {
    filter: (m) => m.key === leaseId,
    done: (ms) => ms.length >= 1,
  });
  expect(created).toHaveLength(1);
  expect(created[0]!.json).toMatchObject({
    type: leaseCreated.type,
    data: {
      leaseId,
      applicationId: paid._id,
      depositPaise: 5_175_000,
      paymentId: '65a1f0c2e4b0a1b2c3d4ee01',
      lateFee: { percent: 2, capPaise: 500_000, afterDays: 7 },
    },
  });

  // The agreement as its tenant downloads it in Hindi (?language=hi): the English agreement and a Hindi summary page;
  // in English no Hindi page; a language it does not know → 400.
  const agreement = (query: string) =>
    app.inject({
      method: 'GET',
      url: `/trio/leases/${leaseId}/agreement.pdf${query}`,
      headers: { [IDENTITY_HEADER]: signIdentity(meera, env.INTERNAL_IDENTITY_SECRET!) },
    });
  const pagesOf = (answer: { statusCode: number; rawPayload: Buffer }) => {
    expect(answer.statusCode).toBe(200);
    const dir = mkdtempSync(join(tmpdir(), 'agreement-'));
    try {
      writeFileSync(join(dir, 'agreement.pdf'), answer.rawPayload);
      return execFileSync('pdftotext', [join(dir, 'agreement.pdf'), '-'])
        .toString('utf8')
        .split('\f')
        .slice(0, -1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  const inEnglish = pagesOf(await agreement(''));
  const inHindi = pagesOf(await agreement('?language=hi'));
  expect(inHindi).toHaveLength(inEnglish.length + 1);
  expect(inHindi[0]).toContain('LEAVE AND LICENCE AGREEMENT');
  expect(inHindi.at(-1)).toContain('लाइसेंसधारी (किरायेदार): Meera Sharma');
  expect(inHindi.at(-1)).toContain('मासिक किराया (लाइसेंस शुल्क): ₹34,500');
  expect(inHindi.at(-1)).toContain('सिक्योरिटी डिपॉज़िट: ₹51,750');
  expect(pagesOf(await agreement('?language=en'))).toHaveLength(inEnglish.length);
  const unknown = await agreement('?language=hindi');
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  expect(inEnglish.join(' ')).toMatch(/Late fee: 2% of the month’s licence fee, at most ₹5,000, if unpaid 7 days/);

  // A lease whose agreement states other terms (5 %, at most ₹1,000, after 3 days; 2 months' notice): its agreement
  // states them, in English and on the Hindi page.
  await db
    .collection<LeaseDocument>('leases')
    .updateOne(
      { _id: leaseId },
      { $set: { lateFee: { percent: 5, capPaise: 1_00_000, afterDays: 3 }, noticeMonths: 2 } },
    );
  const ownTerms = pagesOf(await agreement('?language=hi'));
  const ownText = ownTerms.join(' ').replace(/\s+/g, ' ');
  expect(ownText).toContain(
    'Late fee: 5% of the month’s licence fee, at most ₹1,000, if unpaid 3 days after its due date',
  );
  expect(ownText).toContain('still unpaid 3 days after its due date carries a late fee of 5% of');
  expect(ownText).toContain('(₹1,000 on this licence fee)');
  expect(ownText).toContain('Notice period: 2 months');
  expect(ownTerms.at(-1)).toContain('देय तारीख के 3 दिन बाद तक न चुकाए गए महीने पर एक बार विलंब शुल्क लगेगा');
  await db
    .collection<LeaseDocument>('leases')
    .updateOne(
      { _id: leaseId },
      { $set: { lateFee: { percent: 2, capPaise: 500_000, afterDays: 7 }, noticeMonths: 1 } },
    );

  // A minute before the end date (India) nothing is due; on the end date the scheduled job ends it, frees the home.
  const endDate = lease!.endDate;
  const endsAt = new Date(`${endDate}T00:00:00+05:30`);
  clock.set(new Date(endsAt.getTime() - 60_000));
  expect(await app.get(LeasesService).dueToEnd(clock.now())).toEqual([]);
  expect((await leasesOf(propertyId))[0]!.status).toBe('active');
  clock.set(endsAt);
  const ended = await eventually(async () => {
    const [current] = await leasesOf(propertyId);
    return current?.status === 'ended' ? current : undefined;
  });
  expect(ended.endedAt).toEqual(endsAt);
  // The job frees the home just after it writes the lease's new status.
  await eventually(
    async () => (await db.collection('property_occupancy').countDocuments({ _id: propertyId as never })) === 0,
  );
  const endedEvents = await collectMessages(kafka, topicPrefix + leaseEnded.topic, {
    filter: (m) => m.key === leaseId && (m.json as { type: string }).type === leaseEnded.type,
    done: (ms) => ms.length >= 1,
  });
  expect(endedEvents[0]!.json).toMatchObject({ data: { status: 'ended', endDate } });
});
