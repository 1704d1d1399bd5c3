/**
 * bench/overload: a burst on one slow route, through the gateway, on the whole stack (every service of the app list
 * and the gateway, started as the e2e tests start them, on the real local infrastructure, with their default
 * settings: OVERLOAD_* of the kit, DOWNSTREAM_TIMEOUT_MS of the gateway).
 *
 * Data: the demo seeds (users: the demo managers and accounts; properties: BENCH_PROPERTIES homes, managed by the
 * demo managers; applications: the demo applications), then BENCH_MANAGER_APPLICATIONS more applications to the
 * homes of the demo manager priya.nair@trio.rentals and BENCH_OTHER_APPLICATIONS to other homes, written straight
 * into the applications service's database as copies of a demo application (new ids, applicants and identity hashes;
 * as a seed would, without thousands of apply calls).
 *
 * The burst goes to a gateway, users service and applications service run as processes of their own (as `npm start`
 * runs them) on the stack's data; the stack (one process) seeds and serves the rest. Measured, each time from sending
 * a request to the end of its answer, with the load generated in a worker thread (an event loop of its own):
 * - the manager's `GET /trio/rental-applications/property-manager/{id}` alone (BENCH_ALONE times, one after another);
 * - 100 at once: how many 200s, p50/p95/max (target: all 200, p95 ≤ 1 s);
 * - 1,000 at once: 200s against 503 OVERLOADED with `retry-after`, anything else, the slowest answer and answers
 *   after the gateway's 10 s timeout (target: every answer within 2 s); and the demo renter's own
 *   `GET /trio/users/{uid}/rentalApplications`, sent BENCH_RENTER_DELAY_MS into the burst (target: 200), through the
 *   gateway and, at the same moment, straight to the applications service (its own share of the time);
 * - the manager's list once more right after the burst (work left over for callers already gone shows here);
 * - the shed counters (http_requests_shed_total) of the applications and users services.
 *
 * The machine is shared (2 cores, several engineers' tests and builds at once): the load average at the start and
 * at the end is written with the figures, so a run can be judged against what else was running.
 *
 * Run: npm run bench:overload   (figures: bench/results/overload.json; swc, as the services need decorator metadata)
 * Options: BENCH_PROPERTIES=200 BENCH_MANAGER_APPLICATIONS=200 BENCH_OTHER_APPLICATIONS=2000 BENCH_ALONE=5
 * BENCH_RENTER_DELAY_MS=200; OVERLOAD_* (the kit's settings) are passed on to the measured apps.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { loadConfig, overloadConfigSchema } from '@trio/service-kit/config';
import { IDENTITY_HEADER, signIdentity } from '@trio/service-kit/http';
import { ApiClient } from '../e2e/api/support/client';
import { startStack } from '../e2e/api/support/stack';
import { seedDemoOnStack } from './support/demo-seed';
import { startAppProcesses, type AppProcesses } from './support/app-processes';

const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 200);
const MANAGER_APPLICATIONS = Number(process.env.BENCH_MANAGER_APPLICATIONS ?? 200);
const OTHER_APPLICATIONS = Number(process.env.BENCH_OTHER_APPLICATIONS ?? 2000);
const ALONE = Number(process.env.BENCH_ALONE ?? 5);
const RENTER_DELAY_MS = Number(process.env.BENCH_RENTER_DELAY_MS ?? 200);
const GATEWAY_TIMEOUT_MS = 10_000;

const MANAGER = { email: 'priya.nair@trio.rentals', password: 'Trio-Manager-2026' };
const RENTER = { email: 'renter@trio.rentals', password: 'Trio-Renter-2026' };

/** One answer as the load generator saw it. */
interface Timed {
  status: number;
  ms: number;
  code?: string;
  retryAfter?: string | null;
  error?: string;
}

