/**
 * Stopping is bounded (issue 23): every app, run as `npm start` runs it (an OS process of its own), exits within its
 * shutdown budget after SIGTERM, and after SIGINT followed at once by SIGTERM (Ctrl-C in `npm start`, then its
 * supervisor), while the Redis and Kafka it uses are gone.
 *
 * Redis and Kafka here are the test's own: private servers of the same make as the shared ones, on free ports, with
 * data folders of their own, killed with SIGKILL once every app serves. The shared servers are never touched: the
 * apps use the shared MongoDB, OpenSearch, MinIO and SMTP under names of this run's own (databases, indexes, buckets).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { deleteBucket, deleteSearchIndexes } from '@trio/service-kit/testing';
import mongoose from 'mongoose';
import { resolveAddresses } from '../local/addresses';
import { gatewayServiceUrls, PRODUCT_APPS, type ProductApp, type ServiceApp } from '../local/app-list';
import { startApp, waitUntilServing, type LocalApp } from '../local/apps';
import { kafkaComponent } from '../local/components/kafka';
import { redisComponent } from '../local/components/redis';
import { infraUp } from '../local/infra';
import { serverDataDir, serverRunDir } from '../local/paths';
import { freePort, freePortPair } from '../local/ports';
import { isOurs, readPidRecord, stopServer } from '../local/processes';

/** Every time this test waits for, in one place. */
const TIMING = {
  /** The kit's default SHUTDOWN_TIMEOUT_MS, which the apps run with. */
  budgetMs: 10_000,
  /** From the deadline to the process being gone: the exit itself, on a loaded 2-core machine. */
  marginMs: 3_000,
  /** Every app starting at once (each takes 20–60 s alone on a loaded machine). */
  startMs: 240_000,
  /** Until no app reports itself ready (/health/ready) after its Redis and Kafka were killed. */
  noticeMs: 30_000,
  /** A killed server's process gone. */
  serverGoneMs: 10_000,
  /** How often the polls above look. */
  pollMs: 250,
} as const;

/** What is sent to each app, one process per plan and app. */
const PLANS = {
  sigterm: ['SIGTERM'],
  'sigint-then-sigterm': ['SIGINT', 'SIGTERM'],
} as const satisfies Record<string, readonly NodeJS.Signals[]>;
type PlanName = keyof typeof PLANS;

const tag = `sd${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const KAFKA_SERVER = `shutdown-kafka-${tag}`;
const REDIS_SERVER = `shutdown-redis-${tag}`;
const shared = resolveAddresses();

interface Run {
  key: string;
  product: ProductApp;
  plan: PlanName;
  app: LocalApp;
  child?: ChildProcess;
  /** Milliseconds from the first signal to the process's exit; undefined while it has not exited. */
  exitedAfterMs?: number;
  exit?: string;
}

const ownName = (variable: string, suffix: string) => `${variable.replace(suffix, '').toLowerCase()}-${tag}`;

const until = async (what: string, timeoutMs: number, done: () => boolean | Promise<boolean>) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, TIMING.pollMs));
  }
};

const ready = async (run: Run) =>
  fetch(`http://127.0.0.1:${run.app.port}/health/ready`, { signal: AbortSignal.timeout(5_000) })
    .then((res) => res.status)
    .catch(() => 0);

/** Signals the process as the plan says and resolves once it exits, or once the budget and margin have passed. */
function signalAndWait(run: Run): Promise<void> {
  const child = run.child!;
  return new Promise((resolve) => {
    const sentAt = Date.now();
    const timer = setTimeout(resolve, TIMING.budgetMs + TIMING.marginMs);
    child.once('exit', (code, signal) => {
      run.exitedAfterMs = Date.now() - sentAt;
      run.exit = signal ? `signal ${signal}` : `code ${code}`;
      clearTimeout(timer);
      resolve();
    });
    for (const signal of PLANS[run.plan]) child.kill(signal);
  });
}

