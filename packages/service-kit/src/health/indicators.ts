import { Client as OpenSearchClient } from '@opensearch-project/opensearch';
import { Redis } from 'ioredis';
import { type Admin, Kafka, logLevel } from 'kafkajs';
import { Client as MinioClient } from 'minio';
import { type Connection } from 'mongoose';
import type { OutboxBacklog } from '../events/outbox.backlog';
import { HealthCheckError, type HealthIndicator } from './health-indicator';

interface IndicatorOptions {
  name?: string;
  timeoutMs?: number;
}

/** MongoDB through the app's mongoose connection: connected, and answers `ping`. */
export function mongoIndicator(connection: Connection, options: IndicatorOptions = {}): HealthIndicator {
  return {
    name: options.name ?? 'mongo',
    timeoutMs: options.timeoutMs,
    async check() {
      if (connection.readyState !== 1 || !connection.db) throw new HealthCheckError('not connected');
      await connection.db.command({ ping: 1 });
    },
  };
}

/**
 * Kafka: an admin client (its own, no retries) describes the cluster. Pass the app's `Kafka` or the broker
 * list; the admin connection is kept between checks and dropped after a failure.
 */
export function kafkaIndicator(kafkaOrBrokers: Kafka | string[], options: IndicatorOptions = {}): HealthIndicator {
  const kafka = Array.isArray(kafkaOrBrokers)
    ? new Kafka({
        clientId: 'health',
        brokers: kafkaOrBrokers,
        connectionTimeout: 1_000,
        requestTimeout: 2_000,
        retry: { retries: 0 },
        logLevel: logLevel.NOTHING,
      })
    : kafkaOrBrokers;
  let admin: Admin | undefined;
  let connected: Promise<void> | undefined;
  const drop = () => {
    const old = admin;
    admin = undefined;
    connected = undefined;
    if (old) void old.disconnect().catch(() => undefined);
  };
  return {
    name: options.name ?? 'kafka',
    timeoutMs: options.timeoutMs,
    async check() {
      const current = (admin ??= kafka.admin({ retry: { retries: 0 } }));
      try {
        await (connected ??= current.connect());
        const cluster = await current.describeCluster();
        if (cluster.brokers.length === 0) throw new HealthCheckError('no brokers');
        return { brokers: cluster.brokers.length };
      } catch (err) {
        if (admin === current) drop();
        throw err;
      }
    },
    async close() {
      drop();
    },
  };
}

/**
 * Redis answers PING. Pass the app's client, or a URL for a client of the indicator's own (no offline queue
 * and no background reconnects: each check of a dead server fails at once and the next one connects again).
 */
export function redisIndicator(redisOrUrl: Redis | string, options: IndicatorOptions = {}): HealthIndicator {
  const owned =
    typeof redisOrUrl === 'string'
      ? new Redis(redisOrUrl, {
          lazyConnect: true,
          enableOfflineQueue: false,
          maxRetriesPerRequest: 0,
          connectTimeout: 2_000,
          retryStrategy: () => null, // reconnect on the next check, not in the background
        })
      : undefined;
  owned?.on('error', () => undefined); // reported by check(), not as unhandled 'error' events
  const redis = owned ?? (redisOrUrl as Redis);
  return {
    name: options.name ?? 'redis',
    timeoutMs: options.timeoutMs,
    async check() {
      if (owned && (owned.status === 'wait' || owned.status === 'end')) await owned.connect();
      const answer = await redis.ping();
      if (answer !== 'PONG') throw new HealthCheckError('unexpected PING answer');
    },
    async close() {
      if (owned) owned.disconnect();
    },
  };
}

/** OpenSearch cluster health is green or yellow (a one-node cluster is yellow). */
export function opensearchIndicator(
  clientOrUrl: OpenSearchClient | string,
  options: IndicatorOptions = {},
): HealthIndicator {
  const owned =
    typeof clientOrUrl === 'string'
      ? new OpenSearchClient({ node: clientOrUrl, requestTimeout: 2_000, maxRetries: 0 })
      : undefined;
  const client = owned ?? (clientOrUrl as OpenSearchClient);
  return {
    name: options.name ?? 'opensearch',
    timeoutMs: options.timeoutMs,
    async check() {
      const { body } = await client.cluster.health({ timeout: '1s' });
      if (body.status === 'red') throw new HealthCheckError('cluster status is red');
      return { status: body.status };
    },
    async close() {
      await owned?.close();
    },
  };
}

export interface S3IndicatorConfig {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  region?: string;
}

/** S3 (MinIO): the bucket exists, or, without a bucket, the credentials can list buckets. */
export function s3Indicator(
  clientOrConfig: MinioClient | S3IndicatorConfig,
  options: IndicatorOptions & { bucket?: string } = {},
): HealthIndicator {
  const client =
    clientOrConfig instanceof MinioClient
      ? clientOrConfig
      : (() => {
          const url = new URL(clientOrConfig.endpoint);
          const useSSL = url.protocol === 'https:';
          return new MinioClient({
            endPoint: url.hostname,
            port: Number(url.port || (useSSL ? 443 : 80)),
            useSSL,
            accessKey: clientOrConfig.accessKey,
            secretKey: clientOrConfig.secretKey,
            region: clientOrConfig.region,
          });
        })();
  const { bucket } = options;
  return {
    name: options.name ?? 's3',
    timeoutMs: options.timeoutMs,
    async check() {
      if (bucket) {
        if (!(await client.bucketExists(bucket))) throw new HealthCheckError(`bucket ${bucket} does not exist`);
        return;
      }
      await client.listBuckets();
    },
  };
}

/** The image bucket a service's configuration names (S3_* and MEDIA_BUCKET, as its image storage reads them) exists. */
export function mediaBucketIndicator(config: {
  S3_ENDPOINT: string;
  S3_ACCESS_KEY: string;
  S3_SECRET_KEY: string;
  S3_REGION?: string;
  MEDIA_BUCKET?: string;
}): HealthIndicator {
  return s3Indicator(
    {
      endpoint: config.S3_ENDPOINT,
      accessKey: config.S3_ACCESS_KEY,
      secretKey: config.S3_SECRET_KEY,
      region: config.S3_REGION,
    },
    { bucket: config.MEDIA_BUCKET },
  );
}

/**
 * The outbox relay's backlog as its last sweep left it: the number of documents still pending and the oldest
 * entry, with its age, attempts and last error, so a poison event is seen. Always up: a stuck event is a
 * reason to look, not to stop serving requests.
 */
export function outboxIndicator(
  relay: { backlog(): OutboxBacklog | undefined },
  options: IndicatorOptions = {},
): HealthIndicator {
  return {
    name: options.name ?? 'outbox',
    timeoutMs: options.timeoutMs,
    async check() {
      const backlog = relay.backlog();
      if (!backlog) return { swept: false };
      const { sweptAt, pendingDocuments, oldest } = backlog;
      if (!oldest) return { sweptAt: sweptAt.toISOString(), pendingDocuments };
      return {
        sweptAt: sweptAt.toISOString(),
        pendingDocuments,
        oldestPendingAgeMs: Math.max(0, Date.now() - oldest.recordedAt.getTime()),
        oldestPending: { ...oldest, recordedAt: oldest.recordedAt.toISOString() },
      };
    },
  };
}
