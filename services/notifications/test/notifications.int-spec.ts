import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { fixtureFor, fixtureIds } from '@trio/contracts/fixtures';
import { parseEvent, type RegisteredEvent } from '@trio/contracts/registry';
import { topicOfEventType } from '@trio/contracts/envelope';
import { connectEventsTransport, createKafka } from '@trio/service-kit/events';
import { configureApp, createFastifyAdapter } from '@trio/service-kit/http';
import { jobId, JobQueue } from '@trio/service-kit/jobs';
import { type CapturedMail, readCapturedMail, serviceTestEnv } from '@trio/service-kit/testing';
import { uniqueName } from '@trio/service-kit/testing/unique';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import mongoose from 'mongoose';
import { notifications as notificationsService } from '../src/app.module';
import { CLOCK, ManualClock } from '@trio/service-kit/clock';
import type { MailLogEntry, MailSentMark } from '../src/mail/mail-log.schema';
import { MailLogService } from '../src/mail/mail-log.service';
import { MessagesService } from '../src/messages/messages.service';
import type { ReminderHistory } from '../src/reminders/reminder-history.schema';
import { ReminderQueue } from '../src/reminders/reminders.queue';
import { addressesToEnv, resolveAddresses } from '../../../infra/local/addresses';

jest.setTimeout(180_000);

/*
 * The notifications service on the real servers (Kafka, the MongoDB-wire server, Redis, maildev), TWO replicas of
 * it with one injected clock: every e-mail arrives at the SMTP capture (read through maildev's REST API) with its
 * recipient, subject and facts; an event delivered three times sends one e-mail; one fire of the reminder schedule
 * sends one reminder per overdue lease, a second fire the same day none, the next day's fire the next number.
 */

const run = uniqueName('ntf')
  .toLowerCase()
  .replace(/[^a-z0-9]/g, '');
const env = serviceTestEnv('notifications-int', {
  ...addressesToEnv(resolveAddresses()),
  APP_URL: 'http://trio.test',
  // The test fires the schedule itself.
  REMINDER_CATCH_UP_DELAY_MS: '0',
});
const topicPrefix = env.EVENTS_TOPIC_PREFIX!;

/** Addresses unique to this run, so the shared inbox tells this run's mail apart. */
const address = (name: string) => `${name}.${run}@example.in`;
const people = {
  tenant: address('rohan'),
  landlord: address('asha'),
  manager: address('vikram'),
  renter: address('isha'),
  hindiReader: address('meera'),
};

// 10 March 2026, 09:00 in India: the March rent (due 1 March) is 9 days past due.
const clock = new ManualClock(new Date('2026-03-10T03:30:00.000Z'));
const replicas: NestFastifyApplication[] = [];
let db: mongoose.Connection;
const kafka = createKafka(`${run}-test`, env.KAFKA_BROKERS!.split(','));
const producer = kafka.producer();

async function startReplica(): Promise<NestFastifyApplication> {
  const moduleRef = await Test.createTestingModule({ imports: [notificationsService.appModule(env)] })
    .overrideProvider(CLOCK)
    .useValue(clock)
    .compile();
  const app = configureApp(moduleRef.createNestApplication<NestFastifyApplication>(createFastifyAdapter()));
  connectEventsTransport(app, {
    service: env.SERVICE_NAME!,
    brokers: env.KAFKA_BROKERS!.split(','),
    parse: parseEvent,
    initialBackoffMs: 50,
    topicPrefix,
  });
  await app.init();
  await app.startAllMicroservices();
  return app;
}

/** Publishes an event `times` times, as a redelivering broker would hand it over. */
async function publish(event: RegisteredEvent, times = 1): Promise<void> {
  const message = { key: event.aggregateId, value: JSON.stringify(event) };
  await producer.send({
    topic: topicPrefix + topicOfEventType(event.type),
    messages: Array.from({ length: times }, () => message),
  });
}

/** A fixture with a fresh event id and the changes given. */
function event<T extends RegisteredEvent['type']>(type: T, data: (data: RegisteredEvent['data']) => object) {
  const fixture = fixtureFor(type);
  // A lease is made without a notice (its fixture fills every optional field, for the registry's test).
  const { notice: _notice, ...withoutNotice } = fixture.data as RegisteredEvent['data'] & { notice?: unknown };
  const base = type === 'applications.lease.created.v1' ? withoutNotice : fixture.data;
  return { ...fixture, id: randomUUID(), data: data(base as RegisteredEvent['data']) } as RegisteredEvent;
}

