import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { conversationUnread, type ConversationUnread } from '@trio/contracts/events/applications';
import { fixtureFor, fixtureIds } from '@trio/contracts/fixtures';
import { parseEvent } from '@trio/contracts/registry';
import { CLOCK, ManualClock } from '@trio/service-kit/clock';
import { connectEventsTransport, createKafka, eventHandlersOf } from '@trio/service-kit/events';
import type { GatewayIdentity } from '@trio/service-kit/http';
import { configureApp, createFastifyAdapter } from '@trio/service-kit/http';
import { collectMessages, serviceTestEnv } from '@trio/service-kit/testing';
import mongoose from 'mongoose';
import { applications as applicationsService } from '../src/app.module';
import { ConversationsService } from '../src/conversations/conversations.service';
import { NoticeUnreadJob } from '../src/conversations/unread/jobs/notice-unread.job';
import { UnreadNoticesService } from '../src/conversations/unread/unread-notices.service';
import { managerCopy } from '../src/copies/manager.copy';
import { personCopy } from '../src/copies/person.copy';
import { propertyCopy } from '../src/copies/property.copy';
import { addressesToEnv, resolveAddresses } from '../../../infra/local/addresses';

jest.setTimeout(120_000);

/*
 * Issue 28, unread messages by e-mail, on the real servers (Kafka, the MongoDB-wire server, Redis): the running
 * service's own handler of `applications.message.posted.v1` schedules each other member's delayed look (BullMQ), the
 * look decides by the injected clock. Three messages the manager leaves unread make one notice; a renter who read in
 * time gets none; looking again (a retried or second job) records nothing more; a later message opens the next one.
 */

const AFTER_MS = 1_500;
const env = serviceTestEnv('applications-unread-int', {
  ...addressesToEnv(resolveAddresses()),
  CONVERSATION_UNREAD_EMAIL_AFTER_MS: String(AFTER_MS),
});
const topicPrefix = env.EVENTS_TOPIC_PREFIX!;
const kafka = createKafka('applications-unread-int-test', env.KAFKA_BROKERS!.split(','));

const clock = new ManualClock(new Date('2026-03-02T04:30:00.000Z'));
const forward = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));

const renter: GatewayIdentity = { userId: '65a1f0c2e4b0a1b2c3d4ec11', email: 'meera@example.in', role: 'tenant' };
const punctual: GatewayIdentity = { userId: '65a1f0c2e4b0a1b2c3d4ec12', email: 'kavya@example.in', role: 'tenant' };
const manager: GatewayIdentity = {
  userId: '65a1f0c2e4b0a1b2c3d4ec13',
  email: 'vikram.desai@example.in',
  role: 'property_manager',
};

let app: NestFastifyApplication;
let conversations: ConversationsService;

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
  conversations = app.get(ConversationsService);
  // The copies as their handlers fill them: the home, its manager, the renter (with the e-mail the notice carries).
  await propertyCopy.applyIn(app, fixtureFor('properties.property.listed.v1'));
  const registered = fixtureFor('users.property-manager.registered.v1');
  await managerCopy.applyIn(app, { ...registered, data: { ...registered.data, email: manager.email } });
  const user = fixtureFor('users.user.registered.v1');
  await personCopy.applyIn(app, {
    ...user,
    aggregateId: renter.userId,
    data: { ...user.data, userId: renter.userId, email: renter.email, firstName: 'Meera', lastName: 'Kulkarni' },
  });
});

afterAll(async () => {
  await app?.close();
  const db = await mongoose.createConnection(env.MONGO_URL!, { dbName: env.MONGO_DB }).asPromise();
  await db.dropDatabase();
  await db.close();
  const admin = kafka.admin();
  await admin.connect();
  const topics = (await admin.listTopics()).filter((topic) => topic.startsWith(topicPrefix));
  if (topics.length > 0) await admin.deleteTopics({ topics });
  await admin.disconnect();
});

/** The notices on Kafka about these conversations, once `count` have arrived (and none more within a while). */
async function notices(conversationIds: string[], count: number, quietMs = 4_000): Promise<ConversationUnread[]> {
  const ours = (m: { json: unknown }) =>
    conversationIds.includes((m.json as { data?: { conversationId?: string } }).data?.conversationId ?? '');
  const topic = topicPrefix + conversationUnread.topic;
  const found = await collectMessages(kafka, topic, {
    filter: ours,
    done: (ms) => ms.length >= count,
    timeoutMs: 30_000,
  });
  await expect(
    collectMessages(kafka, topic, { filter: ours, done: (ms) => ms.length > count, timeoutMs: quietMs }),
  ).rejects.toThrow(new RegExp(`^only ${count} matching message`));
  return found.map((m) => conversationUnread.envelope.parse(m.json));
}

