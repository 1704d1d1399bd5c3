/**
 * bench/landlord-dashboard: `GET /trio/landlord/{userId}/dashboard` through the gateway, on the whole stack (every
 * service of the app list and the gateway, started as the e2e tests start them, on the real local infrastructure).
 *
 * Data: the demo landlord (landlord@trio.rentals) owns 200 properties (the properties seed with that landlord alone),
 * the demo leases on some of them (applications seed) with their payments (payments seed), and payments on those
 * leases added in the payments database up to 2,000 in all. Then the dashboard is asked for BENCH_REQUESTS times one
 * after another (after BENCH_WARMUP unmeasured ones) and BENCH_REQUESTS times by BENCH_CONCURRENCY clients at once;
 * each time is from sending the request to the end of the answer. Target: p95 ≤ 100 ms.
 *
 * The machine is shared (2 cores, several engineers' tests and builds at once): the load average at the start and
 * at the end is written with the figures, so a run can be judged against what else was running.
 *
 * Run: npm run bench:dashboard   (figures: bench/results/landlord-dashboard.json; swc, as the services need
 * decorator metadata)
 * Options: BENCH_PROPERTIES=200 BENCH_PAYMENTS=2000 BENCH_REQUESTS=200 BENCH_WARMUP=20 BENCH_CONCURRENCY=4
 */
import 'reflect-metadata';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LandlordDashboard } from '@trio/contracts/http/landlord';
import { monthlyRentTotalPaise, processingFeePaise } from '@trio/contracts/money';
import { ApiClient } from '../e2e/api/support/client';
import { startStack } from '../e2e/api/support/stack';
import type { PaymentDocument } from '../services/payments/src/payments/payment.schema';

const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 200);
const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 2000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[i]! * 10) / 10;
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
    const people = join(dir, 'people.json');
    const must = (what: string, result: { status: number | null; stderr: string }) => {
      if (result.status !== 0) throw new Error(`${what} failed: ${result.stderr.slice(-2000)}`);
    };
    must('users seed', stack.usersOps(['seed-demo', '--landlords', '0', '--renters', '6', '--out', people]));
    must(
      'properties seed',
      stack.propertiesOps(['seed', '--properties', String(PROPERTIES), '--people', people], 600_000),
    );
    must('applications seed', stack.services.applications.ops(['seed', '--people', people]));
    must('payments seed', stack.services.payments.ops(['seed']));
    await stack.settled();

    // Payments up to PAYMENTS, on the seeded leases (monthly rent of earlier months), stored as the service stores them.
    const paymentsDb = stack.services.payments.db;
    const leases = await paymentsDb.collection('leases').find({}).toArray();
    if (leases.length === 0) throw new Error('the seeds made no lease');
    const existing = await paymentsDb.collection('payments').countDocuments({});
    const extra: PaymentDocument[] = [];
    for (let i = existing; i < PAYMENTS; i += 1) {
      const lease = leases[i % leases.length]!;
      const rentPaise = lease.rentPaise as number;
      const at = new Date(Date.UTC(2015, 0, 1) + i * 3_600_000);
      const id = (0x6000000000000000n + BigInt(i)).toString(16).padStart(24, '0');
      extra.push({
        _id: id,
        userId: lease.tenantId,
        paymentType: 'monthly_rent',
        applicationId: null,
        leaseId: String(lease._id),
        month: null,
        dueDate: null,
        propertyId: lease.propertyId,
        property: lease.property,
        payer: lease.tenant,
        landlordId: lease.landlordId,
        managerId: lease.managerId,
        amountPaise: monthlyRentTotalPaise(rentPaise),
        breakdown: {
          rentPaise,
          processingFeePaise: processingFeePaise(rentPaise),
          totalPaise: monthlyRentTotalPaise(rentPaise),
        },
        razorpayOrderId: `order_bench${i}`,
        receipt: `trio_${String(at.getTime()).slice(-8)}`,
        description: `Rent (bench) ${i}`,
        status: i % 10 === 0 ? 'failed' : 'completed',
        razorpayPaymentId: `pay_bench${i}`,
        verifiedBy: 'seed',
        failureReason: null,
        failedAttempts: [],
        refund: null,
        capturedAt: at,
        createdAt: at,
        updatedAt: at,
        outbox: [],
      } as unknown as PaymentDocument);
    }
    for (let i = 0; i < extra.length; i += 500) {
      await paymentsDb.collection('payments').insertMany(extra.slice(i, i + 500) as never[]);
    }

    const landlord = new ApiClient(stack.gatewayUrl);
    const session = await landlord.call<{ user: { _id: string } }>('POST', '/trio/auth/login', {
      body: { email: 'landlord@trio.rentals', password: 'Trio-Landlord-2026' },
    });
    if (session.status !== 200) throw new Error(`sign-in answered ${session.status}`);
    const path = `/trio/landlord/${session.body.user._id}/dashboard`;
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
    const data = {
      properties: body.properties?.length ?? null,
      leases: body.leases?.length ?? null,
      payments: body.payments?.length ?? null,
      statementRows: body.statement?.length ?? null,
      gaps: body.gaps.map((gap) => gap.part),
    };
    console.log(`data: ${JSON.stringify(data)}`);
    for (let i = 0; i < WARMUP; i += 1) await once();

    const sequential: number[] = [];
    for (let i = 0; i < REQUESTS; i += 1) sequential.push((await once()).ms);
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