type Attachment = { fileName: string; contentType: string; generatedFileName: string };
const attachmentsOf = (mail: CapturedMail) => (mail as CapturedMail & { attachments?: Attachment[] }).attachments;
/** An attachment of a captured e-mail (maildev's REST API), as poppler's pdftotext reads it, on one line. */
async function attachmentText(mail: CapturedMail, fileName: string): Promise<string> {
  const base = process.env.MAIL_INBOX_URL ?? 'http://127.0.0.1:1080';
  // maildev serves an attachment under the name it stored it by.
  const stored = attachmentsOf(mail)?.find((attachment) => attachment.fileName === fileName)?.generatedFileName;
  expect(stored).toBeDefined();
  const response = await fetch(`${base}/email/${mail.id}/attachment/${stored!}`);
  expect(response.status).toBe(200);
  const dir = mkdtempSync(join(tmpdir(), 'mail-attachment-'));
  try {
    const file = join(dir, fileName);
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function inbox(): Promise<CapturedMail[]> {
  const response = await fetch(`${process.env.MAIL_INBOX_URL ?? 'http://127.0.0.1:1080'}/email`);
  return (await response.json()) as CapturedMail[];
}
const to = (mail: CapturedMail, who: string) => mail.to.some((recipient) => recipient.address === who);
const mailTo = (who: string, subject: string | RegExp, timeoutMs = 60_000) =>
  readCapturedMail(
    (mail) => to(mail, who) && (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)),
    timeoutMs,
  );
async function countTo(who: string, subject: string | RegExp): Promise<number> {
  return (await inbox()).filter(
    (mail) => to(mail, who) && (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)),
  ).length;
}

async function eventually<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const leaseA = fixtureIds.leaseId;
const leaseB = '65a1f0c2e4b0a1b2c3d4e9b2';

beforeAll(async () => {
  await producer.connect();
  replicas.push(await startReplica(), await startReplica());
  db = await mongoose.createConnection(env.MONGO_URL!, { dbName: env.MONGO_DB }).asPromise();
  // Who is who: the landlord's account, the manager's record, the home.
  await publish(
    event('users.user.registered.v1', (d) => ({
      ...d,
      userId: fixtureIds.landlordUserId,
      email: people.landlord,
      firstName: 'Asha',
      lastName: 'Rao',
      displayName: 'Asha Rao',
      role: 'landlord',
    })),
  );
  await publish(event('users.property-manager.registered.v1', (d) => ({ ...d, email: people.manager })));
  await publish(event('properties.property.listed.v1', (d) => d));
  await eventually(async () => (await db.collection('managers').countDocuments()) === 1);
  await eventually(async () => (await db.collection('people').countDocuments()) === 1);
});

afterAll(async () => {
  await producer.disconnect();
  for (const app of replicas) await app.close();
  await db?.dropDatabase();
  await db?.close();
  const admin = kafka.admin();
  await admin.connect();
  const topics = (await admin.listTopics()).filter((topic) => topic.startsWith(topicPrefix));
  if (topics.length > 0) await admin.deleteTopics({ topics });
  await admin.disconnect();
});