it('tells the manager once of three unread messages, not the renter who read in time; again only of what follows', async () => {
  const home = fixtureIds.propertyId;
  const asked = await conversations.open(renter, { kind: 'home', id: home });
  const other = await conversations.open(punctual, { kind: 'home', id: home });

  const texts = ['Is the flat still available?', 'We are two, no pets.', 'Could we visit on <Saturday> & Sunday?'];
  for (const text of texts) {
    await conversations.post(renter, asked._id, text);
    forward(1_000);
  }
  // In the other conversation the manager writes, and the renter reads within the ten minutes.
  const answer = await conversations.post(manager, other._id, 'Yes, Saturday at 11 works.');
  await conversations.markRead(punctual, other._id, answer.seq);

  // Past the wait, by the clock: the looks the posts scheduled run (BullMQ's delay is AFTER_MS of real time).
  forward(AFTER_MS + 1_000);
  const [notice] = await notices([asked._id, other._id], 1);
  expect(notice).toMatchObject({
    aggregateId: asked._id,
    aggregateVersion: 3,
    data: {
      conversationId: asked._id,
      member: { id: fixtureIds.managerId, role: 'manager', email: manager.email },
      about: { kind: 'home', id: home },
      title: expect.stringMatching(/^Question about /),
      propertyId: home,
      moreUnreadCount: 0,
      path: `/inbox/${asked._id}`,
    },
  });
  expect(notice!.data.messages.map((m) => [m.seq, m.author, m.text])).toEqual(
    texts.map((text, i) => [i + 1, { name: 'Meera Kulkarni', role: 'renter' }, text]),
  );
  expect(notice!.data.messages[0]!.postedAt).toBe('2026-03-02T04:30:00.000Z');

  // A retried job, a second job, two at once: what was told is not told again.
  const job = app.get(NoticeUnreadJob);
  await Promise.all([
    job.look({ conversationId: asked._id, memberId: fixtureIds.managerId }),
    job.look({ conversationId: asked._id, memberId: fixtureIds.managerId }),
    job.look({ conversationId: other._id, memberId: punctual.userId }),
  ]);
  await notices([asked._id, other._id], 1, 3_000);

  // A later message the manager leaves unread: the next notice, with everything unread (the manager read none).
  await conversations.post(renter, asked._id, 'Any news?');
  forward(AFTER_MS + 1_000);
  const both = await notices([asked._id], 2);
  expect(both[1]!.data.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
  expect(both[1]!.aggregateVersion).toBe(4);
});

it('records a notice once when two looks find the same messages unread at the same moment', async () => {
  const reader: GatewayIdentity = { userId: '65a1f0c2e4b0a1b2c3d4ec14', email: 'arjun@example.in', role: 'tenant' };
  const asked = await conversations.open(reader, { kind: 'home', id: fixtureIds.propertyId });
  const unread = app.get(UnreadNoticesService);
  // Before the handler's job: the clock already says the message has waited.
  await conversations.post(manager, asked._id, 'Welcome! Ask me anything about the flat.');
  forward(AFTER_MS + 1_000);
  const outcomes = await Promise.all([
    unread.lookAt(asked._id, reader.userId),
    unread.lookAt(asked._id, reader.userId),
  ]);
  expect(outcomes.filter((o) => o.kind === 'notified' && o.now)).toHaveLength(1);
  const [notice] = await notices([asked._id], 1);
  // The reader's e-mail is not known to this service: the notifications service finds it in its own copy.
  expect(notice!.data.member).toEqual({ id: reader.userId, role: 'renter', name: 'Renter' });
});

it('builds every handler in the ops commands’ app too, which has no job queue (a seed’s catch-up)', async () => {
  const core = await Test.createTestingModule({ imports: [applicationsService.coreModule(env)] }).compile();
  try {
    expect(eventHandlersOf(core, applicationsService.eventHandlers).get('applications.message.posted.v1')).toHaveLength(
      1,
    );
  } finally {
    await core.close();
  }
});
