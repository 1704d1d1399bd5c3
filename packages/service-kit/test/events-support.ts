import { randomBytes } from 'node:crypto';
import { Test } from '@nestjs/testing';
import type { INestApplicationContext } from '@nestjs/common';
import { defineEvent } from '@trio/contracts/envelope';
import { createEventParser } from '@trio/contracts/registry';
import mongoose, { Schema, type Connection, type Model } from 'mongoose';
import { z } from 'zod';
import { resolveAddresses } from '../../../infra/local/addresses';
import { createKafka, EventsModule, withOutbox, type OutboxFields } from '../src/events';
import { uniqueName } from '../src/testing/unique';

/**
 * Each test file declares its own event types under a service name of its own, so its topics are
 * fresh (no replay of earlier runs' history) and can be deleted afterwards.
 */
export function testEvents() {
  const service = `kittest-${randomBytes(4).toString('hex')}`;
  const rentChanged = defineEvent(
    `${service}.listing.rent-changed.v1`,
    z.object({ name: z.string().min(1), rentPaise: z.number().int().nonnegative() }),
  );
  const listingClosed = defineEvent(`${service}.listing.closed.v1`, z.object({ reason: z.string() }));
  const parse = createEventParser([rentChanged, listingClosed]);
  return { service, topic: rentChanged.topic, rentChanged, listingClosed, parse };
}

export interface Listing extends OutboxFields {
  _id: string;
  name: string;
  rentPaise: number;
}

export function listingModel(connection: Connection): Model<Listing> {
  const schema = new Schema<Listing>({ _id: String, name: String, rentPaise: Number }, { versionKey: false });
  schema.plugin(withOutbox);
  return connection.model<Listing>(uniqueName('Listing'), schema);
}

export async function connectMongo(): Promise<Connection> {
  const dbName = uniqueName('kit_events').replace(/-/g, '_');
  return mongoose.createConnection(resolveAddresses().mongoUrl, { dbName }).asPromise();
}

export function brokers(): string[] {
  return resolveAddresses().kafkaBrokers;
}

export function testKafka() {
  return createKafka(uniqueName('kit-test'), brokers());
}

/** A Nest app with the publishing side of the events module. */
export async function publishingApp(
  service: string,
  topics: string[],
  sweepIntervalMs = 60_000,
): Promise<INestApplicationContext> {
  const moduleRef = await Test.createTestingModule({
    imports: [EventsModule.forRoot({ service, brokers: brokers(), topics, sweepIntervalMs })],
  }).compile();
  moduleRef.useLogger(false);
  return moduleRef.init();
}

export async function deleteTopics(topics: string[]): Promise<void> {
  const admin = testKafka().admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const ours = topics.filter((t) => existing.has(t));
    if (ours.length) await admin.deleteTopics({ topics: ours });
  } finally {
    await admin.disconnect();
  }
}

/** Waits until `check` holds (looked at every 100 ms), or fails naming `what`. */
export async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