it('welcomes a new user once, however often the event is delivered', async () => {
  const registered = event('users.user.registered.v1', (d) => ({
    ...d,
    userId: '65a1f0c2e4b0a1b2c3d4e5a1',
    email: people.renter,
    firstName: 'Isha',
  }));
  await publish(registered, 3);
  // A later event of the same user (same partition): once it is handled, all three deliveries were.
  await publish(
    event('users.user.updated.v1', (d) => ({ ...d, userId: '65a1f0c2e4b0a1b2c3d4e5a1', email: people.renter })),
  );
  const mail = await mailTo(people.renter, 'Welcome to Trio Rentals, Isha');
  expect(mail.text).toContain('Welcome, Isha!');
  expect(mail.html).toContain('http://trio.test/search');
  await eventually(
    async () =>
      (await db.collection('people').findOne({ _id: '65a1f0c2e4b0a1b2c3d4e5a1' as never }))?.email === people.renter,
  );
  // One log entry for the three deliveries, and one sent mark for it (written once the SMTP server took the mail).
  const log = await db.collection<MailLogEntry>('mail_log').find({ cause: registered.id }).toArray();
  expect(log).toEqual([expect.objectContaining({ to: people.renter, template: 'welcome', status: 'queued' })]);
  const marks = () => db.collection<MailSentMark>('mail_sent').find({ _id: log[0]!._id }).toArray();
  await eventually(async () => (await marks()).length > 0);
  expect(await marks()).toEqual([expect.objectContaining({ subject: 'Welcome to Trio Rentals, Isha', attempts: 1 })]);
  // The log as `ops mail-log` shows it: sent, with the subject.
  const shown = await replicas[0]!.get(MailLogService).list({ to: people.renter, status: 'sent', limit: 10 });
  expect(shown).toEqual([
    expect.objectContaining({ _id: log[0]!._id, status: 'sent', subject: 'Welcome to Trio Rentals, Isha' }),
  ]);
  expect(await replicas[0]!.get(MailLogService).list({ to: people.renter, status: 'queued', limit: 10 })).toEqual([]);
  expect(await countTo(people.renter, 'Welcome to Trio Rentals, Isha')).toBe(1);
});

it('writes to each person in the language they chose, and in the new one once they change it', async () => {
  const userId = '65a1f0c2e4b0a1b2c3d4e5a4';
  await publish(
    event('users.user.registered.v1', (d) => ({
      ...d,
      userId,
      email: people.hindiReader,
      firstName: 'Meera',
      language: 'hi',
    })),
  );
  const welcome = await mailTo(people.hindiReader, 'Trio Rentals में आपका स्वागत है, Meera');
  expect(welcome.text).toContain('स्वागत है, Meera!');
  expect(welcome.text).toContain('घर खोजें: http://trio.test/search');
  expect(welcome.html).toContain('<html lang="hi"');
  // Her receipt: the English receipt, then its Hindi summary page.
  await publish(
    event('payments.payment.captured.v1', (d) => ({
      ...d,
      payer: { userId, firstName: 'Meera', lastName: 'Iyer', email: people.hindiReader },
      txnId: 'TXNMEERA0001',
    })),
  );
  const paid = await readCapturedMail(
    (mail) => to(mail, people.hindiReader) && (attachmentsOf(mail)?.length ?? 0) > 0,
    60_000,
  );
  expect(paid.subject).toMatch(/[\u0900-\u097F]/);
  const receiptText = await attachmentText(paid, 'TXNMEERA0001.pdf');
  expect(receiptText).toContain('Payment receipt');
  expect(receiptText).toContain('भुगतान की रसीद: सारांश');
  const resetFor = (requestedAt: string) =>
    event('users.user.password-reset-requested.v1', (d) => ({
      ...d,
      userId,
      email: people.hindiReader,
      firstName: 'Meera',
      token: `token-of-meera-${requestedAt}-0123456789`,
      expiresAt: '2026-03-10T04:00:00.000Z',
      requestedAt,
    }));
  // She changes to English: the next e-mail is in English (the address is written in any case).
  await publish(
    event('users.user.updated.v1', (d) => ({
      ...d,
      userId,
      email: people.hindiReader.toUpperCase(),
      firstName: 'Meera',
      language: 'en',
      changedFields: ['language'],
    })),
  );
  await eventually(async () => (await db.collection('people').findOne({ _id: userId as never }))?.language === 'en');
  await publish(resetFor('2026-03-10T03:30:00.000Z'));
  const english = await mailTo(people.hindiReader, /password/i);
  expect(english.text).not.toMatch(/[\u0900-\u097F]/);
  expect(english.html).toContain('<html lang="en"');
});