interface BurstRequest {
  url: string;
  headers: Record<string, string>;
  count: number;
  /** A request sent `delayMs` after the burst started, timed on its own. */
  /** Requests sent `delayMs` after the burst started, together, each timed on its own. */
  extras?: { url: string; headers: Record<string, string> }[];
  delayMs?: number;
}

/** The load generator: plain JavaScript in a worker thread, so its fetches run on an event loop of their own. */
const LOAD_GENERATOR = `
const { parentPort } = require('node:worker_threads');
async function one(url, headers) {
  const started = performance.now();
  try {
    const response = await fetch(url, { headers });
    const text = await response.text();
    let code;
    try { code = JSON.parse(text).code; } catch {}
    return { status: response.status, ms: performance.now() - started, code, retryAfter: response.headers.get('retry-after') };
  } catch (err) {
    return { status: 0, ms: performance.now() - started, error: String((err.cause && err.cause.code) || err.message) };
  }
}
parentPort.on('message', async (request) => {
  const burst = [];
  for (let i = 0; i < request.count; i += 1) burst.push(one(request.url, request.headers));
  let extras = [];
  if (request.extras) {
    await new Promise((resolve) => setTimeout(resolve, request.delayMs || 0));
    extras = await Promise.all(request.extras.map((extra) => one(extra.url, extra.headers)));
  }
  parentPort.postMessage({ results: await Promise.all(burst), extras });
});
`;

class LoadGenerator {
  private readonly worker = new Worker(LOAD_GENERATOR, { eval: true });

  run(request: BurstRequest): Promise<{ results: Timed[]; extras: Timed[] }> {
    return new Promise((resolve, reject) => {
      this.worker.once('message', resolve);
      this.worker.once('error', reject);
      this.worker.postMessage(request);
    });
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }
}

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[i] ?? 0) * 10) / 10;
}

function figures(answers: Timed[]) {
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const answer of answers) {
    const key = answer.status === 0 ? `no answer (${answer.error})` : String(answer.status);
    statuses[key] = (statuses[key] ?? 0) + 1;
  }
  const overloaded = answers.filter((answer) => answer.status === 503 && answer.code === 'OVERLOADED');
  return {
    requests: answers.length,
    ok200: answers.filter((answer) => answer.status === 200).length,
    overloaded503: overloaded.length,
    overloaded503WithRetryAfter: overloaded.filter((answer) => Number(answer.retryAfter) >= 1).length,
    statuses,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    maxMs: percentile(times, 100),
    within2s: answers.filter((answer) => answer.ms <= 2_000).length,
    afterGatewayTimeout: answers.filter((answer) => answer.ms >= GATEWAY_TIMEOUT_MS).length,
  };
}

/** A demo application copied `count` times onto `homes`, each copy with its own id, applicant and identity hash. */
function copiesOf(
  template: Record<string, unknown>,
  homes: Array<Record<string, unknown>>,
  count: number,
  tag: string,
): Array<Record<string, unknown>> {
  const statuses = ['pending', 'under_review', 'approved', 'rejected', 'withdrawn'];
  const now = Date.now();
  return Array.from({ length: count }, (_, i) => {
    const home = homes[i % homes.length]!;
    const applicantId = randomBytes(12).toString('hex');
    const propertyId = String(home._id);
    const at = new Date(now - i * 60_000);
    return {
      ...template,
      _id: randomBytes(12).toString('hex'),
      applicantId,
      applicantEmail: `bench-${tag}-${i}@example.in`,
      propertyId,
      property: { ...(template.property as object), managerId: home.managerId, landlordId: home.landlordId },
      slotId: `${applicantId}:${propertyId}`,
      status: statuses[i % statuses.length],
      identity: { ...(template.identity as object), hash: randomBytes(32).toString('hex') },
      history: [],
      outbox: [],
      outboxPending: 0,
      createdAt: at,
      updatedAt: at,
    };
  });
}

