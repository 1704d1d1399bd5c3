import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { topicOfEventType } from '@trio/contracts/envelope';
import { fixtureFor, fixtureIds } from '@trio/contracts/fixtures';
import { parseEvent, type RegisteredEvent } from '@trio/contracts/registry';
import { CLOCK, ManualClock } from '@trio/service-kit/clock';
import { connectEventsTransport, createKafka } from '@trio/service-kit/events';
import { configureApp, createFastifyAdapter } from '@trio/service-kit/http';
import { type CapturedMail, readCapturedMail, serviceTestEnv } from '@trio/service-kit/testing';
import { uniqueName } from '@trio/service-kit/testing/unique';
import mongoose from 'mongoose';
import { AlertsService } from '../src/alerts/alerts.service';
import type { DigestLine } from '../src/alerts/digest-line.schema';
import { notifications as notificationsService } from '../src/app.module';
import { addressesToEnv, resolveAddresses } from '../../../infra/local/addresses';

jest.setTimeout(180_000);

/*
 * The alerts of issue 27 on the real servers (Kafka, the MongoDB-wire server, Redis, maildev), one replica with an
 * injected clock, read as the recipient reads them (the SMTP capture's inbox, headers included): an instant match is
 * one e-mail with the one-click unsubscribe headers and links, however often delivered; a daily match waits for
 * 08:00 IST by the clock and comes as one digest, without the homes let in the meantime; a served area interest is
 * one e-mail.
 */

const run = uniqueName('alr')
  .toLowerCase()
  .replace(/[^a-z0-9]/g, '');
const env = serviceTestEnv('notifications-alerts-int', {
  ...addressesToEnv(resolveAddresses()),
  APP_URL: 'http://trio.test',
  REMINDER_CATCH_UP_DELAY_MS: '0',
});
const topicPrefix = env.EVENTS_TOPIC_PREFIX!;
const inboxUrl = process.env.MAIL_INBOX_URL ?? 'http://127.0.0.1:1080';

/** Addresses unique to this run, so the shared inbox tells this run's mail apart. */
const address = (name: string) => `${name}.${run}@example.in`;
const owner = { userId: fixtureIds.tenantUserId, email: address('rohan') };

/** Three homes (24 hex digits each), the first with a photo. */
const homes = {
  a: {
    propertyId: '65a1f0c2e4b0a1b2c3d4f0a1',
    name: 'Sunny 2 BHK near 100 Feet Road',
    imageId: fixtureIds.imageIds[0]!,
  },
  b: { propertyId: '65a1f0c2e4b0a1b2c3d4f0b2', name: 'Garden flat on CMH Road', imageId: null },
  c: { propertyId: '65a1f0c2e4b0a1b2c3d4f0c3', name: 'Studio by the metro', imageId: null },
};
const savedSearches = {
  instant: '65a1f0c2e4b0a1b2c3d4ff01',
  daily: '65a1f0c2e4b0a1b2c3d4ff02',
  dailyAllLet: '65a1f0c2e4b0a1b2c3d4ff03',
};
/** A token as the properties service might sign it, with characters a URL must encode. */
const token = 'v1.ab+c/d=';
const encodedToken = 'v1.ab%2Bc%2Fd%3D';

// 10 March 2026, 06:30 in India: before the morning's digest.
const clock = new ManualClock(new Date('2026-03-10T01:00:00.000Z'));
const ist = (local: string) => new Date(`${local}+05:30`);
let app: NestFastifyApplication;
let db: mongoose.Connection;
const kafka = createKafka(`${run}-test`, env.KAFKA_BROKERS!.split(','));
const producer = kafka.producer();

async function startReplica(): Promise<NestFastifyApplication> {
  const moduleRef = await Test.createTestingModule({ imports: [notificationsService.appModule(env)] })
    .overrideProvider(CLOCK)
    .useValue(clock)
    .compile();
  const started = configureApp(moduleRef.createNestApplication<NestFastifyApplication>(createFastifyAdapter()));
  connectEventsTransport(started, {
    service: env.SERVICE_NAME!,
    brokers: env.KAFKA_BROKERS!.split(','),
    parse: parseEvent,
    initialBackoffMs: 50,
    topicPrefix,
  });
  await started.init();
  await started.startAllMicroservices();
  return started;
}

