import { createServer, type Server, type Socket } from 'node:net';
import { uniqueName } from '@trio/service-kit/testing/unique';
import { Client as MinioClient } from 'minio';
import mongoose, { type Connection } from 'mongoose';
import { PROBLEM_CONTENT_TYPE, problemSchema } from '@trio/contracts/problem';
import { resolveAddresses } from '../../../infra/local/addresses';
import {
  HealthModule,
  type HealthIndicator,
  kafkaIndicator,
  mongoIndicator,
  opensearchIndicator,
  redisIndicator,
  s3Indicator,
} from '../src/health';
import { IdentityModule } from '../src/http';
import { bootApp, type BootedApp } from '../src/testing';
import { send, TEST_IDENTITY_SECRET } from './http-support';

const INDICATORS = ['mongo', 'kafka', 'redis', 'opensearch', 's3'] as const;
type IndicatorName = (typeof INDICATORS)[number];

/** A port nothing listens on (taken from the OS, then released). */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A server that accepts connections and never answers: a hung dependency. */
async function blackHole(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('health endpoints against the real servers', () => {
  const a = resolveAddresses();
  const bucket = uniqueName('it-health');
  const s3Url = new URL(a.s3.endpoint);
  const minio = new MinioClient({
    endPoint: s3Url.hostname,
    port: Number(s3Url.port || 80),
    useSSL: false,
    accessKey: a.s3.accessKey,
    secretKey: a.s3.secretKey,
    region: a.s3.region,
  });
  const dbName = uniqueName('it_health').replace(/-/g, '_');
  let mongo: Connection;
  let dead: number;
  const deadConnections: Connection[] = [];
  const apps: BootedApp[] = [];

  /** An indicator for each dependency, on its real address, or on a dead port for the one named. */
  function indicators(deadOne?: IndicatorName): HealthIndicator[] {
    const at = (name: IndicatorName) => name === deadOne;
    let connection = mongo;
    if (at('mongo')) {
      connection = mongoose.createConnection(`mongodb://127.0.0.1:${dead}`, {
        dbName,
        serverSelectionTimeoutMS: 500,
      });
      connection.on('error', () => undefined);
      void connection.asPromise().catch(() => undefined);
      deadConnections.push(connection);
    }
    return [
      mongoIndicator(connection),
      kafkaIndicator(at('kafka') ? [`127.0.0.1:${dead}`] : a.kafkaBrokers),
      redisIndicator(at('redis') ? `redis://127.0.0.1:${dead}` : a.redisUrl),
      opensearchIndicator(at('opensearch') ? `http://127.0.0.1:${dead}` : a.opensearchUrl),
      s3Indicator({ ...a.s3, endpoint: at('s3') ? `http://127.0.0.1:${dead}` : a.s3.endpoint }, { bucket }),
    ];
  }

  async function boot(list: HealthIndicator[], timeoutMs?: number): Promise<BootedApp> {
    const booted = await bootApp({
      // The gateway identity guard is on, as in a service: health must stay reachable without it.
      imports: [
        IdentityModule.forRoot({ secret: TEST_IDENTITY_SECRET }),
        HealthModule.forRoot({ indicators: list, timeoutMs }),
      ],
    });
    apps.push(booted);
    return booted;
  }

  beforeAll(async () => {
    dead = await deadPort();
    await minio.makeBucket(bucket, a.s3.region);
    mongo = await mongoose.createConnection(a.mongoUrl, { dbName, serverSelectionTimeoutMS: 5_000 }).asPromise();
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(deadConnections.map((c) => c.close().catch(() => undefined)));
    await mongo?.close();
    await minio.removeBucket(bucket).catch(() => undefined);
  });

  it('answers /health/live without identity', async () => {
    const app = await boot([]);
    const live = await send(`${app.url}/health/live`);
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'up' });
  });

  it('answers /health/ready 200 when MongoDB, Kafka, Redis, OpenSearch and S3 all answer', async () => {
    const app = await boot(indicators());
    const ready = await send<{ status: string; checks: Record<string, { status: string }> }>(`${app.url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('up');
    expect(Object.keys(ready.body.checks).sort()).toEqual([...INDICATORS].sort());
    for (const name of INDICATORS) expect(ready.body.checks[name]?.status).toBe('up');
  });

  it.each(INDICATORS)('answers 503 problem+json naming %s when it points at a dead port', async (name) => {
    const app = await boot(indicators(name));
    const started = Date.now();
    const ready = await send<Record<string, unknown> & { checks: Record<string, { status: string }> }>(
      `${app.url}/health/ready`,
    );
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('content-type')).toContain(PROBLEM_CONTENT_TYPE);
    expect(problemSchema.safeParse(ready.body).success).toBe(true);
    expect(ready.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
    expect(ready.body.detail).toContain(name);
    const down = Object.entries(ready.body.checks)
      .filter(([, check]) => check.status === 'down')
      .map(([n]) => n);
    expect(down).toEqual([name]);
  });

  it('fails a dependency that accepts connections but never answers, within its timeout', async () => {
    const hole = await blackHole();
    try {
      const app = await boot(
        [redisIndicator(`redis://127.0.0.1:${hole.port}`), redisIndicator(a.redisUrl, { name: 'cache' })],
        300,
      );
      const started = Date.now();
      const ready = await send<{ checks: Record<string, { status: string; reason?: string }> }>(
        `${app.url}/health/ready`,
      );
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(ready.status).toBe(503);
      expect(ready.body.checks.redis).toMatchObject({ status: 'down', reason: 'timed out after 300 ms' });
      expect(ready.body.checks.cache).toMatchObject({ status: 'up' });
    } finally {
      await hole.close();
    }
  });
});