it('tells the renter and the manager of an application, then the renter of each review', async () => {
  const applicant = { firstName: 'Rohan', lastName: 'Kulkarni', email: people.tenant };
  await publish(
    event('applications.application.submitted.v1', (d) => ({ ...d, applicant, managerEmail: people.manager })),
    3,
  );
  const received = await mailTo(people.tenant, 'We received your application for 2 BHK Apartment in Indiranagar');
  expect(received.text).toContain('The property manager will reply within 48 hrs.');
  expect(received.text).toContain('Move-in date: 1 Apr 2025');
  const forReview = await mailTo(
    people.manager,
    'New rental application for 2 BHK Apartment in Indiranagar from Rohan Kulkarni',
  );
  expect(forReview.text).toContain('Monthly rent: ₹34,500');

  await publish(
    event('applications.application.reviewed.v1', (d) => ({
      ...d,
      applicant,
      decision: 'request_more_info',
      status: 'under_review',
      notes: 'Please share a salary slip.',
    })),
  );
  const moreInfo = await mailTo(
    people.tenant,
    'More information needed for your application for 2 BHK Apartment in Indiranagar',
  );
  expect(moreInfo.text).toContain('What the manager asks: Please share a salary slip.');

  await publish(
    event('applications.application.reviewed.v1', (d) => ({
      ...d,
      applicant,
      decision: 'approve',
      status: 'approved',
      notes: undefined,
    })),
    3,
  );
  const approved = await mailTo(people.tenant, 'Your application for 2 BHK Apartment in Indiranagar is approved');
  // Rent ₹34,500 → move-in ₹86,990 (rent + 1.5 × rent deposit + ₹50 + 2 %).
  expect(approved.text).toContain('move-in payment of ₹86,990');
  expect(approved.text).toContain(`http://trio.test/billing?propertyId=${fixtureIds.propertyId}&type=initial`);

  await publish(
    event('applications.application.reviewed.v1', (d) => ({
      ...d,
      applicant,
      decision: 'reject',
      status: 'rejected',
      notes: 'Another applicant was chosen.',
    })),
  );
  const rejected = await mailTo(people.tenant, 'Your application for 2 BHK Apartment in Indiranagar');
  expect(rejected.text).toContain('Notes from the property manager: Another applicant was chosen.');

  expect(await countTo(people.tenant, 'We received your application for 2 BHK Apartment in Indiranagar')).toBe(1);
  expect(await countTo(people.tenant, 'Your application for 2 BHK Apartment in Indiranagar is approved')).toBe(1);
});

