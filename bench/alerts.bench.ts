/**
 * bench/alerts: saved-search alerts at scale (issue 27), on the real local infrastructure (Kafka, the MongoDB-wire
 * server, Redis, OpenSearch) and a private SMTP capture (bench/support/smtp-capture.ts, in a process of its own).
 *
 * The properties and notifications services run as `npm start` runs them, on resources of this run (databases, topic
 * prefix, search indexes, job prefix). Loaded: 100,000 saved searches of 10,000 renters (bench/support/alerts-data-set.ts),
 * through the properties service's own percolator fill (the ops `reindex` path), and the renters' person copies in
 * the notifications service. Then 1,000 new homes of the demo catalogue's generator:
 *
 *  1. Percolation: each home's search document matched against every stored saved search (`SavedSearchPercolator`,
 *     one home at a time), timed; the saved searches found are compared with those decided without OpenSearch.
 *  2. Delivery: each home's `properties.property.listed.v1` published as the properties service publishes it
 *     (BENCH_LISTINGS_PER_S a second), and the whole path runs: the search index takes the home, the percolator finds
 *     its saved searches, each match is recorded with its `saved-search.matched` event, the notifications service
 *     mails the instant ones and keeps the daily ones as digest lines. Measured: from the last listing published to
 *     the last alert e-mail received. Checked at the capture: one e-mail per (instant saved search, home) expected,
 *     read from each e-mail's links (the home's page, the saved search's unsubscribe), 0 missing, 0 duplicated, 0
 *     unexpected; and one digest line per (daily saved search, home).
 *
 * Targets: percolation p95 ≤ 50 ms; every instant alert received within 60 s of the last listing; 0 missing, 0
 * duplicated.
 *
 * Run: npm run bench:alerts   (figures: bench/results/alerts.json; swc, as the services need decorator metadata)
 * Options: BENCH_SAVED_SEARCHES=100000 BENCH_LISTINGS=1000 BENCH_LISTINGS_PER_S=20 BENCH_TIMEOUT_S=600
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { getModelToken } from '@nestjs/mongoose';
import { topicOfEventType } from '@trio/contracts/envelope';
import { propertyListed } from '@trio/contracts/events/properties';
import { allTopics, deadLetterTopicFor } from '@trio/contracts/topics';
import type { Env, ServiceConfig } from '@trio/service-kit/config';
import { createKafka, ensureTopics } from '@trio/service-kit/events';
import type { RunningService, Service } from '@trio/service-kit/service';
import { deleteBucket, deleteSearchIndexes, deleteTopicsWithPrefix } from '@trio/service-kit/testing';
import IORedis from 'ioredis';
import mongoose, { type Model } from 'mongoose';
import { ownResourceEnv } from '../e2e/api/support/stack';
import { addressesToEnv, resolveAddresses } from '../infra/local/addresses';
import { SERVICE_APPS, type ServiceApp } from '../infra/local/app-list';
import { infraUp } from '../infra/local/infra';
import { DIGEST_LINE_MODEL, type DigestLine } from '../services/notifications/src/alerts/digest-line.schema';
import { notifications } from '../services/notifications/src/app.module';
import { personCopy, type PersonCopy } from '../services/notifications/src/copies/person.copy';
import { properties } from '../services/properties/src/app.module';
import {
  SAVED_SEARCH_MATCH_MODEL,
  type SavedSearchMatchDocument,
} from '../services/properties/src/saved-searches/saved-search-match.schema';
import {
  SAVED_SEARCH_MODEL,
  type SavedSearchDocument,
} from '../services/properties/src/saved-searches/saved-search.schema';
import { SavedSearchesService } from '../services/properties/src/saved-searches/saved-searches.service';
import { SavedSearchPercolator } from '../services/properties/src/search/saved-search-percolator';
import {
  benchListings,
  benchSavedSearches,
  expectedMatches,
  SAVED_SEARCHES_PER_OWNER,
} from './support/alerts-data-set';
import { percentile } from './support/percentile';
import { startSmtpCapture } from './support/smtp-capture';

const savedSearchCount = Number(process.env.BENCH_SAVED_SEARCHES ?? 100_000);
const listingCount = Number(process.env.BENCH_LISTINGS ?? 1_000);
const listingsPerSecond = Number(process.env.BENCH_LISTINGS_PER_S ?? 20);
const timeoutMs = Number(process.env.BENCH_TIMEOUT_S ?? 600) * 1000;
const tag = `bench-alerts-${Date.now().toString(36)}`;
const APP_URL = 'http://trio.bench';

const seconds = (ms: number) => Math.round(ms / 100) / 10;
const log = (line: string) => console.log(`[bench] ${line}`);

/** The key of one alert: whose saved search, about which home. */
const alertKey = (savedSearchId: string, propertyId: string) => `${savedSearchId} ${propertyId}`;

