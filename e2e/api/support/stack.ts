import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Env, ServiceConfig } from '@trio/service-kit/config';
import { createKafka } from '@trio/service-kit/events';
import { AssignerProtocol, type Admin } from 'kafkajs';
import type { RunningService, Service } from '@trio/service-kit/service';
import { deleteBucket, deleteSearchIndexes, deleteTopicsWithPrefix } from '@trio/service-kit/testing';
import { uniqueName } from '@trio/service-kit/testing/unique';
import mongoose from 'mongoose';
import { createGatewayApp } from '../../../gateway/src/gateway-app';
import { addressesToEnv, resolveAddresses } from '../../../infra/local/addresses';
import { gatewayServiceUrls, SERVICE_APPS, type ServiceApp, type ServiceAppName } from '../../../infra/local/app-list';
import { spaDistDir } from '../../../infra/local/spa';

const repoRoot = join(__dirname, '..', '..', '..');

/** One service of a stack: started in this process as its main starts it, on its own database. */
export interface StackService {
  env: Env;
  url: string;
  /** Its own database (tests read it to check what is stored). */
  db: mongoose.Connection;
  /** Runs its operations command (`services/<name>/src/ops/cli.ts`) against this stack. */
  ops(args: string[], timeoutMs?: number): OpsResult;
}

/** A route as the gateway's router (Fastify) registered it. */
export interface GatewayRoute {
  method: string;
  url: string;
}

export interface Stack {
  /** The gateway's address: every request of these tests goes through it. */
  gatewayUrl: string;
  /** Every route the gateway's router registered (HEAD and OPTIONS included), as Fastify saw it. */
  gatewayRoutes: GatewayRoute[];
  /** Every service of the app list (infra/local/app-list.ts), by name. */
  services: Record<ServiceAppName, StackService>;
  /** Prefix of this stack's Kafka topics: tests that publish or read events directly use it. */
  topicPrefix: string;
  /** Shorthands of `services.users` and `services.properties`. */
  usersEnv: Env;
  propertiesEnv: Env;
  usersDb: mongoose.Connection;
  propertiesDb: mongoose.Connection;
  usersOps(args: string[]): OpsResult;
  propertiesOps(args: string[], timeoutMs?: number): OpsResult;
  /** Stops one service (its HTTP server and consumers), as an outage: the gateway then gets no answer from it. */
  stop(name: ServiceAppName): Promise<void>;
  /**
   * Resolves once the stack is quiet: no service has an event waiting in its outbox and every service's consumer
   * group has handled every message on the topics it consumes (so each projection has caught up). Tests call it
   * after a seed or a burst of writes before reading what another service derived from them.
   */
  settled(
    timeoutMs?: number,
    progress?: (state: { pendingDocuments: number; unhandledMessages: number }) => void,
  ): Promise<void>;
  close(): Promise<void>;
}

export interface OpsResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

export type StackOptions = {
  /** The gateway serves the built SPA (frontend/dist, build it first) as `npm start` does; API tests go without. */
  spa?: boolean;
  /**
   * Each app's JSON log goes to `<logDir>/<app>.log` at level `info`, as `npm start` writes `.local/apps/` (so
   * `npm run ops -- trace` reads them); without it the stack logs nothing.
   */
  logDir?: string;
  gateway?: Record<string, string>;
  /** Every service runs this many times (default 1), as `npm run scale` runs them: the gateway takes them in turn. */
  replicas?: number;
  /**
   * Resources named after this (databases `<name>_<service>`, topic prefix `<name>.`, consumer groups, job and
   * Redis prefixes, buckets and search indexes `<name>-…`) instead of unique ones, so a later stack of the same name
   * finds the same data (a benchmark's data set). Such a stack keeps its data when it closes unless `keep` is false.
   */
  name?: string;
  /** Whether close() leaves the databases, topics, indexes and buckets (default: true with `name`, else false). */
  keep?: boolean;
} & Partial<Record<ServiceAppName, Record<string, string>>>;

