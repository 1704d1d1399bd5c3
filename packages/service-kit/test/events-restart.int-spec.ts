import { randomUUID } from 'node:crypto';
import mongoose, { Schema } from 'mongoose';
import { z } from 'zod';
import { addressesToEnv, resolveAddresses } from '../../../infra/local/addresses';
import { serviceConfigSchema, type Env } from '../src/config';
import { withOutbox, type OutboxEntry } from '../src/events';
import { defineService } from '../src/service';
import { collectMessages } from '../src/testing/wait-for-event';
import { uniqueName } from '../src/testing/unique';
import { deleteTopics, testEvents, testKafka, until } from './events-support';

/**
 * A process killed between a write and its publishing leaves the event in the document's outbox. The process that
 * replaces it must publish it even if it never writes to that collection itself (the fault run once ended with one
 * event waiting for ever: its collection was written only before the kill).
 */
const events = testEvents();
const kafka = testKafka();
const ARCHIVE_MODEL = 'Archive';
const archiveSchema = new Schema({ _id: String, name: String }, { versionKey: false });
archiveSchema.plugin(withOutbox);

const archives = defineService({
  name: 'archives',
  config: z.object(serviceConfigSchema('archives', 0).shape),
  publishes: [events.topic],
  models: [{ name: ARCHIVE_MODEL, schema: archiveSchema }],
});

const env: Env = {
  ...addressesToEnv(resolveAddresses()),
  SERVICE_NAME: events.service,
  PORT: '0',
  LOG_LEVEL: 'silent',
  MONGO_DB: uniqueName('archives_it').replace(/[^A-Za-z0-9_]/g, '_'),
  INTERNAL_IDENTITY_SECRET: 'events-restart-secret-0123456789abcdef',
};

let service: Awaited<ReturnType<typeof archives.start>> | undefined;
let db: mongoose.Connection;

afterAll(async () => {
  await service?.close();
  await db?.dropDatabase();
  await db?.close();
  await deleteTopics([events.topic, `${events.service}.dlq`]);
});

it('a restarted service publishes what its killed predecessor left in an outbox, without writing to it first', async () => {
  db = await mongoose.createConnection(env.MONGO_URL!, { dbName: env.MONGO_DB }).asPromise();
  const id = uniqueName('archive');
  const eventId = randomUUID();
  const envelope = {
    id: eventId,
    type: events.listingClosed.type,
    source: events.service,
    occurredAt: new Date().toISOString(),
    aggregateId: id,
    aggregateVersion: 1,
    correlationId: 'restart-correlation',
    data: { reason: 'let' },
  };
  const left: OutboxEntry = {
    eventId,
    type: envelope.type,
    topic: events.topic,
    key: id,
    payload: JSON.stringify(envelope),
    correlationId: envelope.correlationId,
    recordedAt: new Date(),
  };
  // As the killed process left it: written and claimed by its relay, whose claim has run out.
  await db.collection('archives').insertOne({
    _id: id,
    name: 'Left behind',
    version: 1,
    outbox: [left],
    outboxPending: 1,
    outboxClaimUntil: new Date(Date.now() - 1_000),
    outboxClaimBy: 'the-killed-process',
  } as never);

  service = await archives.start({ env, shutdownHooks: false });

  const messages = await collectMessages(kafka, events.topic, {
    filter: (m) => m.key === id,
    done: (ms) => ms.length >= 1,
    timeoutMs: 20_000,
  });
  expect(messages.map((m) => (m.json as { id: string }).id)).toEqual([eventId]);
  await until(
    async () => (await db.collection('archives').findOne({ _id: id } as never))?.outboxPending === 0,
    'the outbox to be emptied',
  );
  expect(await db.collection('archives').findOne({ _id: id } as never)).toMatchObject({
    name: 'Left behind',
    outbox: [],
    outboxClaimBy: null,
  });
});