it('sends the receipt with the payment, confirms the lease to all three, and tells of listing requests', async () => {
  const payer = { firstName: 'Rohan', lastName: 'Kulkarni', email: people.tenant };
  await publish(
    event('payments.payment.captured.v1', (d) => ({ ...d, payer, amountPaise: 10_700_000 })),
    3,
  );
  const receipt = await mailTo(people.tenant, 'Payment received: ₹1,07,000 for 2 BHK Apartment in Indiranagar');
  expect(receipt.text).toContain('Paid on: 8 Mar 2025');
  expect(receipt.text).toContain('IST');
  const attachments = (receipt as CapturedMail & { attachments?: { fileName: string; contentType: string }[] })
    .attachments;
  expect(attachments).toEqual([
    expect.objectContaining({ contentType: 'application/pdf', fileName: expect.stringMatching(/^TXN.*\.pdf$/) }),
  ]);

  const tenant = {
    userId: fixtureIds.tenantUserId,
    firstName: 'Rohan',
    lastName: 'Kulkarni',
    email: people.tenant,
    phone: '+919845012345',
  };
  await publish(
    event('applications.lease.created.v1', (d) => ({ ...d, leaseId: leaseA, tenant, managerEmail: people.manager })),
    3,
  );
  const welcomeHome = await mailTo(people.tenant, 'Your rental of 2 BHK Apartment in Indiranagar is confirmed');
  expect(welcomeHome.text).toContain('will contact you within 48 hours');
  // Issue 25, item 11: the leave-and-licence agreement is attached (made from the event, as applications makes it).
  expect(welcomeHome.text).toContain('Your leave and licence agreement is attached to this e-mail as a PDF.');
  // The e-mail's last day is the agreement's.
  expect(welcomeHome.text).toContain('Lease ends: 28 Feb 2026');
  const agreementFile = `lease-agreement-${leaseA}.pdf`;
  expect(attachmentsOf(welcomeHome)).toEqual([
    expect.objectContaining({ contentType: 'application/pdf', fileName: agreementFile }),
  ]);
  const agreement = await attachmentText(welcomeHome, agreementFile);
  expect(agreement).toContain('LEAVE AND LICENCE AGREEMENT');
  expect(agreement).toContain('Licensee: Rohan Kulkarni');
  expect(agreement).toContain('Premises: 2 BHK Apartment in Indiranagar');
  // The fixture's lease: 1 April 2025 for 11 months (end date 2026-03-01): the licence's last day is 28 February 2026.
  expect(agreement).toContain('Start date: 1 April 2025');
  expect(agreement).toContain('End date: 28 February 2026');
  expect(agreement).not.toContain('1 March 2026');
  expect(agreement).toContain('on the 1st day of each month (the due date)');
  expect(agreement).toContain('Monthly licence fee (rent): ₹34,500');
  expect(agreement).toContain('Security deposit: ₹51,750');
  const letMail = await mailTo(people.landlord, '2 BHK Apartment in Indiranagar is let to Rohan Kulkarni');
  expect(attachmentsOf(letMail)).toEqual([expect.objectContaining({ fileName: agreementFile })]);
  const forManager = await mailTo(people.manager, 'New lease: contact Rohan Kulkarni within 48 hours');
  expect(forManager.text).toContain('Phone: +919845012345');

  await publish(event('properties.listing-request.assigned.v1', (d) => d));
  const assigned = await mailTo(people.manager, /^New listing request assigned to you/);
  expect(assigned.text).toContain('from Asha Rao');
  await publish(
    event('properties.listing-request.reviewed.v1', (d) => ({
      ...d,
      decision: 'needs_more_info',
      notes: 'Add photos of the kitchen.',
    })),
  );
  const reviewed = await mailTo(people.landlord, /^Your listing request for .*: Needs more information$/);
  expect(reviewed.text).toContain('Notes from the property manager: Add photos of the kitchen.');

  expect(await countTo(people.tenant, 'Payment received: ₹1,07,000 for 2 BHK Apartment in Indiranagar')).toBe(1);
  expect(await countTo(people.manager, 'New lease: contact Rohan Kulkarni within 48 hours')).toBe(1);

  // Issue 30: the lease's end in sight (tenant and manager), the renewal offer (tenant), its answer (manager) and the
  // manager's notice (tenant and manager), each once however often delivered.
  const leaseFacts = (d: RegisteredEvent['data']) => ({ ...d, leaseId: leaseA, tenant, managerEmail: people.manager });
  await publish(event('applications.lease.ending-soon.v1', leaseFacts), 3);
  const endingSoon = await mailTo(people.tenant, 'Your lease of 2 BHK Apartment in Indiranagar ends on 28 Feb 2026');
  expect(endingSoon.text).toContain('ends on 28 Feb 2026, in 59 days');
  await mailTo(people.manager, 'The lease of 2 BHK Apartment in Indiranagar ends on 28 Feb 2026');
  await publish(event('applications.lease.renewal-offered.v1', leaseFacts), 3);
  const offered = await mailTo(people.tenant, 'Renew your lease of 2 BHK Apartment in Indiranagar?');
  expect(offered.text).toContain('New monthly rent: ₹36,225');
  expect(offered.text).toContain('Change: +₹1,725 (5%)');
  await publish(event('applications.lease.renewal-declined.v1', leaseFacts), 3);
  await mailTo(people.manager, 'Rohan Kulkarni declined the renewal of 2 BHK Apartment in Indiranagar');
  await publish(
    event('applications.lease.notice-given.v1', (d) => {
      const facts = leaseFacts(d) as ReturnType<typeof leaseFacts> & { notice: object };
      return { ...facts, notice: { ...facts.notice, givenBy: 'manager' } };
    }),
    3,
  );
  const noticeToTenant = await mailTo(
    people.tenant,
    'Notice given: 2 BHK Apartment in Indiranagar to be vacated on 15 Feb 2026',
  );
  expect(noticeToTenant.text).toContain('Your property manager gave notice to end your lease');
  expect(noticeToTenant.text).toContain('Reason: Moving to Pune for work');
  await mailTo(people.manager, 'Notice given: 2 BHK Apartment in Indiranagar to be vacated on 15 Feb 2026');
  expect(await countTo(people.tenant, /^Renew your lease of 2 BHK/)).toBe(1);
  expect(await countTo(people.manager, /^Notice given: 2 BHK/)).toBe(1);
});