/** Publishes an event `times` times, as a redelivering broker would hand it over. */
async function publish(event: RegisteredEvent, times = 1): Promise<void> {
  const message = { key: event.aggregateId, value: JSON.stringify(event) };
  await producer.send({
    topic: topicPrefix + topicOfEventType(event.type),
    messages: Array.from({ length: times }, () => message),
  });
}

/** A fixture with a fresh event id and the changes given (to the envelope and to the data). */
function event<T extends RegisteredEvent['type']>(
  type: T,
  data: (data: RegisteredEvent['data']) => object,
  envelope: Partial<RegisteredEvent> = {},
): RegisteredEvent {
  const fixture = fixtureFor(type);
  return {
    ...fixture,
    id: randomUUID(),
    ...envelope,
    data: data(fixture.data as RegisteredEvent['data']),
  } as RegisteredEvent;
}

type Home = (typeof homes)[keyof typeof homes];
function matched(savedSearchId: string, name: string, frequency: 'instant' | 'daily', home: Home, matchedAt: Date) {
  return event(
    'properties.saved-search.matched.v1',
    (d) => ({
      ...d,
      savedSearchId,
      ownerId: owner.userId,
      name,
      frequency,
      property: {
        propertyId: home.propertyId,
        name: home.name,
        rentPaise: 3_500_000,
        address: { line1: '12th Main Road', locality: 'Indiranagar', city: 'Bengaluru' },
        imageId: home.imageId,
      },
      matchedAt: matchedAt.toISOString(),
      unsubscribeToken: token,
    }),
    { aggregateId: savedSearchId },
  );
}

type MailWithHeaders = CapturedMail & { headers?: Record<string, string> };
async function inbox(): Promise<MailWithHeaders[]> {
  return (await (await fetch(`${inboxUrl}/email`)).json()) as MailWithHeaders[];
}
const to = (mail: CapturedMail, who: string) => mail.to.some((recipient) => recipient.address === who);
const mailTo = async (who: string, subject: string) =>
  (await readCapturedMail((mail) => to(mail, who) && mail.subject === subject, 60_000)) as MailWithHeaders;
const countTo = async (who: string, subject: string) =>
  (await inbox()).filter((mail) => to(mail, who) && mail.subject === subject).length;

async function eventually<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  await producer.connect();
  app = await startReplica();
  db = await mongoose.createConnection(env.MONGO_URL!, { dbName: env.MONGO_DB }).asPromise();
  // The saved searches' owner, and the three homes on the market.
  await publish(
    event('users.user.registered.v1', (d) => ({
      ...d,
      userId: owner.userId,
      email: owner.email,
      firstName: 'Rohan',
      lastName: 'Kulkarni',
      displayName: 'Rohan Kulkarni',
    })),
  );
  for (const home of Object.values(homes)) {
    await publish(
      event('properties.property.listed.v1', (d) => ({ ...d, propertyId: home.propertyId, name: home.name }), {
        aggregateId: home.propertyId,
        aggregateVersion: 1,
      }),
    );
  }
  await eventually(async () => (await db.collection('people').countDocuments()) === 1);
  await eventually(async () => (await db.collection('properties').countDocuments({ status: 'available' })) === 3);
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