async function listen(app: NestFastifyApplication): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.getHttpServer().address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** A service's operations command (services/<name>/src/ops/cli.ts) with a stack's environment, to completion. */
function runOps(service: string, env: Env, args: string[], timeoutMs: number): OpsResult {
  const result = spawnSync(
    process.execPath,
    ['-r', '@swc-node/register', `services/${service}/src/ops/cli.ts`, ...args],
    {
      cwd: repoRoot,
      env: { ...process.env, ...env } as NodeJS.ProcessEnv,
      encoding: 'utf8',
      timeout: timeoutMs,
    },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A service's declaration (`defineService`), from where the app list says it is. */
async function loadService(app: ServiceApp): Promise<Service> {
  const { file, exportName } = app.service.declaration;
  const exports = (await import(join(repoRoot, file))) as Record<string, Service | undefined>;
  const service = exports[exportName];
  if (!service) throw new Error(`${file} exports no service named ${exportName}`);
  return service;
}

/**
 * Documents in a database whose outbox still holds events the relay has not published (the fault run's backlog too),
 * each told as `collection/id: first event type (attempts, last error, claim)` so a backlog that stays names itself.
 */
export async function pendingOutboxDocuments(db: mongoose.Connection): Promise<string[]> {
  const pending: string[] = [];
  for (const { name } of await db.listCollections()) {
    const documents = await db
      .collection(name)
      .find({ outboxPending: { $gt: 0 } }, { projection: { outbox: 1, outboxClaimBy: 1, outboxClaimUntil: 1 } })
      .toArray();
    for (const doc of documents) {
      const first = (doc.outbox as { type?: string; attempts?: number; lastError?: string; recordedAt?: Date }[])[0];
      const claim = doc.outboxClaimBy
        ? `claimed by ${String(doc.outboxClaimBy)} until ${(doc.outboxClaimUntil as Date | null)?.toISOString()}`
        : 'unclaimed';
      pending.push(
        `${db.name}.${name}/${String(doc._id)}: ${first?.type} recorded ${first?.recordedAt?.toISOString()}, ` +
          `${first?.attempts ?? 0} failed attempts${first?.lastError ? ` (${first.lastError})` : ''}, ${claim}`,
      );
    }
  }
  return pending;
}

/**
 * Learns the topics each consumer group consumes from its members' assignments, once the group is stable (they do
 * not change in a stack's life, so what was learnt stays true while the group rebalances under load). A group Kafka
 * does not know (`Dead`) consumes nothing.
 */
export async function learnSubscriptions(
  admin: Admin,
  groupIds: string[],
  known: Map<string, string[]>,
): Promise<void> {
  const unknown = groupIds.filter((groupId) => !known.has(groupId));
  if (unknown.length === 0) return;
  for (const group of (await admin.describeGroups(unknown)).groups) {
    if (group.state === 'Dead') known.set(group.groupId, []);
    if (group.state !== 'Stable') continue;
    const topics = new Set<string>();
    for (const member of group.members) {
      const assignment = AssignerProtocol.MemberAssignment.decode(member.memberAssignment)?.assignment ?? {};
      for (const topic of Object.keys(assignment)) topics.add(topic);
    }
    known.set(group.groupId, [...topics]);
  }
}

/** Messages the consumer groups have not handled (committed) yet on the topics they consume. */
export async function unhandledMessages(admin: Admin, subscriptions: Map<string, string[]>): Promise<number> {
  let unhandled = 0;
  for (const [groupId, topics] of subscriptions) {
    if (topics.length === 0) continue;
    for (const { topic, partitions } of await admin.fetchOffsets({ groupId, topics })) {
      const ends = await admin.fetchTopicOffsets(topic);
      for (const { partition, offset } of partitions) {
        const end = ends.find((candidate) => candidate.partition === partition);
        if (!end) continue;
        const committed = Number(offset) < 0 ? Number(end.low) : Number(offset);
        unhandled += Math.max(0, Number(end.high) - committed);
      }
    }
  }
  return unhandled;
}

/** A name unique to this run, made of what the given kind of resource allows. */
const uniqueSlug = (prefix: string) =>
  uniqueName(prefix)
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-');

/** A name of a named stack's resource: lower case, digits and hyphens. */
const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9-]/g, '-');