async function shedCounters(serviceUrl: string): Promise<Record<string, number>> {
  const text = await (await fetch(`${serviceUrl}/metrics`)).text();
  const counters: Record<string, number> = {};
  for (const line of text.split('\n')) {
    const match = /^http_requests_shed_total\{(.*)\} (\d+)/.exec(line);
    if (!match) continue;
    const route = /route="([^"]*)"/.exec(match[1]!)?.[1];
    const reason = /reason="([^"]*)"/.exec(match[1]!)?.[1];
    counters[`${route} ${reason}`] = Number(match[2]);
  }
  return counters;
}

async function main(): Promise<void> {
  const loadBefore = loadavg();
  const stack = await startStack();
  const dir = mkdtempSync(join(tmpdir(), 'trio-bench-overload-'));
  const load = new LoadGenerator();
  let measured: AppProcesses | undefined;
  try {
    seedDemoOnStack(stack, dir, PROPERTIES);
    await stack.settled(600_000);

    const manager = new ApiClient(stack.gatewayUrl);
    const renter = new ApiClient(stack.gatewayUrl);
    for (const [client, who] of [
      [manager, MANAGER],
      [renter, RENTER],
    ] as const) {
      const session = await client.call('POST', '/trio/auth/login', { body: who });
      if (session.status !== 200) throw new Error(`sign-in of ${who.email} answered ${session.status}`);
    }
    const managerRecord = await manager.call<{ _id: string }>(
      'GET',
      `/trio/users/property-managers/email/${encodeURIComponent(MANAGER.email)}`,
    );
    if (managerRecord.status !== 200) throw new Error(`the manager record answered ${managerRecord.status}`);
    const managerId = managerRecord.body._id;
    const renterId = (await renter.call<{ _id: string }>('GET', '/trio/auth/me')).body._id;

    // More applications, straight into the applications service's database.
    const db = stack.services.applications.db;
    const template = await db.collection('applications').findOne({});
    if (!template) throw new Error('the applications seed made no application');
    const homes = await db.collection('properties').find({}).toArray();
    const managed = homes.filter((home) => home.managerId === managerId);
    const others = homes.filter((home) => home.managerId !== managerId);
    if (managed.length === 0)
      throw new Error(`the manager ${managerId} manages no home the applications service knows`);
    const added = [
      ...copiesOf(template, managed, MANAGER_APPLICATIONS, 'm'),
      ...copiesOf(template, others.length > 0 ? others : managed, OTHER_APPLICATIONS, 'o'),
    ];
    for (let i = 0; i < added.length; i += 500) {
      await db.collection('applications').insertMany(added.slice(i, i + 500) as never[], { ordered: false });
    }

    // The gateway, the users service (the gateway asks it for the caller's role) and the applications service as
    // processes of their own: in the stack's single process the 1,000 clients' requests, the gateway's work and the
    // services' share one event loop, and the figures would say more about that than about the services.
    measured = await startAppProcesses(stack, 'bench-overload', ['users', 'applications']);
    const managerUrl = `${measured.gatewayUrl}/trio/rental-applications/property-manager/${managerId}`;
    const managerHeaders = { authorization: `Bearer ${manager.accessToken}` };
    const renterUrl = `${measured.gatewayUrl}/trio/users/${renterId}/rentalApplications`;
    const renterHeaders = { authorization: `Bearer ${renter.accessToken}` };

    const firstAnswer = await fetch(managerUrl, { headers: managerHeaders });
    if (firstAnswer.status !== 200) throw new Error(`the manager's list answered ${firstAnswer.status}`);
    const first = { body: (await firstAnswer.json()) as { counts: { total: number } } };
    const data = {
      properties: homes.length,
      managerHomes: managed.length,
      managerApplications: first.body.counts.total,
      applicationsInDatabase: await db.collection('applications').countDocuments({}),
    };
    console.log(`data: ${JSON.stringify(data)}`);

    const alone: Timed[] = [];
    for (let i = 0; i < ALONE; i += 1) {
      alone.push(...(await load.run({ url: managerUrl, headers: managerHeaders, count: 1 })).results);
    }
    console.log(`alone: ${JSON.stringify(figures(alone))}`);

    const hundred = (await load.run({ url: managerUrl, headers: managerHeaders, count: 100 })).results;
    console.log(`100 at once: ${JSON.stringify(figures(hundred))}`);
    // What the first burst left running ends before the next starts.
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    const burst = await load.run({
      url: managerUrl,
      headers: managerHeaders,
      count: 1_000,
      delayMs: RENTER_DELAY_MS,
      extras: [
        { url: renterUrl, headers: renterHeaders },
        // The same call straight to the applications service, with the identity the gateway would sign: how long
        // the service itself takes to answer it during the burst, apart from the gateway's own queue.
        {
          url: `${measured.serviceUrls.applications!}/trio/users/${renterId}/rentalApplications`,
          headers: {
            [IDENTITY_HEADER]: signIdentity(
              { userId: renterId, email: RENTER.email, role: 'tenant', uid: renterId },
              stack.services.users.env.INTERNAL_IDENTITY_SECRET!,
              60,
            ),
          },
        },
      ],
    });
    const thousand = figures(burst.results);
    const [renterCall, renterDirect] = burst.extras;
    console.log(`1,000 at once: ${JSON.stringify(thousand)}; the renter: ${JSON.stringify(burst.extras)}`);
    const after = (await load.run({ url: managerUrl, headers: managerHeaders, count: 1 })).results[0]!;

    const hundredFigures = figures(hundred);
    const result = {
      bench: 'overload',
      at: new Date().toISOString(),
      route: 'GET /trio/rental-applications/property-manager/{id} (through the gateway)',
      data,
      settings: {
        /** The kit's defaults unless this process's environment sets them (the measured apps inherit it). */
        service: loadConfig(overloadConfigSchema, process.env),
        gatewayTimeoutMs: GATEWAY_TIMEOUT_MS,
      },
      alone: figures(alone),
      parallel100: hundredFigures,
      parallel1000: thousand,
      renterDuringBurst: {
        route: 'GET /trio/users/{uid}/rentalApplications',
        sentAfterMs: RENTER_DELAY_MS,
        status: renterCall?.status,
        ms: Math.round((renterCall?.ms ?? 0) * 10) / 10,
        /** The same call sent at the same moment straight to the applications service (not through the gateway). */
        atTheService: { status: renterDirect?.status, ms: Math.round((renterDirect?.ms ?? 0) * 10) / 10 },
      },
      firstAfterBurst: { status: after.status, ms: Math.round(after.ms * 10) / 10 },
      /** http_requests_shed_total of the two services the burst reached, by route and reason. */
      shed: {
        applications: await shedCounters(measured.serviceUrls.applications!),
        users: await shedCounters(measured.serviceUrls.users!),
      },
      targets: {
        parallel100: {
          target: 'all 200, p95 ≤ 1000 ms',
          met: hundredFigures.ok200 === 100 && hundredFigures.p95Ms <= 1_000,
        },
        parallel1000: {
          target: 'every answer within 2000 ms, 200 or 503 OVERLOADED with retry-after',
          met:
            thousand.within2s === thousand.requests &&
            thousand.ok200 + thousand.overloaded503WithRetryAfter === thousand.requests,
        },
        renter: { target: '200 during the burst', met: renterCall?.status === 200 },
      },
      machine: {
        cpus: cpus().length,
        loadAverageBefore: loadBefore.map((v) => Math.round(v * 100) / 100),
        loadAverageAfter: loadavg().map((v) => Math.round(v * 100) / 100),
        note: 'shared machine (2 cores, other engineers’ tests and builds running): figures are upper bounds',
      },
    };
    const out = join(__dirname, 'results');
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'overload.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await measured?.stop();
    await load.close();
    rmSync(dir, { recursive: true, force: true });
    await stack.close();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