it('mails an instant match once, with its home, its links and the one-click unsubscribe headers', async () => {
  const subject = 'New home for your saved search “2 BHK in Indiranagar”';
  const first = matched(savedSearches.instant, '2 BHK in Indiranagar', 'instant', homes.a, clock.now());
  await publish(first);
  const mail = await mailTo(owner.email, subject);
  expect(mail.text).toContain('Hello Rohan,');
  expect(mail.text).toContain(`${homes.a.name}\n₹35,000 per month\n12th Main Road, Indiranagar, Bengaluru`);
  expect(mail.text).toContain(`View this home: http://trio.test/properties/${homes.a.propertyId}`);
  expect(mail.text).toContain('Manage saved searches: http://trio.test/profile');
  const page = `http://trio.test/saved-searches/${savedSearches.instant}/unsubscribe?token=${encodedToken}`;
  expect(mail.text).toContain(`Unsubscribe from this search: ${page}`);
  expect(mail.html).toContain(`href="${page}"`);
  expect(mail.html).toContain(
    `src="http://trio.test/trio/properties/propertyImages/${homes.a.imageId}?variant=medium"`,
  );
  // RFC 8058: the API route a mail client POSTs to, and the POST it takes.
  expect(mail.headers?.['list-unsubscribe']).toBe(
    `<http://trio.test/trio/saved-searches/${savedSearches.instant}/unsubscribe?token=${encodedToken}>`,
  );
  expect(mail.headers?.['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

  // The same event delivered twice more, then the saved search's next match (same key, so handled after them).
  await publish(first, 2);
  await publish(matched(savedSearches.instant, '2 BHK in Indiranagar', 'instant', homes.b, clock.now()));
  await eventually(async () => (await countTo(owner.email, subject)) === 2);
  const both = (await inbox()).filter((m) => to(m, owner.email) && m.subject === subject);
  expect(both.filter((m) => m.text?.includes(homes.a.name))).toHaveLength(1);
  // A home without a photo: no image.
  const withoutPhoto = both.find((m) => m.text?.includes(homes.b.name));
  expect(withoutPhoto?.html).not.toContain('propertyImages');
});

it('gathers daily matches into one digest at 08:00 IST by the clock, without the homes let in the meantime', async () => {
  const subjectOf = (name: string, count: string) => `${count} for your saved search “${name}”`;
  const digestSubject = subjectOf('Daily Indiranagar', '1 new home');
  // Two homes for one saved search, and one for another, matched before the morning's digest.
  await publish(matched(savedSearches.daily, 'Daily Indiranagar', 'daily', homes.a, ist('2026-03-10T06:20:00')));
  await publish(matched(savedSearches.daily, 'Daily Indiranagar', 'daily', homes.b, ist('2026-03-10T06:25:00')), 2);
  await publish(matched(savedSearches.dailyAllLet, 'Daily studios', 'daily', homes.c, ist('2026-03-10T06:26:00')));
  const lines = () => db.collection<DigestLine>('saved_search_digest_lines').find({}).sort({ _id: 1 }).toArray();
  await eventually(async () => (await lines()).length === 3);
  // Each pair once (home B's match was delivered twice), all three in the digest of 08:00 IST (02:30 UTC).
  expect((await lines()).map((line) => [line._id, line.status, line.digestAt.toISOString()])).toEqual([
    [`${savedSearches.daily}:${homes.a.propertyId}`, 'pending', '2026-03-10T02:30:00.000Z'],
    [`${savedSearches.daily}:${homes.b.propertyId}`, 'pending', '2026-03-10T02:30:00.000Z'],
    [`${savedSearches.dailyAllLet}:${homes.c.propertyId}`, 'pending', '2026-03-10T02:30:00.000Z'],
  ]);

  // The sweep's query grows with the business: an index answers it (SQLite's plan on FerretDB, the stage on mongod).
  const build = await db.db!.admin().command({ buildInfo: 1 });
  const explained = (await db
    .collection('saved_search_digest_lines')
    .find({ status: 'pending', digestAt: { $lte: clock.now() } })
    .explain()) as { queryPlanner?: unknown };
  expect(JSON.stringify(explained.queryPlanner ?? explained)).toMatch(build.ferretdbVersion ? /USING INDEX/ : /IXSCAN/);

  const alerts = app.get(AlertsService);
  // 07:59 IST: not yet.
  clock.set(ist('2026-03-10T07:59:00'));
  expect(await alerts.sendDueDigests()).toBe(0);

  // Homes B and C are let before the digest goes.
  for (const home of [homes.b, homes.c]) {
    await publish(
      event('properties.property.status-changed.v1', (d) => ({ ...d, propertyId: home.propertyId }), {
        aggregateId: home.propertyId,
        aggregateVersion: 2,
      }),
    );
  }
  await eventually(async () => (await db.collection('properties').countDocuments({ status: 'occupied' })) === 2);
  expect(await countTo(owner.email, digestSubject)).toBe(0);

  // 08:00 IST: one digest for the first saved search, with home A only; none for the second, whose one home went.
  clock.set(ist('2026-03-10T08:00:00'));
  await alerts.sendDueDigests();
  const digest = await mailTo(owner.email, digestSubject);
  expect(digest.text).toContain(`${homes.a.name}\n₹35,000 per month`);
  expect(digest.text).not.toContain(homes.b.name);
  expect(digest.text).toContain(
    `Unsubscribe from this search: http://trio.test/saved-searches/${savedSearches.daily}/unsubscribe?token=${encodedToken}`,
  );
  expect(digest.headers?.['list-unsubscribe']).toBe(
    `<http://trio.test/trio/saved-searches/${savedSearches.daily}/unsubscribe?token=${encodedToken}>`,
  );
  expect(digest.headers?.['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const statuses = Object.fromEntries((await lines()).map((line) => [line._id, line.status]));
  expect(statuses).toEqual({
    [`${savedSearches.daily}:${homes.a.propertyId}`]: 'sent',
    [`${savedSearches.daily}:${homes.b.propertyId}`]: 'dropped',
    [`${savedSearches.dailyAllLet}:${homes.c.propertyId}`]: 'dropped',
  });

  // Swept again (the scheduler, a second replica): nothing more.
  clock.set(ist('2026-03-10T08:05:00'));
  expect(await alerts.sendDueDigests()).toBe(0);
  // Give the mail queue time to send anything it wrongly had.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(await countTo(owner.email, digestSubject)).toBe(1);
  expect((await inbox()).filter((m) => to(m, owner.email) && m.subject.includes('Daily studios'))).toEqual([]);
});

it('mails a served area interest once, with the home and the search of the area', async () => {
  const visitor = address('visitor');
  const subject = 'Homes in Koramangala are now on Trio Rentals';
  const interestId = `interest-${run}`;
  const served = event(
    'properties.area-interest.served.v1',
    (d) => ({
      ...d,
      interestId,
      email: visitor,
      area: 'Koramangala',
      property: {
        propertyId: homes.c.propertyId,
        name: homes.c.name,
        rentPaise: 1_800_000,
        address: { line1: '80 Feet Road', locality: 'Koramangala', city: 'Bengaluru' },
        imageId: null,
      },
    }),
    { aggregateId: interestId },
  );
  await publish(served, 3);
  const mail = await mailTo(visitor, subject);
  expect(mail.text).toContain(`${homes.c.name}\n₹18,000 per month\n80 Feet Road, Koramangala, Bengaluru`);
  expect(mail.text).toContain('Search homes in Koramangala: http://trio.test/search?q=Koramangala');
  expect(mail.text).toContain('we will not write to you about this area again');
  expect(mail.html).not.toContain('propertyImages');
  expect(mail.headers?.['list-unsubscribe']).toBeUndefined();
  // Another person's interest on the same key, handled after the three deliveries: then count.
  const other = address('visitor2');
  await publish({ ...served, id: randomUUID(), data: { ...served.data, email: other } } as RegisteredEvent);
  await mailTo(other, subject);
  expect(await countTo(visitor, subject)).toBe(1);
  // Someone who asked with the page in Hindi, with no account to say so: the e-mail is in Hindi.
  const hindiVisitor = address('visitor3');
  await publish({
    ...served,
    id: randomUUID(),
    data: { ...served.data, email: hindiVisitor, language: 'hi' },
  } as RegisteredEvent);
  const inHindi = await readCapturedMail((mail) => mail.to.some((to) => to.address === hindiVisitor), 60_000);
  expect(inHindi.subject).toMatch(/[\u0900-\u097F]/);
  expect(inHindi.text).toContain('₹18,000 / माह');
});