/**
 * What a service owns, named: its consumer group (SERVICE_NAME), database, job prefix, buckets and search indexes.
 * Without a stack name every one is unique to this run; with one, `<name>-<service>`, `<name>_<service>`, … so the
 * same name finds the same resources again (apps started as processes with this environment share them too).
 */
export function ownResourceEnv(app: ServiceApp, stackName?: string): Record<string, string> {
  const named = (kind: string) => (stackName ? slugOf(`${stackName}-${kind}`) : uniqueSlug(`${kind}-e2e`));
  const own: Record<string, string> = {
    SERVICE_NAME: named(app.name),
    // Services with job queues (BullMQ) keep them apart from every other run's workers by this prefix.
    JOBS_PREFIX: named(`${app.name}-jobs`),
    MONGO_DB: (stackName ? `${stackName}_${app.name}` : uniqueName(`${app.name}_e2e`)).replace(/[^A-Za-z0-9_]/g, '_'),
  };
  for (const variable of app.service.ownBuckets ?? [])
    own[variable] = named(`${app.name}-${variable.replace(/_BUCKET$/, '').toLowerCase()}`).slice(0, 60);
  for (const variable of app.service.ownSearchIndexes ?? []) {
    own[variable] = named(variable.replace(/_INDEX$/, '').toLowerCase());
  }
  return own;
}

/** The Kafka topic prefix of a stack (`<name>.` for a named one). */
export const stackTopicPrefix = (stackName?: string) =>
  stackName ? `${slugOf(stackName)}.` : `${uniqueName('e2e').toLowerCase()}.`;

/** The identity-number hash key of a stack: a named stack's data is read again later, so its hashes must match. */
const stackHashSecret = (stackName?: string) =>
  stackName
    ? `${slugOf(stackName)}-hash-0123456789abcdef0123456789`
    : `e2e-hash-${uniqueName('key')}-0123456789abcdef0123456789`;

/**
 * What a service of the named stack `stackName` is given beyond the local environment: its own resources, the
 * stack's topic prefix and hash key. Operations commands (seeds) and apps started as processes on a named stack's
 * data use it.
 */
export function namedStackServiceEnv(app: ServiceApp, stackName: string): Record<string, string> {
  return {
    ...ownResourceEnv(app, stackName),
    EVENTS_TOPIC_PREFIX: stackTopicPrefix(stackName),
    IDENTITY_HASH_SECRET: stackHashSecret(stackName),
  };
}

/** A service's environment in a stack: the shared part, then the names of everything it owns. */
function serviceEnv(app: ServiceApp, shared: Env, overrides: Record<string, string> = {}, stackName?: string): Env {
  return { ...shared, ...ownResourceEnv(app, stackName), PORT: '0', ...overrides };
}