describe('app shutdown with its Redis and Kafka gone', () => {
  const dbName = (app: string) => `${app}_shutdown_${tag}`;
  const runs: Run[] = [];
  const ownBuckets: string[] = [];
  const ownIndexes: string[] = [];

  beforeAll(async () => {
    const kafkaPort = await freePortPair();
    const redisPort = await freePort();
    const privateServers = {
      ...shared,
      kafkaBrokers: [`127.0.0.1:${kafkaPort}`],
      redisUrl: `redis://127.0.0.1:${redisPort}`,
    };
    await infraUp(() => undefined, privateServers, [kafkaComponent(KAFKA_SERVER), redisComponent(REDIS_SERVER)]);

    const ports = new Map<string, number>();
    for (const product of PRODUCT_APPS)
      for (const plan of Object.keys(PLANS)) {
        let port = await freePort();
        while ([...ports.values()].includes(port)) port = await freePort();
        ports.set(`${product.name}/${plan}`, port);
      }
    for (const product of PRODUCT_APPS as readonly ProductApp[]) {
      for (const plan of Object.keys(PLANS) as PlanName[]) {
        const key = `${product.name}/${plan}`;
        const env: Record<string, string> = {
          SERVICE_NAME: product.name,
          PORT: String(ports.get(key)),
          KAFKA_BROKERS: privateServers.kafkaBrokers.join(','),
          REDIS_URL: privateServers.redisUrl,
          LOG_LEVEL: 'info',
        };
        if (product.service) {
          env.MONGO_DB = dbName(product.name);
          for (const variable of product.service.ownBuckets ?? []) env[variable] = ownName(variable, '_BUCKET');
          for (const variable of product.service.ownSearchIndexes ?? []) env[variable] = ownName(variable, '_INDEX');
        } else {
          Object.assign(env, {
            SPA_DIR: 'none',
            ...gatewayServiceUrls((service: ServiceApp) => `http://127.0.0.1:${ports.get(`${service.name}/${plan}`)}`),
          });
        }
        runs.push({
          key,
          product,
          plan,
          app: {
            name: `shutdown-${product.name}-${plan}`,
            entry: product.entry,
            port: ports.get(key)!,
            healthPath: '/health/live',
            env,
          },
        });
      }
    }
    ownBuckets.push(...new Set(runs.flatMap((r) => (r.product.service?.ownBuckets ?? []).map((v) => r.app.env[v]!))));
    ownIndexes.push(
      ...new Set(runs.flatMap((r) => (r.product.service?.ownSearchIndexes ?? []).map((v) => r.app.env[v]!))),
    );

    // Every app at once: one after the other would take minutes on two cores.
    for (const run of runs) run.child = startApp(run.app, () => undefined);
    await Promise.all(runs.map((run) => waitUntilServing(run.app, run.child!, TIMING.startMs)));

    for (const server of [KAFKA_SERVER, REDIS_SERVER]) {
      const record = readPidRecord(server)!;
      process.kill(record.pid, 'SIGKILL');
      await until(`${server} gone`, TIMING.serverGoneMs, () => !isOurs(record));
    }
    // Each app has seen them go (it no longer says it is ready: 503, or no answer in time) before it is told to stop.
    await Promise.all(
      runs.map((run) => until(`${run.app.name} not ready`, TIMING.noticeMs, async () => (await ready(run)) !== 200)),
    );
    await Promise.all(runs.map((run) => signalAndWait(run)));
  }, TIMING.startMs + 180_000);

  afterAll(async () => {
    for (const run of runs)
      if (run.child && run.child.exitCode === null && run.child.signalCode === null) run.child.kill('SIGKILL');
    for (const server of [KAFKA_SERVER, REDIS_SERVER]) {
      await stopServer(server, 5_000);
      rmSync(serverDataDir(server), { recursive: true, force: true });
      rmSync(serverRunDir(server), { recursive: true, force: true });
    }
    for (const product of PRODUCT_APPS as readonly ProductApp[]) {
      if (!product.service) continue;
      const connection = await mongoose.createConnection(shared.mongoUrl, { dbName: dbName(product.name) }).asPromise();
      await connection.dropDatabase().catch(() => undefined);
      await connection.close();
    }
    await deleteSearchIndexes(shared.opensearchUrl, ownIndexes).catch(() => undefined);
    const storage = {
      S3_ENDPOINT: shared.s3.endpoint,
      S3_ACCESS_KEY: shared.s3.accessKey,
      S3_SECRET_KEY: shared.s3.secretKey,
    };
    for (const bucket of ownBuckets) await deleteBucket(storage, bucket).catch(() => undefined);
  }, 120_000);

  const table = (PRODUCT_APPS as readonly ProductApp[]).flatMap((product) =>
    (Object.keys(PLANS) as PlanName[]).map((plan) => [product.name, plan] as const),
  );

  // In time, and closed rather than cut off at the deadline (exit code 0, see the kit's README): the parts that used
  // to hang close by themselves now; the deadline is only the backstop.
  it.each(table)(`%s closes within the budget after %s`, (name, plan) => {
    const run = runs.find((r) => r.key === `${name}/${plan}`)!;
    const outcome =
      run.exitedAfterMs === undefined
        ? `still running ${TIMING.budgetMs + TIMING.marginMs} ms after ${PLANS[plan].join(' + ')}`
        : `exited (${run.exit}) ${run.exitedAfterMs} ms after ${PLANS[plan].join(' + ')}`;
    console.log(`${run.app.name}: ${outcome}`);
    expect({
      log: `.local/apps/${run.app.name}.log`,
      outcome,
      inTime: (run.exitedAfterMs ?? Infinity) <= TIMING.budgetMs + TIMING.marginMs,
      exit: run.exit,
    }).toEqual(expect.objectContaining({ inTime: true, exit: 'code 0' }));
  });
});