it('tells the landlord and the manager of a maintenance request, and the tenant of its status and notes', async () => {
  const people_ = (d: RegisteredEvent['data']) => ({
    ...d,
    tenant: { userId: fixtureIds.tenantUserId, firstName: 'Rohan', lastName: 'Kulkarni', email: people.tenant },
    landlordEmail: undefined,
    managerEmail: undefined,
  });
  await publish(event('maintenance.request.created.v1', people_), 3);
  // Addresses from this service's own projections (the landlord's account, the manager's record).
  const forLandlord = await mailTo(
    people.landlord,
    'New High maintenance request: Kitchen tap leaking (2 BHK Apartment in Indiranagar)',
  );
  expect(forLandlord.text).toContain('Rohan Kulkarni has asked for maintenance at 2 BHK Apartment in Indiranagar.');
  expect(forLandlord.text).toContain('Respond by: 3 Jun 2025, 10:00 am IST');
  expect(forLandlord.text).toContain('Category: Plumbing');
  await mailTo(people.manager, 'New High maintenance request: Kitchen tap leaking (2 BHK Apartment in Indiranagar)');

  await publish(event('maintenance.request.status-changed.v1', people_));
  const status = await mailTo(people.tenant, 'Your maintenance request "Kitchen tap leaking" is now In Progress');
  expect(status.text).toContain('changed from Submitted to In Progress (by your property manager)');

  await publish(event('maintenance.request.note-added.v1', people_));
  const note = await mailTo(people.tenant, 'New note on your maintenance request "Kitchen tap leaking"');
  expect(note.text).toContain('A plumber will visit tomorrow between 10 and 12.');

  expect(
    await countTo(
      people.landlord,
      'New High maintenance request: Kitchen tap leaking (2 BHK Apartment in Indiranagar)',
    ),
  ).toBe(1);
});

it('gathers a tenant’s burst of maintenance requests for one home into one digest per person, after the first e-mail', async () => {
  const startedAt = clock.now();
  const home = '65a1f0c2e4b0a1b2c3d4e7c1';
  const titles = ['Geyser not heating', 'Balcony door jammed', 'Tube light flickers'];
  const burst = titles.map((title, i) =>
    event('maintenance.request.created.v1', (d) => ({
      ...d,
      tenant: { userId: fixtureIds.tenantUserId, firstName: 'Rohan', lastName: 'Kulkarni', email: people.tenant },
      landlordEmail: undefined,
      managerEmail: undefined,
      propertyId: home,
      property: { ...(d as { property: object }).property, name: 'Sea-facing 1 BHK in Bandra' },
      title,
      submittedAt: new Date(startedAt.getTime() + i * 60_000).toISOString(),
    })),
  );
  for (const created of burst) await publish(created);
  await publish(burst[2]!); // delivered twice: kept once
  const immediate = (title: string) => `New High maintenance request: ${title} (Sea-facing 1 BHK in Bandra)`;
  await mailTo(people.landlord, immediate(titles[0]!));
  await mailTo(people.manager, immediate(titles[0]!));
  // The two that followed wait for the burst's end: kept for each of the two people.
  const redis = new Redis(env.REDIS_URL!);
  try {
    await eventually(async () => {
      const kept = await redis.keys(`${env.SERVICE_NAME}:maintenance-digests:due:*${home}*`);
      const sizes = await Promise.all(kept.map((key) => redis.hlen(key)));
      return sizes.length === 2 && sizes.every((size) => size === 2);
    });
  } finally {
    redis.disconnect();
  }

  // The burst ends (10 minutes by the clock): the next sweep mails each person one digest.
  clock.set(new Date(startedAt.getTime() + 11 * 60_000));
  try {
    await replicas[0]!.get(MessagesService).sendDueMaintenanceDigests();
    for (const person of [people.landlord, people.manager]) {
      const digest = await mailTo(person, '2 more maintenance requests at Sea-facing 1 BHK in Bandra');
      expect(digest.text).toContain(`- ${titles[1]} (High, Plumbing) from Rohan Kulkarni`);
      expect(digest.text).toContain(`- ${titles[2]} (High, Plumbing) from Rohan Kulkarni`);
      expect(digest.text!.indexOf(titles[1]!)).toBeLessThan(digest.text!.indexOf(titles[2]!));
      expect(digest.text).not.toContain(titles[0]);
      for (const title of titles.slice(1)) expect(await countTo(person, immediate(title))).toBe(0);
    }
    // Sweeping again sends nothing more.
    await replicas[1]!.get(MessagesService).sendDueMaintenanceDigests();
    expect(await countTo(people.landlord, '2 more maintenance requests at Sea-facing 1 BHK in Bandra')).toBe(1);
  } finally {
    clock.set(startedAt);
  }
});