async function main(): Promise<void> {
  const createdAt = new Date();
  const listings = benchListings(listingCount, tag, new Date());
  const searches = benchSavedSearches(savedSearchCount, tag, createdAt);
  const expected = expectedMatches(listings, searches);
  const frequencyOf = new Map(searches.map(({ document }) => [document._id, document.frequency]));
  const expectedInstant = new Set<string>();
  const expectedDaily = new Set<string>();
  expected.forEach((ids, i) => {
    for (const id of ids) {
      const key = alertKey(id, listings[i]!.event.propertyId);
      (frequencyOf.get(id) === 'instant' ? expectedInstant : expectedDaily).add(key);
    }
  });
  const perListing = expected.map((ids) => ids.length).sort((a, b) => a - b);
  log(
    `${searches.length} saved searches, ${listings.length} listings: ${expectedInstant.size} instant alerts and ` +
      `${expectedDaily.size} digest lines expected (matches per listing: median ${percentile(perListing, 50)}, ` +
      `max ${perListing.at(-1)})`,
  );

  const a = await infraUp(() => undefined);
  // The capture reads each e-mail's text: its links name the saved search and the home.
  const capture = await startSmtpCapture({ withText: true });
  const received = new Map<string, number>();
  let unreadable = 0;
  let lastMailAt = 0;
  capture.onMail((_recipients, receivedAt, content) => {
    lastMailAt = Math.max(lastMailAt, receivedAt);
    const savedSearchId = /\/saved-searches\/([0-9a-f]{24})\/unsubscribe/.exec(content?.text ?? '')?.[1];
    const propertyId = /\/properties\/([0-9a-f]{24})/.exec(content?.text ?? '')?.[1];
    if (!savedSearchId || !propertyId) {
      unreadable += 1;
      return;
    }
    const key = alertKey(savedSearchId, propertyId);
    received.set(key, (received.get(key) ?? 0) + 1);
  });

  // This run's topics, made before the services start (the kit's ensureTopics waits for their leaders).
  const topicPrefix = `${tag}.`;
  const kafka = createKafka(`${tag}-bench`, a.kafkaBrokers);
  const admin = kafka.admin();
  await admin.connect();
  await ensureTopics(
    admin,
    allTopics.map((topic) => topicPrefix + topic),
    { numPartitions: 3 },
  );
  await admin.disconnect();

  const shared: Env = {
    ...addressesToEnv(resolveAddresses()),
    LOG_LEVEL: 'silent',
    APP_URL,
    INTERNAL_IDENTITY_SECRET: `${tag}-0123456789abcdef0123456789abcdef`,
    IDENTITY_HASH_SECRET: `${tag}-hash-0123456789abcdef0123456789`,
    SAVED_SEARCH_UNSUBSCRIBE_SECRET: `${tag}-unsubscribe-0123456789abcdef01234567`,
    EVENTS_TOPIC_PREFIX: topicPrefix,
  };
  const appOf = (name: string) => SERVICE_APPS.find((app) => app.name === name)!;
  const envs: Record<'properties' | 'notifications', Env> = {
    properties: { ...shared, ...ownResourceEnv(appOf('properties'), tag), PORT: '0' },
    notifications: {
      ...shared,
      ...ownResourceEnv(appOf('notifications'), tag),
      PORT: '0',
      SMTP_URL: `smtp://127.0.0.1:${capture.port}`,
    },
  };
  const deadLetters = kafka.admin();
  await deadLetters.connect();
  await ensureTopics(
    deadLetters,
    [envs.properties, envs.notifications].map((env) => topicPrefix + deadLetterTopicFor(env.SERVICE_NAME!)),
    { numPartitions: 1 },
  );
  await deadLetters.disconnect();
  const start = (service: Service, env: Env) =>
    service.start({ env, shutdownHooks: false }) as Promise<RunningService<ServiceConfig>>;
  const propertiesService = await start(properties, envs.properties);
  const notificationsService = await start(notifications, envs.notifications);

  // The saved searches as the properties service stores them, then its percolator filled from them (ops `reindex`).
  const savedSearches = propertiesService.app.get<Model<SavedSearchDocument>>(getModelToken(SAVED_SEARCH_MODEL));
  for (let from = 0; from < searches.length; from += 5_000) {
    await savedSearches.insertMany(searches.slice(from, from + 5_000).map(({ document }) => document));
  }
  const fillStartedAt = Date.now();
  const filled = await propertiesService.app.get(SavedSearchesService).rebuildPercolator();
  const percolatorFillSeconds = seconds(Date.now() - fillStartedAt);
  log(`${filled.indexed} saved searches in the percolator in ${percolatorFillSeconds} s`);
  // Their owners as the notifications service knows people (from users.user.registered).
  const people = notificationsService.app.get<Model<PersonCopy>>(getModelToken(personCopy.name));
  const owners = searches.filter((_, i) => i % SAVED_SEARCHES_PER_OWNER === 0);
  for (let from = 0; from < owners.length; from += 5_000) {
    await people.insertMany(
      owners.slice(from, from + 5_000).map(({ document, ownerEmail }) => ({
        _id: document.ownerId,
        version: 1,
        email: ownerEmail,
        firstName: 'Bench',
        displayName: 'Bench Renter',
      })),
    );
  }

  // 1. Percolation, one home at a time, each against every saved search.
  const percolator = propertiesService.app.get(SavedSearchPercolator);
  for (const { doc } of listings.slice(0, 20)) await percolator.match(doc, doc.landlordId); // warm-up
  const percolateMs: number[] = [];
  let percolatorMissing = 0;
  let percolatorExtra = 0;
  for (const [i, { doc }] of listings.entries()) {
    const startedAt = performance.now();
    const found = await percolator.match(doc, doc.landlordId);
    percolateMs.push(performance.now() - startedAt);
    const foundIds = new Set(found.map((match) => match.savedSearchId));
    const wanted = new Set(expected[i]);
    percolatorMissing += [...wanted].filter((id) => !foundIds.has(id)).length;
    percolatorExtra += [...foundIds].filter((id) => !wanted.has(id)).length;
  }
  percolateMs.sort((x, y) => x - y);
  log(
    `percolation: p50 ${percentile(percolateMs, 50)} ms, p95 ${percentile(percolateMs, 95)} ms; ` +
      `${percolatorMissing} missing, ${percolatorExtra} extra against the expected matches`,
  );

  // 2. Delivery: the listings published as the properties service publishes them.
  const producer = kafka.producer();
  await producer.connect();
  const loadAtFirst = loadavg()[0]!;
  const cpuAtFirst = process.cpuUsage();
  const firstListingAt = Date.now();
  // The i-th listing is due i / listingsPerSecond seconds after the first; each send takes every listing then due.
  for (let from = 0; from < listings.length;) {
    const dueAt = firstListingAt + (from * 1000) / listingsPerSecond;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, dueAt - Date.now())));
    const due = Math.min(listings.length, Math.floor(((Date.now() - firstListingAt) * listingsPerSecond) / 1000) + 1);
    const batch = listings.slice(from, Math.max(due, from + 1));
    from += batch.length;
    await producer.send({
      topic: topicPrefix + topicOfEventType(propertyListed.type),
      messages: batch.map(({ event }) => ({
        key: event.propertyId,
        value: JSON.stringify({
          id: randomUUID(),
          type: propertyListed.type,
          source: 'properties',
          occurredAt: event.listedAt,
          aggregateId: event.propertyId,
          aggregateVersion: 1,
          correlationId: randomUUID(),
          data: event,
        }),
      })),
    });
  }
  const lastListingAt = Date.now();
  log(`${listings.length} listings published in ${seconds(lastListingAt - firstListingAt)} s`);
  const digestLines = notificationsService.app.get<Model<DigestLine>>(getModelToken(DIGEST_LINE_MODEL));
  const deadline = lastListingAt + timeoutMs;
  let lastReport = Date.now();
  const arrivedExpected = () => [...expectedInstant].filter((key) => received.has(key)).length;
  while (arrivedExpected() < expectedInstant.size && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (Date.now() - lastReport > 10_000) {
      lastReport = Date.now();
      log(`${arrivedExpected()} of ${expectedInstant.size} alerts after ${seconds(Date.now() - lastListingAt)} s`);
    }
  }
  const lastAlertSeconds = seconds((lastMailAt || Date.now()) - lastListingAt);
  const serviceCpu = process.cpuUsage(cpuAtFirst);
  const loadAtEnd = loadavg()[0]!;
  // Anything still coming would be a duplicate or unexpected; the digest lines settle too.
  await new Promise((resolve) => setTimeout(resolve, 5_000));

  const arrived = new Map(received);
  const missing = [...expectedInstant].filter((key) => !arrived.has(key)).length;
  const duplicated = [...arrived.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
  const unexpected = [...arrived.keys()].filter((key) => !expectedInstant.has(key)).length;
  const lines = await digestLines.find({}, { savedSearchId: 1, property: 1 }).lean<DigestLine[]>();
  const lineKeys = new Set(lines.map((line) => alertKey(line.savedSearchId, line.property.propertyId)));
  const digestMissing = [...expectedDaily].filter((key) => !lineKeys.has(key)).length;
  const digestUnexpected = [...lineKeys].filter((key) => !expectedDaily.has(key)).length;
  const matchModel = propertiesService.app.get<Model<SavedSearchMatchDocument>>(
    getModelToken(SAVED_SEARCH_MATCH_MODEL),
  );
  const matchesRecorded = await matchModel.countDocuments();
  // When the properties service recorded its last match: the rest of the time is the notifications service's.
  const [lastMatch] = await matchModel.find({}, { matchedAt: 1 }).sort({ matchedAt: -1 }).limit(1).lean();

  const p95 = percentile(percolateMs, 95);
  const result = {
    benchmark: 'alerts: N saved searches, M new listings → percolation, and alert e-mails at the SMTP capture',
    at: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
    savedSearches: searches.length,
    owners: owners.length,
    listings: listings.length,
    listingsPerSecond,
    matchesPerListing: {
      median: percentile(perListing, 50),
      p95: percentile(perListing, 95),
      max: perListing.at(-1) ?? 0,
    },
    percolatorFillSeconds,
    percolation: {
      p50Ms: percentile(percolateMs, 50),
      p95Ms: p95,
      p99Ms: percentile(percolateMs, 99),
      maxMs: percentile(percolateMs, 100),
      missing: percolatorMissing,
      extra: percolatorExtra,
    },
    delivery: {
      publishSeconds: seconds(lastListingAt - firstListingAt),
      matchesExpected: expectedInstant.size + expectedDaily.size,
      matchesRecorded,
      instantAlertsExpected: expectedInstant.size,
      instantAlertsReceived: [...arrived.values()].reduce((sum, n) => sum + n, 0),
      missing,
      duplicated,
      unexpected,
      unreadableEmails: unreadable,
      lastListingToLastMatchSeconds: lastMatch ? seconds(lastMatch.matchedAt.getTime() - lastListingAt) : null,
      lastListingToLastAlertSeconds: lastAlertSeconds,
      digestLinesExpected: expectedDaily.size,
      digestLines: lines.length,
      digestMissing,
      digestUnexpected,
      servicesCpuSeconds: Math.round((serviceCpu.user + serviceCpu.system) / 1e5) / 10,
      loadAverage1m: { atFirstListing: Math.round(loadAtFirst * 10) / 10, atEnd: Math.round(loadAtEnd * 10) / 10 },
    },
    target:
      'percolation p95 ≤ 50 ms over 100,000 saved searches; every instant alert of 1,000 listings received within ' +
      '60 s of the last listing; 0 missing, 0 duplicated',
    targetMet:
      searches.length >= 100_000 &&
      listings.length >= 1_000 &&
      p95 <= 50 &&
      percolatorMissing === 0 &&
      percolatorExtra === 0 &&
      missing === 0 &&
      duplicated === 0 &&
      unexpected === 0 &&
      digestMissing === 0 &&
      digestUnexpected === 0 &&
      lastAlertSeconds <= 60,
  };
  const out = join(__dirname, 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'alerts.json'), JSON.stringify(result, null, 2) + '\n');
  console.log(JSON.stringify(result, null, 2));

  await producer.disconnect();
  await cleanUp(
    [
      { app: appOf('properties'), env: envs.properties, running: propertiesService },
      { app: appOf('notifications'), env: envs.notifications, running: notificationsService },
    ],
    kafka,
    topicPrefix,
  );
  await capture.close();
  if (percolatorMissing + percolatorExtra + missing + duplicated + unexpected > 0) process.exitCode = 1;
  process.exit();
}

