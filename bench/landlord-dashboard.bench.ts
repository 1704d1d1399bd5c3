/**
 * bench/landlord-dashboard: `GET /trio/landlord/{userId}/dashboard` through the gateway, on the whole stack (every
 * service of the app list and the gateway, started as the e2e tests start them, on the real local infrastructure).
 *
 * Data (the target's figure): the demo landlord (landlord@trio.rentals) owns 200 properties (the properties seed with
 * that landlord alone); the demo leases on a few of them (applications seed) with their payments (payments seed);
 * then BENCH_LEASES more of the homes let ten months ago, each with its initial payment and a monthly rent paid for
 * every month due (one tenant in eight late with the latest), and failed attempts, up to BENCH_PAYMENTS payments in
 * all (support/landlord-portfolio.ts). The first answer is checked against numbers computed here from the services'
 * own databases (a fast wrong answer is no result). Then the dashboard is asked for BENCH_REQUESTS times one after
 * another (after BENCH_WARMUP unmeasured ones) and BENCH_REQUESTS times by BENCH_CONCURRENCY clients at once; each
 * time is from sending the request to the end of the answer. Target: p95 ≤ 100 ms (sequential).
 *
 * Before/after: the stack runs the apps of the checkout this file is in, so to measure other code run a copy of this
 * file (and bench/support/) placed in that checkout (`git archive` of it with node_modules linked in).
 *
 * The machine is shared (2 cores, several engineers' tests and builds at once): the load average at the start and
 * at the end is written with the figures, so a run can be judged against what else was running.
 *
 * Run: npm run bench:dashboard   (figures: bench/results/landlord-dashboard.json; swc, as the services need
 * decorator metadata)
 * Options: BENCH_PROPERTIES=200 BENCH_LEASES=170 BENCH_PAYMENTS=2000 BENCH_REQUESTS=200 BENCH_WARMUP=20
 * BENCH_CONCURRENCY=4 BENCH_CPU_PROFILE=<file.cpuprofile> (the sequential requests' CPU profile of this process, which
 * runs the gateway and every service: where their time goes besides waiting for the database)
 */
import 'reflect-metadata';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LandlordDashboard } from '@trio/contracts/http/landlord';
import { ApiClient } from '../e2e/api/support/client';
import { startStack, type Stack } from '../e2e/api/support/stack';
import type { ServiceAppName } from '../infra/local/app-list';
import { indiaDate, rentSchedule } from '../services/payments/src/ledger/rent-schedule';
import { mustSucceed, seedDemoOnStack } from './support/demo-seed';
import { seedLandlordPortfolio } from './support/landlord-portfolio';
import { percentile } from './support/percentile';

const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 200);
const LEASES = Number(process.env.BENCH_LEASES ?? 170);
const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 2000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);

/** The services' operations that rebuild a landlord's read models from their own data, where the checkout has them. */
const READ_MODEL_REBUILDS: Array<[ServiceAppName, string]> = [
  ['properties', 'rebuild-landlord-portfolios'],
  ['applications', 'rebuild-landlord-leases'],
  ['payments', 'rebuild-landlord-books'],
];
const opsHas = (service: string, command: string) =>
  readFileSync(join(__dirname, '..', 'services', service, 'src', 'ops', 'cli.ts'), 'utf8').includes(`'${command}'`);

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The dashboard's figures against those computed from each service's own database; throws on any difference. */
async function checkAgainstTheData(stack: Stack, landlordId: string, body: LandlordDashboard): Promise<void> {
  const homes = await stack.propertiesDb.collection('properties').find({ landlordId }).toArray();
  const leases = await stack.services.applications.db.collection('leases').find({ landlordId }).toArray();
  const paymentsDb = stack.services.payments.db;
  const payments = await paymentsDb
    .collection('payments')
    .find({ landlordId, status: { $in: ['completed', 'failed', 'refunded'] } })
    .toArray();
  const copies = await paymentsDb.collection('leases').find({ landlordId }).toArray();
  const ledgers = new Map(
    (await paymentsDb.collection('rent_ledgers').find({}).toArray()).map((ledger) => [String(ledger._id), ledger]),
  );
  const today = indiaDate(new Date());
  const rows = copies.flatMap((lease) =>
    rentSchedule(
      lease as never,
      new Set(((ledgers.get(String(lease._id))?.paid ?? []) as Array<{ month: string }>).map((p) => p.month)),
      today,
    )
      .filter((item) => item.status !== 'upcoming')
      .map((item) => ({ paid: item.status === 'paid', rentPaise: lease.rentPaise as number })),
  );
  const expected = {
    properties: homes.length,
    occupied: homes.filter((home) => home.status === 'occupied').length,
    leases: leases.length,
    activeLeaseRentPaise: sum(leases.filter((l) => l.status === 'active').map((l) => l.rentPaise as number)),
    paymentsCount: payments.length,
    // The landlord's money: rent and deposit of the completed payments (the renters' fees are apart).
    totalCollectedPaise: sum(
      payments
        .filter((p) => p.status === 'completed')
        .map((p) => {
          const parts = p.breakdown as { rentPaise: number; securityDepositPaise?: number };
          return parts.rentPaise + (parts.securityDepositPaise ?? 0);
        }),
    ),
    statementRows: rows.length,
    collectedPaise: sum(rows.filter((row) => row.paid).map((row) => row.rentPaise)),
    pendingCount: rows.filter((row) => !row.paid).length,
    pendingPaise: sum(rows.filter((row) => !row.paid).map((row) => row.rentPaise)),
  };
  const answered = {
    properties: body.properties?.length,
    occupied: body.summary.occupied,
    leases: body.leases?.length,
    activeLeaseRentPaise: body.summary.activeLeaseRentPaise,
    paymentsCount: body.paymentsCount,
    totalCollectedPaise: body.summary.totalCollectedPaise,
    statementRows: body.statement?.length,
    collectedPaise: sum((body.statement ?? []).map((row) => row.collectedPaise)),
    pendingCount: body.summary.pendingCount,
    pendingPaise: body.summary.pendingPaise,
  };
  if (JSON.stringify(answered) !== JSON.stringify(expected)) {
    throw new Error(
      `the dashboard differs from the data:\n  answered ${JSON.stringify(answered)}\n  expected ${JSON.stringify(expected)}`,
    );
  }
  console.log(`checked against the services' data: ${JSON.stringify(expected)}`);
}

