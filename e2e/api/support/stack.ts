import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { parseEvent } from '@trio/contracts/registry';
import type { Env } from '@trio/service-kit/config';
import { connectEventsTransport, createKafka } from '@trio/service-kit/events';
import { createApp } from '@trio/service-kit/http';
import { uniqueName } from '@trio/service-kit/testing/unique';
import { Client as OpenSearchClient } from '@opensearch-project/opensearch';
import { Client as MinioClient } from 'minio';
import mongoose from 'mongoose';
import { createGatewayApp } from '../../../gateway/src/gateway-app';
import { spaDistDir } from '../../../infra/local/spa';
import { PropertiesAppModule } from '../../../services/properties/src/app.module';
import { preparePropertiesApp } from '../../../services/properties/src/http-setup';
import { UsersAppModule } from '../../../services/users/src/app.module';

const repoRoot = join(__dirname, '..', '..', '..');

export interface Stack {
  /** The gateway's address: every request of these tests goes through it. */
  gatewayUrl: string;
  usersEnv: Env;
  propertiesEnv: Env;
  /** Prefix of this stack's Kafka topics: tests that publish or read events directly use it. */
  topicPrefix: string;
  /** The properties service's own database. */
  propertiesDb: mongoose.Connection;
  /** The users service's own database (tests read it to check what is stored). */
  usersDb: mongoose.Connection;
  /** Runs the users service's operations command (`npm run ops -- …`) against this stack. */
  usersOps(args: string[]): OpsResult;
  /** Runs the properties service's operations command (`seed`, `reindex`, `feature`) against this stack. */
  propertiesOps(args: string[], timeoutMs?: number): OpsResult;
  close(): Promise<void>;
}

export interface OpsResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

export interface StackOptions {
  /** The gateway serves the built SPA (frontend/dist, build it first) as `npm start` does; API tests go without. */
  spa?: boolean;
  users?: Record<string, string>;
  properties?: Record<string, string>;
  gateway?: Record<string, string>;
}

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

/** Removes every object of a bucket (what the tests uploaded, or a seed stored), so the bucket itself can go. */
async function emptyBucket(storage: MinioClient, bucket: string): Promise<void> {
  const names: string[] = [];
  for await (const item of storage.listObjectsV2(bucket, '', true) as AsyncIterable<{ name?: string }>) {
    if (item.name) names.push(item.name);
  }
  for (let i = 0; i < names.length; i += 1000) await storage.removeObjects(bucket, names.slice(i, i + 1000));
}