it('reminds each overdue lease once per scheduler fire and day, across two replicas, numbering them', async () => {
  const tenantB = { userId: '65a1f0c2e4b0a1b2c3d4e5b2', firstName: 'Kavya', lastName: 'Shah', email: address('kavya') };
  await publish(
    event('applications.lease.created.v1', (d) => ({
      ...d,
      leaseId: leaseB,
      tenant: tenantB,
      managerEmail: people.manager,
    })),
  );
  const march =
    (lease: string, tenant: { userId: string; email: string; firstName: string; lastName: string }) =>
    (d: RegisteredEvent['data']) => ({
      ...d,
      leaseId: lease,
      month: '2026-03',
      dueDate: '2026-03-01',
      daysPastDue: 9,
      tenantId: tenant.userId,
      tenant: { firstName: tenant.firstName, lastName: tenant.lastName, email: tenant.email },
    });
  // Lease A's March rent is overdue; lease B's was paid.
  await publish({
    ...event(
      'payments.rent.overdue.v1',
      march(leaseA, {
        userId: fixtureIds.tenantUserId,
        email: people.tenant,
        firstName: 'Rohan',
        lastName: 'Kulkarni',
      }),
    ),
    aggregateId: leaseA,
    aggregateVersion: 3,
  } as RegisteredEvent);
  await publish({
    ...event('payments.rent.paid.v1', march(leaseB, tenantB)),
    aggregateId: leaseB,
    aggregateVersion: 4,
  } as RegisteredEvent);
  await eventually(async () => (await db.collection('rent').countDocuments()) === 2);
  await eventually(async () => (await db.collection('leases').countDocuments()) === 2);

  const queue = new Queue(ReminderQueue.name, { connection: { url: env.REDIS_URL }, prefix: env.JOBS_PREFIX });
  const fire = async (n: number) => {
    await replicas[n % 2]!.get(JobQueue).enqueue(
      ReminderQueue,
      'daily-reminders',
      { run: 'daily' },
      { jobId: jobId('test-fire', n) },
    );
    await eventually(async () => (await queue.getJob(jobId('test-fire', n)))?.finishedOn);
  };
  const history = () => db.collection<ReminderHistory>('reminder_histories').findOne({ _id: leaseA as never });
  try {
    await fire(1);
    const first = await mailTo(people.tenant, 'Overdue rent (reminder 1): 2 BHK Apartment in Indiranagar');
    expect(first.text).toContain(
      'Reminder 1: your rent of ₹35,190 for 2 BHK Apartment in Indiranagar was due on 1 Mar 2026 and is 9 days overdue.',
    );
    await eventually(async () => (await queue.getJobCounts('waiting', 'active', 'delayed')).waiting === 0);

    expect((await queue.getJob(jobId('test-fire', 1)))?.returnvalue).toBe(1); // lease A only
    await fire(2); // the same day, from the other replica: it records nothing
    expect((await queue.getJob(jobId('test-fire', 2)))?.returnvalue).toBe(0);
    expect((await history())?.reminders.map((r) => r.reminderId)).toEqual(['auto-2026-03-10']);

    clock.set(new Date('2026-03-11T03:30:00.000Z'));
    await fire(3);
    await mailTo(people.tenant, 'Overdue rent (reminder 2): 2 BHK Apartment in Indiranagar');
    expect((await history())?.reminders.map((r) => [r.nth, r.kind, r.daysPastDue])).toEqual([
      [1, 'automatic', 9],
      [2, 'automatic', 10],
    ]);
    expect(await countTo(people.tenant, /^Overdue rent \(reminder 1\)/)).toBe(1);
    expect(await countTo(people.tenant, /^Overdue rent \(reminder 2\)/)).toBe(1);
    expect(await db.collection('reminder_histories').countDocuments({ _id: leaseB as never })).toBe(0);
    expect(await countTo(tenantB.email, /reminder/)).toBe(0);
  } finally {
    await queue.close();
  }
});