/** Stops the services and removes what this run made: databases, search indexes, buckets, topics, Redis keys. */
async function cleanUp(
  started: { app: ServiceApp; env: Env; running: RunningService<ServiceConfig> }[],
  kafka: ReturnType<typeof createKafka>,
  topicPrefix: string,
): Promise<void> {
  for (const { running } of [...started].reverse()) await running.close();
  const redis = new IORedis(started[0]!.env.REDIS_URL!);
  for (const { app, env } of started) {
    const connection = await mongoose.createConnection(env.MONGO_URL!, { dbName: env.MONGO_DB }).asPromise();
    await connection.dropDatabase();
    await connection.close();
    const indexes = (app.service.ownSearchIndexes ?? []).map((variable) => env[variable]!);
    if (indexes.length > 0) await deleteSearchIndexes(env.OPENSEARCH_URL!, indexes);
    for (const bucket of (app.service.ownBuckets ?? []).map((variable) => env[variable]!)) {
      await deleteBucket(env, bucket).catch(() => undefined);
    }
    for await (const keys of redis.scanStream({ match: `${env.JOBS_PREFIX}:*`, count: 1000 }) as AsyncIterable<
      string[]
    >) {
      if (keys.length > 0) await redis.del(...keys);
    }
  }
  await redis.quit();
  await deleteTopicsWithPrefix(kafka, topicPrefix);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