function figures(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    maxMs: percentile(sorted, 100),
  };
}

async function main(): Promise<void> {
  const loadBefore = loadavg();
  const stack = await startStack();
  const dir = mkdtempSync(join(tmpdir(), 'trio-bench-dashboard-'));
  try {
    seedDemoOnStack(stack, dir, PROPERTIES);
    mustSucceed('payments seed', stack.services.payments.ops(['seed']));
    // Every service has taken in the seeds' events (a loaded machine needs longer than the tests' minute).
    await stack.settled(600_000);

    const landlord = new ApiClient(stack.gatewayUrl);
    const session = await landlord.call<{ user: { _id: string } }>('POST', '/trio/auth/login', {
      body: { email: 'landlord@trio.rentals', password: 'Trio-Landlord-2026' },
    });
    if (session.status !== 200) throw new Error(`sign-in answered ${session.status}`);
    const landlordId = session.body.user._id;
    const seeded = await seedLandlordPortfolio(
      {
        properties: stack.propertiesDb,
        applications: stack.services.applications.db,
        payments: stack.services.payments.db,
      },
      landlordId,
      { leases: LEASES, payments: PAYMENTS },
    );
    console.log(`seeded: ${JSON.stringify(seeded)}`);
    // The services' read models of a landlord are rebuilt from what was written straight into their databases (a
    // checkout without them, such as the code before they existed, has nothing to rebuild).
    for (const [service, command] of READ_MODEL_REBUILDS) {
      if (!opsHas(service, command)) continue;
      mustSucceed(`${service} ${command}`, stack.services[service].ops([command], 600_000));
    }
    const path = `/trio/landlord/${landlordId}/dashboard`;
    const headers = { authorization: `Bearer ${landlord.accessToken}` };
    /** Each service's time per request, from the gateway's Server-Timing header. */
    const partTimes: Record<string, number[]> = {};
    /** Answers that came back with a part missing (besides maintenance, not in the system yet), by part. */
    const partialAnswers: Record<string, number> = {};
    const once = async (): Promise<{ ms: number; body: LandlordDashboard }> => {
      const started = performance.now();
      const response = await fetch(`${stack.gatewayUrl}${path}`, { headers });
      const text = await response.text();
      const ms = performance.now() - started;
      if (response.status !== 200) throw new Error(`dashboard answered ${response.status}: ${text.slice(0, 300)}`);
      for (const entry of (response.headers.get('server-timing') ?? '').split(',')) {
        const match = /^\s*([\w-]+);dur=(\d+(?:\.\d+)?)/.exec(entry);
        if (match) (partTimes[match[1]!] ??= []).push(Number(match[2]));
      }
      const body = JSON.parse(text) as LandlordDashboard;
      for (const gap of body.gaps)
        if (gap.part !== 'maintenance') partialAnswers[gap.part] = (partialAnswers[gap.part] ?? 0) + 1;
      return { ms, body };
    };

    const { body } = await once();
    await checkAgainstTheData(stack, landlordId, body);
    const data = {
      properties: body.properties?.length ?? null,
      occupied: body.summary.occupied,
      leases: body.leases?.length ?? null,
      payments: body.paymentsCount ?? null,
      paymentsListed: body.payments?.length ?? null,
      statementRows: body.statement?.length ?? null,
      gaps: body.gaps.map((gap) => gap.part),
    };
    console.log(`data: ${JSON.stringify(data)}`);
    for (let i = 0; i < WARMUP; i += 1) await once();

    const profiler = process.env.BENCH_CPU_PROFILE ? new Session() : undefined;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    const sequential: number[] = [];
    for (let i = 0; i < REQUESTS; i += 1) sequential.push((await once()).ms);
    if (profiler) {
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(process.env.BENCH_CPU_PROFILE!, JSON.stringify(profile));
      profiler.disconnect();
    }
    const concurrent: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) {
          next += 1;
          concurrent.push((await once()).ms);
        }
      }),
    );

    const result = {
      bench: 'landlord-dashboard',
      at: new Date().toISOString(),
      route: 'GET /trio/landlord/{userId}/dashboard (through the gateway)',
      data,
      targetP95Ms: 100,
      sequential: figures(sequential),
      [`concurrent${CONCURRENCY}`]: figures(concurrent),
      /** Per owning service (all measured requests), from the gateway's Server-Timing header. */
      /** Answers with a part missing (a service over the gateway's DOWNSTREAM_TIMEOUT_MS, 10 s): counted, not hidden. */
      partialAnswers,
      servicesMs: Object.fromEntries(Object.entries(partTimes).map(([service, times]) => [service, figures(times)])),
      machine: {
        cpus: cpus().length,
        loadAverageBefore: loadBefore.map((v) => Math.round(v * 100) / 100),
        loadAverageAfter: loadavg().map((v) => Math.round(v * 100) / 100),
        note: 'shared machine (2 cores, other engineers’ tests and builds running): figures are upper bounds',
      },
    };
    const out = join(__dirname, 'results');
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'landlord-dashboard.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(JSON.stringify(result, null, 2));
  } finally {
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
