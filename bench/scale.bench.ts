/**
 * bench/scale: whether the cost of the everyday calls stays flat as the data grows. The same read and write calls
 * through the gateway, made by the same people (the demo's renter, landlord and manager), on the demo-size data set
 * (2,000 properties) and on one 50 times as large (100,000 properties, with 50 times the landlords, renters,
 * managers, applications, leases, payments, maintenance requests and reminders), in one run:
 *
 *   manager-applications  GET  /trio/rental-applications/property-manager/{managerId}   (Property Manager Hub)
 *   reminders-board       GET  /trio/property-manager/{managerId}/leases-reminders      (Property Manager Hub)
 *   landlord-dashboard    GET  /trio/landlord/{userId}/dashboard                        (composed by the gateway)
 *   renter-applications   GET  /trio/users/{uid}/rentalApplications                     (Renters Hub, profile)
 *   renter-leases         GET  /trio/users/{uid}/leases                                 (Renters Hub)
 *   renter-payments       GET  /trio/payments/history/{uid}                             (Renters Hub: payment history)
 *   renter-maintenance    GET  /trio/maintenance/user/{uid}                             (Renters Hub: maintenance)
 *   razorpay-webhook      POST /api/razorpay/webhook   a signed `order.paid` (signed as the Razorpay stand-in signs:
 *                         hex HMAC-SHA256 of the raw body), a new event id each time, for one of the renter's captured
 *                         payments, as Razorpay sends it after `payment.captured`: signature, event dedupe, payment
 *                         lookup, capture found done, settlement re-checked, the event recorded
 *   session-refresh       POST /trio/auth/refresh      the renter's refresh cookie, rotated each time
 *
 * Each data set has resources of its own, never the demo's (bench/support/scale-data-set.ts: databases, topic prefix,
 * consumer groups, Redis and job prefixes, bucket and search indexes named `bench-scale-<N>`), made by the services'
 * own seeds with the demo's proportions and every property with its event, then caught up by every service's
 * consumers; a complete data set is kept and reused by later runs (and by bench:search). Missing data sets are made
 * first; then the whole stack (every service and the gateway, as the e2e tests and bench:dashboard start them) runs in
 * this process on each data set at once. BENCH_WARMUP unmeasured rounds, then BENCH_REQUESTS rounds; a round makes
 * each call once on each data set, one request at a time, the sizes side by side in alternating order (so a busier
 * moment of the shared machine touches every call and every size alike). Each time is from sending the request to
 * the end of its answer; a non-2xx answer (or a webhook not processed) fails the run.
 *
 * Figures: p50/p95/p99 per call per size, the answer's size (bytes, median: the same person's data at every size),
 * and the ratio p50(largest)/p50(smallest) per call. Target: ratio ≤ 1.5 for every call (met / not met per call).
 * Also each data set's making time per seed step and for the projections to catch up, and document counts of each
 * service's database (every copy of the catalogue complete).
 *
 * Run: npm run bench:scale   (figures: bench/results/scale.json; swc, as the services need decorator metadata)
 * Options: BENCH_SCALE_SIZES=2000,100000 (properties per data set, smallest first) BENCH_REQUESTS=200
 *          BENCH_WARMUP=20 BENCH_FRESH=1 (drop the data sets and make them again) BENCH_RESULT=<file>
 *          BENCH_DROP=1 (remove the data sets of BENCH_SCALE_SIZES and exit)
 * Making the 100,000-property data set takes long (the first run): the properties seed writes in bulk with events,
 * then every consumer handles 100,000 events; progress is printed.
 */
import 'reflect-metadata';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { ApiClient } from '../e2e/api/support/client';
import type { Stack } from '../e2e/api/support/stack';
import { resolveAddresses } from '../infra/local/addresses';
import type { ServiceAppName } from '../infra/local/app-list';
import { infraUp } from '../infra/local/infra';
import { webhookSignature } from '../infra/razorpay/signatures';
import { paymentIdOfOrder } from '../services/payments/src/payments/purchases';
import { DEMO_ACCOUNTS, DEMO_MANAGERS } from '../services/users/src/ops/demo-data';
import {
  dropScaleDataSet,
  isScaleDataSetComplete,
  openScaleDataSet,
  scaleDataSetName,
  type DataSetMarker,
  type OpenDataSet,
} from './support/scale-data-set';
import { percentile } from './support/percentile';

const SIZES = (process.env.BENCH_SCALE_SIZES ?? '2000,100000')
  .split(',')
  .map((size) => Number(size.trim()))
  .filter((size) => Number.isInteger(size) && size > 0);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const FRESH = process.env.BENCH_FRESH === '1';