/**
 * Every service of the app list (infra/local/app-list.ts: HTTP and its Kafka consumers, started by the `start()` its
 * main uses) and the gateway in front of them, on the real infrastructure. Each stack has its own databases, Kafka topics (a topic prefix),
 * Redis key prefix, bucket and search indexes, so stacks never see each other's events or data.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const secret = `e2e-${uniqueName('secret')}-0123456789abcdef0123456789`;
  const topicPrefix = stackTopicPrefix(options.name);
  const keep = options.keep ?? options.name !== undefined;
  const shared: Env = {
    ...addressesToEnv(resolveAddresses()),
    LOG_LEVEL: options.logDir ? 'info' : 'silent',
    INTERNAL_IDENTITY_SECRET: secret,
    IDENTITY_HASH_SECRET: stackHashSecret(options.name),
    SAVED_SEARCH_UNSUBSCRIBE_SECRET: `e2e-${uniqueName('unsubscribe')}-0123456789abcdef0123456789`,
    EVENTS_TOPIC_PREFIX: topicPrefix,
  };
  const running: { app: ServiceApp; env: Env; service?: RunningService<ServiceConfig> }[] = [];
  const logFiles: WriteStream[] = [];
  const logFile = (name: string): WriteStream | undefined => {
    if (!options.logDir) return undefined;
    mkdirSync(options.logDir, { recursive: true });
    const stream = createWriteStream(join(options.logDir, `${name}.log`), { flags: 'a' });
    logFiles.push(stream);
    return stream;
  };
  const stackServices = {} as Record<ServiceAppName, StackService>;
  let gateway: NestFastifyApplication | undefined;
  const gatewayRoutes: GatewayRoute[] = [];
  /** Replicas beyond the first of each service (`replicas` option), in start order. */
  const extraReplicas: { name: ServiceAppName; service: RunningService<ServiceConfig> }[] = [];
  const replicaUrls = (name: ServiceAppName) =>
    extraReplicas.filter((replica) => replica.name === name).map((replica) => replica.service.url);

  // Every step runs even when an earlier one fails, so a slow or failing shutdown leaves nothing behind.
  const close = async () => {
    const failures: unknown[] = [];
    const attempt = async (step: () => Promise<unknown>) => {
      try {
        await step();
      } catch (error) {
        failures.push(error);
      }
    };
    if (gateway) await attempt(() => gateway!.close());
    for (const replica of extraReplicas) await attempt(() => replica.service.close());
    for (const { service } of [...running].reverse()) if (service) await attempt(() => service.close());
    for (const { app, env } of running) {
      const db = stackServices[app.name as ServiceAppName]?.db;
      if (keep) {
        if (db) await attempt(() => db.close());
        continue;
      }
      if (db) {
        await attempt(() => db.dropDatabase());
        await attempt(() => db.close());
      }
      // The stack's search indexes and buckets go too, so repeated runs leave nothing behind.
      const indexes = (app.service.ownSearchIndexes ?? []).map((variable) => env[variable]!);
      if (indexes.length > 0) await attempt(() => deleteSearchIndexes(env.OPENSEARCH_URL!, indexes));
      for (const bucket of (app.service.ownBuckets ?? []).map((variable) => env[variable]!)) {
        await attempt(() => deleteBucket(env, bucket));
      }
    }
    if (!keep) {
      await attempt(() =>
        deleteTopicsWithPrefix(createKafka('e2e-cleanup', shared.KAFKA_BROKERS!.split(',')), topicPrefix),
      );
    }
    await Promise.all(logFiles.map((stream) => new Promise((resolve) => stream.end(resolve))));
    if (failures.length > 0) console.warn(`[e2e] stack clean-up: ${failures.length} step(s) failed`, failures[0]);
  };

  try {
    for (const app of SERVICE_APPS) {
      const env = serviceEnv(app, shared, options[app.name as ServiceAppName], options.name);
      const entry: (typeof running)[number] = { app, env };
      running.push(entry);
      const definition = await loadService(app);
      const startReplica = (replica: number) =>
        definition.start({
          env,
          shutdownHooks: false,
          consumer: { initialBackoffMs: 50 },
          logDestination: logFile(replica === 1 ? app.name : `${app.name}-${replica}`),
        });
      entry.service = await startReplica(1);
      for (let replica = 2; replica <= (options.replicas ?? 1); replica += 1) {
        extraReplicas.push({ name: app.name as ServiceAppName, service: await startReplica(replica) });
      }
      const db = await mongoose.createConnection(env.MONGO_URL!, { dbName: env.MONGO_DB }).asPromise();
      stackServices[app.name as ServiceAppName] = {
        env,
        url: entry.service.url,
        db,
        ops: (args, timeoutMs = 180_000) => runOps(app.name, env, args, timeoutMs),
      };
    }
    gateway = await createGatewayApp({
      env: {
        PORT: '0',
        LOG_LEVEL: options.logDir ? 'info' : 'silent',
        REDIS_URL: shared.REDIS_URL,
        REDIS_KEY_PREFIX: options.name ? slugOf(`${options.name}-gateway`) : uniqueName('gateway-e2e'),
        INTERNAL_IDENTITY_SECRET: secret,
        ...gatewayServiceUrls((app) =>
          [stackServices[app.name as ServiceAppName].url, ...replicaUrls(app.name as ServiceAppName)].join(','),
        ),
        AUTH_RATE_LIMIT: '1000',
        ROLE_CACHE_MS: '0',
        SPA_DIR: options.spa ? spaDistDir : 'none',
        // The checkout script the SPA loads (the stand-in here): the page's CSP allows it.
        ...(options.spa && shared.RAZORPAY_CHECKOUT_URL ? { RAZORPAY_CHECKOUT_URL: shared.RAZORPAY_CHECKOUT_URL } : {}),
        ...options.gateway,
      },
      shutdownHooks: false,
      logDestination: logFile('gateway'),
      // Every route the router registers (the docs' at creation, the controllers' at start-up), as it comes.
      onRoute: (route) => gatewayRoutes.push(route),
    });
  } catch (err) {
    await close();
    throw err;
  }
  const gatewayUrl = await listen(gateway);
  const { users, properties } = stackServices;

  const settled = async (
    timeoutMs = 60_000,
    progress?: (state: { pendingDocuments: number; unhandledMessages: number }) => void,
  ) => {
    const admin = createKafka('e2e-settled', shared.KAFKA_BROKERS!.split(',')).admin();
    await admin.connect();
    try {
      const groupIds = running.map(({ env }) => env.SERVICE_NAME!);
      const subscriptions = new Map<string, string[]>();
      const deadline = Date.now() + timeoutMs;
      // Two quiet looks in a row: a handler may have just written an outbox entry when the first look was taken.
      for (let quietLooks = 0; quietLooks < 2;) {
        await learnSubscriptions(admin, groupIds, subscriptions);
        const outbox = await Promise.all(Object.values(stackServices).map(({ db }) => pendingOutboxDocuments(db)));
        const unhandled = await unhandledMessages(admin, subscriptions);
        const unknownGroups = groupIds.filter((groupId) => !subscriptions.has(groupId));
        const quiet = outbox.every((pending) => pending.length === 0) && unhandled === 0 && unknownGroups.length === 0;
        progress?.({ pendingDocuments: outbox.flat().length, unhandledMessages: unhandled });
        quietLooks = quiet ? quietLooks + 1 : 0;
        if (!quiet && Date.now() > deadline) {
          throw new Error(
            `the stack did not settle within ${timeoutMs} ms (documents with pending outbox entries ` +
              `${outbox.map((pending) => pending.length).join('/')}: ${outbox.flat().join('; ') || 'none'}, unhandled messages ${unhandled}, groups not yet stable: ${unknownGroups.join(', ') || 'none'})`,
          );
        }
        if (quietLooks < 2) await new Promise((resolve) => setTimeout(resolve, 200));
      }
    } finally {
      await admin.disconnect();
    }
  };

  return {
    gatewayUrl,
    gatewayRoutes,
    services: stackServices,
    topicPrefix,
    usersEnv: users.env,
    propertiesEnv: properties.env,
    usersDb: users.db,
    propertiesDb: properties.db,
    usersOps: (args) => users.ops(args, 60_000),
    propertiesOps: (args, timeoutMs) => properties.ops(args, timeoutMs),
    stop: async (name) => {
      const entry = running.find((candidate) => candidate.app.name === name);
      const service = entry?.service;
      if (!entry || !service) return;
      entry.service = undefined;
      await service.close();
    },
    settled,
    close,
  };
}
