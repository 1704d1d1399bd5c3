import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { topicOfEventType } from '@trio/contracts/envelope';
import type { ConversationUnread } from '@trio/contracts/events/applications';
import { fixtureFor, fixtureIds } from '@trio/contracts/fixtures';
import { parseEvent, type RegisteredEvent } from '@trio/contracts/registry';
import { connectEventsTransport, createKafka } from '@trio/service-kit/events';
import { configureApp, createFastifyAdapter } from '@trio/service-kit/http';
import { type CapturedMail, readCapturedMail, serviceTestEnv } from '@trio/service-kit/testing';
import { uniqueName } from '@trio/service-kit/testing/unique';
import mongoose from 'mongoose';
import { notifications as notificationsService } from '../src/app.module';
import { addressesToEnv, resolveAddresses } from '../../../infra/local/addresses';

jest.setTimeout(120_000);

/*
 * Issue 28, unread messages by e-mail, on the real servers (Kafka, the MongoDB-wire server, Redis, maildev), read as
 * the recipient reads it: `applications.conversation.unread.v1` delivered three times is one e-mail with the messages'
 * text and authors and the link to the conversation; a notice without an e-mail goes to the manager's copy's address.
 */

const run = uniqueName('unr')
  .toLowerCase()
  .replace(/[^a-z0-9]/g, '');
const env = serviceTestEnv('notifications-unread-int', {
  ...addressesToEnv(resolveAddresses()),
  APP_URL: 'http://trio.test',
  REMINDER_CATCH_UP_DELAY_MS: '0',
});
const topicPrefix = env.EVENTS_TOPIC_PREFIX!;
const inboxUrl = process.env.MAIL_INBOX_URL ?? 'http://127.0.0.1:1080';
const address = (name: string) => `${name}.${run}@example.in`;

let app: NestFastifyApplication;
let db: mongoose.Connection;
const kafka = createKafka(`${run}-test`, env.KAFKA_BROKERS!.split(','));
const producer = kafka.producer();

async function publish(event: RegisteredEvent, times = 1): Promise<void> {
  const message = { key: event.aggregateId, value: JSON.stringify(event) };
  await producer.send({
    topic: topicPrefix + topicOfEventType(event.type),
    messages: Array.from({ length: times }, () => message),
  });
}

/** The fixture notice with a fresh id and the member and messages given. */
function unread(member: ConversationUnread['data']['member'], messages: ConversationUnread['data']['messages']) {
  const fixture = fixtureFor('applications.conversation.unread.v1');
  return { ...fixture, id: randomUUID(), data: { ...fixture.data, member, messages } } as RegisteredEvent;
}

const to = (mail: CapturedMail, who: string) => mail.to.some((recipient) => recipient.address === who);
async function inbox(): Promise<CapturedMail[]> {
  return (await (await fetch(`${inboxUrl}/email`)).json()) as CapturedMail[];
}

beforeAll(async () => {
  await producer.connect();
  const moduleRef = await Test.createTestingModule({ imports: [notificationsService.appModule(env)] }).compile();
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
  db = await mongoose.createConnection(env.MONGO_URL!, { dbName: env.MONGO_DB }).asPromise();
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

it('mails a member once per notice, with the unread messages, their authors and the link to the conversation', async () => {
  const rohan = address('rohan');
  const subject = '2 unread messages: Application for 2 BHK Apartment in Indiranagar';
  const notice = unread({ id: fixtureIds.tenantUserId, role: 'renter', name: 'Rohan Kulkarni', email: rohan }, [
    {
      seq: 2,
      author: { name: 'Vikram Desai', role: 'manager' },
      text: 'Could you send your last three salary slips?',
      postedAt: '2025-03-06T10:15:00.000Z',
    },
    {
      seq: 3,
      author: { name: 'Vikram Desai', role: 'manager' },
      text: 'And a <copy> of your rent agreement & ID.',
      postedAt: '2025-03-06T10:16:00.000Z',
    },
  ]);
  // Delivered three times, as a redelivering broker might.
  await publish(notice, 3);
  const mail = await readCapturedMail((m) => to(m, rohan) && m.subject === subject, 60_000, { inboxUrl });
  const link = `http://trio.test/inbox/${fixtureIds.conversationId}`;
  expect(mail.text).toContain('Hello Rohan Kulkarni,');
  expect(mail.text).toContain(
    'Vikram Desai, 6 Mar 2025, 3:45 pm IST:\nCould you send your last three salary slips?\n\n' +
      'Vikram Desai, 6 Mar 2025, 3:46 pm IST:\nAnd a <copy> of your rent agreement & ID.',
  );
  expect(mail.text).toContain(`Read and reply: ${link}`);
  expect(mail.html).toContain(`href="${link}"`);
  expect(mail.html).toContain('And a &lt;copy&gt; of your rent agreement &amp; ID.');

  // A notice without an e-mail (the manager, known here from users.property-manager) goes to the copy's address.
  const vikram = address('vikram');
  const registered = fixtureFor('users.property-manager.registered.v1');
  await publish({ ...registered, id: randomUUID(), data: { ...registered.data, email: vikram } } as RegisteredEvent);
  await publish(
    unread({ id: fixtureIds.managerId, role: 'manager', name: 'Vikram Desai' }, [
      {
        seq: 4,
        author: { name: 'Rohan Kulkarni', role: 'renter' },
        text: 'Sent them just now.',
        postedAt: '2025-03-06T10:30:00.000Z',
      },
    ]),
  );
  const managerMail = await readCapturedMail(
    (m) => to(m, vikram) && m.subject === '1 unread message: Application for 2 BHK Apartment in Indiranagar',
    60_000,
    { inboxUrl },
  );
  expect(managerMail.text).toContain('Rohan Kulkarni, 6 Mar 2025, 4:00 pm IST:\nSent them just now.');

  // Still one e-mail for the thrice-delivered notice, once the others have had time to arrive.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect((await inbox()).filter((m) => to(m, rohan) && m.subject === subject)).toHaveLength(1);
  expect(await db.collection('mail_log').countDocuments({ template: 'conversation-unread' })).toBe(2);
});