const RESULT = process.env.BENCH_RESULT ?? join(__dirname, 'results', 'scale.json');
const TARGET_RATIO = 1.5;

const log = (line: string) => console.log(`[bench] ${line}`);

/** One call as a renter, landlord or manager makes it: its request, sent as it is each time. */
interface Call {
  name: string;
  route: string;
  send: () => Promise<Response>;
  /** What is wrong with a 2xx answer's body, if anything (a fast wrong answer is no result). */
  check?: (body: string) => string | undefined;
}

interface CallFigures {
  requests: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  answerBytesMedian: number;
}

async function signIn(gatewayUrl: string, email: string): Promise<{ client: ApiClient; userId: string }> {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email)!;
  const client = new ApiClient(gatewayUrl);
  const session = await client.call<{ user: { _id: string } }>('POST', '/trio/auth/login', {
    body: { email, password: account.password },
  });
  if (session.status !== 200) throw new Error(`sign-in of ${email} answered ${session.status}`);
  return { client, userId: session.body.user._id };
}

/** The calls of one data set, as the demo's renter, landlord and first manager make them. */
async function callsOf(stack: Stack): Promise<Call[]> {
  const gatewayUrl = stack.gatewayUrl;
  const renter = await signIn(gatewayUrl, 'renter@trio.rentals');
  const landlord = await signIn(gatewayUrl, 'landlord@trio.rentals');
  const managerEmail = DEMO_MANAGERS[0]!.email;
  const manager = await signIn(gatewayUrl, managerEmail);
  const record = await manager.client.call<{ _id: string }>(
    'GET',
    `/trio/users/property-managers/email/${encodeURIComponent(managerEmail)}`,
  );
  if (record.status !== 200) throw new Error(`the manager record of ${managerEmail} answered ${record.status}`);
  const managerId = record.body._id;

  const get = (client: ApiClient, path: string) => () =>
    fetch(`${gatewayUrl}${path}`, { headers: { authorization: `Bearer ${client.accessToken}` } });

  // The renter's captured payments of orders the service made (its payments' ids come from their order ids; the
  // seed's initial payments have the lease's payment id): each delivery is Razorpay's `order.paid` for one of them,
  // with a new event id.
  const captured = (
    await stack.services.payments.db
      .collection('payments')
      .find({ userId: renter.userId, status: 'completed' })
      .sort({ _id: 1 })
      .toArray()
  ).filter((payment) => String(payment._id) === paymentIdOfOrder(String(payment.razorpayOrderId)));
  if (captured.length === 0) throw new Error('the renter has no captured payment of an order in this data set');
  const secret = resolveAddresses().razorpay.webhookSecret;
  const run = Date.now().toString(36);
  let delivery = 0;
  const webhook = () => {
    const payment = captured[delivery % captured.length]!;
    delivery += 1;
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_bench_scale',
      event: 'order.paid',
      contains: ['payment', 'order'],
      payload: {
        payment: {
          entity: {
            id: payment.razorpayPaymentId as string,
            order_id: payment.razorpayOrderId as string,
            amount: payment.amountPaise as number,
            status: 'captured',
          },
        },
      },
      created_at: Math.floor(Date.now() / 1000),
    });
    return fetch(`${gatewayUrl}/api/razorpay/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhookSignature(body, secret),
        'x-razorpay-event-id': `evt_bench_${run}_${delivery}`,
      },
      body,
    });
  };

  // The refresh cookie rotates with each answer: the next refresh sends the new one, as the SPA does.
  const refresher = renter.client;
  const refresh = async () => {
    const response = await fetch(`${gatewayUrl}/trio/auth/refresh`, {
      method: 'POST',
      headers: { cookie: refresher.cookie ?? '' },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      if (pair?.startsWith('trio_refresh=') && pair !== 'trio_refresh=') refresher.useCookie(pair);
    }
    return response;
  };

  const uid = renter.userId;
  return [
    {
      name: 'manager-applications',
      route: 'GET /trio/rental-applications/property-manager/{managerId}',
      send: get(manager.client, `/trio/rental-applications/property-manager/${managerId}`),
    },
    {
      name: 'reminders-board',
      route: 'GET /trio/property-manager/{managerId}/leases-reminders',
      send: get(manager.client, `/trio/property-manager/${managerId}/leases-reminders`),
    },
    {
      name: 'landlord-dashboard',
      route: 'GET /trio/landlord/{userId}/dashboard',
      send: get(landlord.client, `/trio/landlord/${landlord.userId}/dashboard`),
    },
    {
      name: 'renter-applications',
      route: 'GET /trio/users/{uid}/rentalApplications',
      send: get(renter.client, `/trio/users/${uid}/rentalApplications`),
    },
    {
      name: 'renter-leases',
      route: 'GET /trio/users/{uid}/leases',
      send: get(renter.client, `/trio/users/${uid}/leases`),
    },
    {
      name: 'renter-payments',
      route: 'GET /trio/payments/history/{uid}',
      send: get(renter.client, `/trio/payments/history/${uid}`),
    },
    {
      name: 'renter-maintenance',
      route: 'GET /trio/maintenance/user/{uid}',
      send: get(renter.client, `/trio/maintenance/user/${uid}`),
    },
    {
      name: 'razorpay-webhook',
      route: 'POST /api/razorpay/webhook (order.paid)',
      send: webhook,
      check: (body) => ((JSON.parse(body) as { status?: string }).status === 'processed' ? undefined : body),
    },
    { name: 'session-refresh', route: 'POST /trio/auth/refresh', send: refresh },
  ];
}

/** Documents per collection of each service's database (what the data set holds, every copy included). */
async function documentCounts(stack: Stack): Promise<Record<string, Record<string, number>>> {
  const counts: Record<string, Record<string, number>> = {};
  for (const [service, { db }] of Object.entries(stack.services) as [
    ServiceAppName,
    Stack['services'][ServiceAppName],
  ][]) {
    counts[service] = {};
    for (const { name } of await db.listCollections()) {
      counts[service][name] = await db.collection(name).countDocuments({});
    }
  }
  return counts;
}

/**
 * Rounds over every data set at once: each round makes each call once per data set, the sizes side by side (their
 * order alternating), so a busier moment of the shared machine touches every size alike.
 */
async function measure(sets: Call[][]): Promise<Record<string, CallFigures>[]> {
  const times = sets.map((calls) => new Map<string, number[]>(calls.map((call) => [call.name, []])));
  const bytes = sets.map((calls) => new Map<string, number[]>(calls.map((call) => [call.name, []])));
  const order = sets.map((_, i) => i);
  for (let round = 0; round < WARMUP + REQUESTS; round += 1) {
    for (let c = 0; c < sets[0]!.length; c += 1) {
      for (const s of round % 2 === 0 ? order : [...order].reverse()) {
        const call = sets[s]![c]!;
        const started = performance.now();
        const response = await call.send();
        const text = await response.text();
        const ms = performance.now() - started;
        if (!response.ok) throw new Error(`${call.name} answered ${response.status}: ${text.slice(0, 300)}`);
        const wrong = call.check?.(text);
        if (wrong)
          throw new Error(`${call.name} answered ${response.status} but not as expected: ${wrong.slice(0, 300)}`);
        if (round < WARMUP) continue;
        times[s]!.get(call.name)!.push(ms);
        bytes[s]!.get(call.name)!.push(Buffer.byteLength(text));
      }
    }
    if ((round + 1) % 50 === 0) log(`  ${round + 1}/${WARMUP + REQUESTS} rounds`);
  }
  return sets.map((calls, s) =>
    Object.fromEntries(
      calls.map((call) => {
        const sorted = [...times[s]!.get(call.name)!].sort((a, b) => a - b);
        const sizes = [...bytes[s]!.get(call.name)!].sort((a, b) => a - b);
        return [
          call.name,
          {
            requests: sorted.length,
            p50Ms: percentile(sorted, 50),
            p95Ms: percentile(sorted, 95),
            p99Ms: percentile(sorted, 99),
            maxMs: percentile(sorted, 100),
            answerBytesMedian: sizes[Math.floor(sizes.length / 2)] ?? 0,
          },
        ];
      }),
    ),
  );
}

interface SizeResult {
  properties: number;
  dataSet: string;
  madeThisRun: boolean;
  scale: DataSetMarker['scale'];
  madeAt: string;
  makingSeconds: DataSetMarker['seconds'];
  documents: Record<string, Record<string, number>>;
  calls: Record<string, CallFigures>;
  routes: Record<string, string>;
  /** The machine's load average before and after the measured rounds (the same rounds for every size). */
  loadAverage: { before: number[]; after: number[] };
}

async function main(): Promise<void> {
  await infraUp(() => undefined);
  if (process.env.BENCH_DROP === '1') {
    for (const size of SIZES) await dropScaleDataSet(scaleDataSetName(size), log);
    return;
  }
  if (SIZES.length < 2)
    throw new Error('BENCH_SCALE_SIZES: give at least two sizes, smallest first (e.g. 2000,100000)');
  const result: Record<string, unknown> = {
    bench: 'scale',
    at: new Date().toISOString(),
    what:
      'the same calls through the gateway by the same people on data sets of each size; p50(largest)/p50(smallest) ' +
      'per call',
    target: `ratio p50(${SIZES.at(-1)})/p50(${SIZES[0]}) ≤ ${TARGET_RATIO} for every call`,
    options: { sizes: SIZES, requests: REQUESTS, warmup: WARMUP },
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
  };
  const sizes: SizeResult[] = [];
  const save = () => {
    mkdirSync(dirname(RESULT), { recursive: true });
    writeFileSync(RESULT, `${JSON.stringify({ ...result, sizes }, null, 2)}\n`);
  };

  // As the gateway runs by default (the test stack turns the role cache off), with the run's sign-ins and refreshes
  // below the per-address limit.
  const stackOptions = {
    gateway: { ROLE_CACHE_MS: '3000', AUTH_RATE_LIMIT: String(10 * (WARMUP + REQUESTS) + 100) },
  };
  const madeNow = new Set<number>();
  // First each missing data set is made (its stack closed again), then every data set's stack runs at once.
  for (const properties of SIZES) {
    if (!FRESH && (await isScaleDataSetComplete(properties))) continue;
    const began = Date.now();
    const made = await openScaleDataSet(properties, { fresh: FRESH, print: log, stack: stackOptions });
    await made.stack.close();
    madeNow.add(properties);
    log(`${made.name}: made in ${((Date.now() - began) / 1000).toFixed(1)} s`);
  }
  const opened: OpenDataSet[] = [];
  try {
    for (const properties of SIZES)
      opened.push(await openScaleDataSet(properties, { print: log, stack: stackOptions }));
    const sets: Call[][] = [];
    const documents: Record<string, Record<string, number>>[] = [];
    for (const { stack } of opened) {
      documents.push(await documentCounts(stack));
      sets.push(await callsOf(stack));
    }
    // Leases start months before the day their data set was made, and rent falls due by today's date: data sets
    // made on different days differ a little in each tenant's months (BENCH_FRESH=1 makes them again together).
    const madeDays = new Set(opened.map(({ marker }) => marker.madeAt.toISOString().slice(0, 10)));
    if (madeDays.size > 1) log(`note: the data sets were made on different days (${[...madeDays].join(', ')})`);
    const loadBefore = loadavg();
    log(`${WARMUP} + ${REQUESTS} rounds of ${sets[0]!.length} calls on ${SIZES.join(' and ')} properties side by side`);
    const figures = await measure(sets);
    const loadAverage = {
      before: loadBefore.map((v) => Math.round(v * 100) / 100),
      after: loadavg().map((v) => Math.round(v * 100) / 100),
    };
    for (const [i, { name, marker }] of opened.entries()) {
      sizes.push({
        properties: marker.properties,
        dataSet: name,
        madeThisRun: madeNow.has(marker.properties),
        scale: marker.scale,
        madeAt: marker.madeAt.toISOString(),
        makingSeconds: marker.seconds,
        documents: documents[i]!,
        calls: figures[i]!,
        routes: Object.fromEntries(sets[i]!.map((call) => [call.name, call.route])),
        loadAverage,
      });
      log(`${name}:`);
      for (const [call, f] of Object.entries(figures[i]!)) {
        log(`  ${call.padEnd(22)} p50 ${f.p50Ms} ms  p95 ${f.p95Ms} ms  (${f.answerBytesMedian} bytes)`);
      }
    }
    save();
  } finally {
    for (const { stack } of opened) await stack.close();
  }

  const smallest = sizes[0]!;
  const largest = sizes.at(-1)!;
  const ratios = Object.fromEntries(
    Object.keys(smallest.calls).map((call) => {
      const ratio = Math.round((largest.calls[call]!.p50Ms / smallest.calls[call]!.p50Ms) * 100) / 100;
      return [call, { ratio, met: ratio <= TARGET_RATIO }];
    }),
  );
  result.ratios = ratios;
  result.targetMet = Object.values(ratios).every((r) => r.met);
  save();
  log(`ratios p50(${largest.properties})/p50(${smallest.properties}) (target ≤ ${TARGET_RATIO}):`);
  for (const [call, { ratio, met }] of Object.entries(ratios)) {
    log(`  ${call.padEnd(22)} ${ratio}  ${met ? 'met' : 'NOT met'}`);
  }
  log(`figures: ${RESULT}`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