/**
 * The users and properties services (HTTP and their Kafka consumers) and the gateway in front of them, on the real
 * infrastructure, wired as their mains wire them. Each stack has its own databases, Kafka topics (a topic prefix),
 * Redis key prefix, bucket and search indexes, so stacks never see each other's events or data.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const secret = `e2e-${uniqueName('secret')}-0123456789abcdef0123456789`;
  const topicPrefix = `${uniqueName('e2e').toLowerCase()}.`;
  const shared = {
    LOG_LEVEL: 'silent',
    KAFKA_BROKERS: process.env.KAFKA_BROKERS ?? '127.0.0.1:9092',
    MONGO_URL: process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    INTERNAL_IDENTITY_SECRET: secret,
    EVENTS_TOPIC_PREFIX: topicPrefix,
  };
  const usersEnv: Env = {
    SERVICE_NAME: uniqueName('users-e2e')
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, '-'),
    PORT: '0',
    ...shared,
    MONGO_DB: uniqueName('users_e2e').replace(/[^A-Za-z0-9_]/g, '_'),
    ...options.users,
  };
  const propertiesEnv: Env = {
    SERVICE_NAME: uniqueName('properties-e2e')
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, '-'),
    PORT: '0',
    ...shared,
    MONGO_DB: uniqueName('properties_e2e').replace(/[^A-Za-z0-9_]/g, '_'),
    OPENSEARCH_URL: process.env.OPENSEARCH_URL ?? 'http://127.0.0.1:9200',
    S3_ENDPOINT: process.env.S3_ENDPOINT ?? 'http://127.0.0.1:9000',
    S3_ACCESS_KEY: process.env.S3_ACCESS_KEY ?? 'trio-local',
    S3_SECRET_KEY: process.env.S3_SECRET_KEY ?? 'trio-local-secret',
    MEDIA_BUCKET: uniqueName('media-e2e')
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, '-')
      .slice(0, 60),
    PROPERTIES_INDEX: uniqueName('properties-e2e')
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, '-'),
    PLACES_INDEX: uniqueName('places-e2e')
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, '-'),
    ...options.properties,
  };
  const users = await createApp(UsersAppModule.forRoot(usersEnv), { shutdownHooks: false });
  connectEventsTransport(users, {
    service: usersEnv.SERVICE_NAME!,
    brokers: usersEnv.KAFKA_BROKERS!.split(','),
    parse: parseEvent,
    initialBackoffMs: 50,
    topicPrefix,
  });
  await users.startAllMicroservices();
  const usersUrl = await listen(users);

  const properties = await createApp(PropertiesAppModule.forRoot(propertiesEnv), { shutdownHooks: false });
  await preparePropertiesApp(properties);
  connectEventsTransport(properties, {
    service: propertiesEnv.SERVICE_NAME!,
    brokers: shared.KAFKA_BROKERS.split(','),
    parse: parseEvent,
    initialBackoffMs: 50,
    topicPrefix,
  });
  await properties.startAllMicroservices();
  const propertiesUrl = await listen(properties);

  const gateway = await createGatewayApp({
    env: {
      PORT: '0',
      LOG_LEVEL: 'silent',
      REDIS_URL: usersEnv.REDIS_URL,
      REDIS_KEY_PREFIX: uniqueName('gateway-e2e'),
      INTERNAL_IDENTITY_SECRET: secret,
      USERS_URL: usersUrl,
      PROPERTIES_URL: propertiesUrl,
      AUTH_RATE_LIMIT: '1000',
      ROLE_CACHE_MS: '0',
      SPA_DIR: options.spa ? spaDistDir : 'none',
      ...options.gateway,
    },
    shutdownHooks: false,
  });
  const gatewayUrl = await listen(gateway);
  const usersDb = await mongoose.createConnection(usersEnv.MONGO_URL!, { dbName: usersEnv.MONGO_DB }).asPromise();
  const propertiesDb = await mongoose
    .createConnection(propertiesEnv.MONGO_URL!, { dbName: propertiesEnv.MONGO_DB })
    .asPromise();

  return {
    gatewayUrl,
    usersEnv,
    propertiesEnv,
    topicPrefix,
    usersDb,
    propertiesDb,
    usersOps: (args) => runOps('users', usersEnv, args, 60_000),
    propertiesOps: (args, timeoutMs = 180_000) => runOps('properties', propertiesEnv, args, timeoutMs),
    async close() {
      // Every step runs even when an earlier one fails, so a slow or failing shutdown leaves nothing behind.
      const failures: unknown[] = [];
      const attempt = async (step: () => Promise<unknown>) => {
        try {
          await step();
        } catch (error) {
          failures.push(error);
        }
      };
      await attempt(() => gateway.close());
      await attempt(() => properties.close());
      await attempt(() => users.close());
      for (const db of [usersDb, propertiesDb]) {
        await attempt(() => db.dropDatabase());
        await attempt(() => db.close());
      }
      // The stack's search indexes, bucket and topics go too, so repeated runs leave nothing behind.
      const search = new OpenSearchClient({ node: propertiesEnv.OPENSEARCH_URL! });
      for (const alias of [propertiesEnv.PROPERTIES_INDEX!, propertiesEnv.PLACES_INDEX!]) {
        await attempt(() => search.indices.delete({ index: `${alias}*` }));
      }
      await attempt(() => search.close());
      const endpoint = new URL(propertiesEnv.S3_ENDPOINT!);
      const storage = new MinioClient({
        endPoint: endpoint.hostname,
        port: Number(endpoint.port),
        useSSL: endpoint.protocol === 'https:',
        accessKey: propertiesEnv.S3_ACCESS_KEY!,
        secretKey: propertiesEnv.S3_SECRET_KEY!,
      });
      // What the tests uploaded or a seed stored, then the bucket (a stack that stored nothing has none).
      await attempt(() => emptyBucket(storage, propertiesEnv.MEDIA_BUCKET!).catch(() => undefined));
      await attempt(() => storage.removeBucket(propertiesEnv.MEDIA_BUCKET!).catch(() => undefined));
      const admin = createKafka('e2e-cleanup', shared.KAFKA_BROKERS.split(',')).admin();
      await attempt(async () => {
        await admin.connect();
        try {
          const topics = (await admin.listTopics()).filter((topic) => topic.startsWith(topicPrefix));
          if (topics.length > 0) await admin.deleteTopics({ topics });
        } finally {
          await admin.disconnect();
        }
      });
      if (failures.length > 0) console.warn(`[e2e] stack clean-up: ${failures.length} step(s) failed`, failures[0]);
    },
  };
}
