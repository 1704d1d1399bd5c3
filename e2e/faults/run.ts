/**
 * npm run test:faults: end-to-end flows through the gateway while services are SIGKILLed and Kafka stops, then the
 * invariant checker over everything the run left behind (docs/testing.md "Fault run").
 *
 * The apps run as separate OS processes (infra/local's startApp, as `npm start` runs them) on free ports, with their
 * own databases, Redis prefixes, bucket and search indexes, and a Kafka broker of their own (infra/local's Kafka
 * component under the name `faults-kafka`, on a free port, data in .local/infra/data/faults-kafka): stopping it
 * disturbs nobody. E-mail goes to a maildev of the run's own, in this process.
 *
 * Options: FAULTS_FLOWS=500 FAULTS_CONCURRENCY=50 FAULTS_KILL_EVERY_S=10 FAULTS_KAFKA_STOP_AT_S=30
 *          FAULTS_KAFKA_STOP_S=20 FAULTS_SEED=18 FAULTS_LANDLORDS=5 FAULTS_STEP_TIMEOUT_S=240 FAULTS_KEEP=1 (keep data)
 *          FAULTS_MOVE_OUT_EVERY=5 (one flow in five goes on to move out: notice, inspection, settlement, refund; 0 = none)
 * Figures: bench/results/faults.json. Exit code 1 unless the report shows 0 lost, 0 duplicated and no other finding.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createKafka } from '@trio/service-kit/events';
import { deleteBucket, deleteSearchIndexes } from '@trio/service-kit/testing';
import { todayInIndia } from '@trio/contracts/http/applications';
import mongoose from 'mongoose';
import { addressesToEnv } from '../../infra/local/addresses';
import type { LocalApp } from '../../infra/local/apps';
import { gatewayServiceUrls, PRODUCT_APPS, SERVICE_APPS, type ServiceApp } from '../../infra/local/app-list';
import { kafkaComponent } from '../../infra/local/components/kafka';
import { infraUp } from '../../infra/local/infra';
import { serverDataDir } from '../../infra/local/paths';
import { freePort, freePortPair } from '../../infra/local/ports';
import { stopServer } from '../../infra/local/processes';
import { learnSubscriptions, pendingOutboxDocuments, unhandledMessages } from '../api/support/stack';
import { faultPlan } from './fault-plan';
import { runFlow, signUpPerson, type FlowStats, type FlowWorld } from './flows';
import { checkInvariants, type FlowRecord, type WorldSnapshot } from './invariants';
import { Supervisor } from './supervisor';
import { readWorld, unrefundedDeposits, unsentEmails, type CapturedRunMail, type RunDatabases } from './world';

const flowCount = Number(process.env.FAULTS_FLOWS ?? 500);
const concurrency = Number(process.env.FAULTS_CONCURRENCY ?? 50);
const killEveryMs = Number(process.env.FAULTS_KILL_EVERY_S ?? 10) * 1000;
const kafkaStopAtMs = Number(process.env.FAULTS_KAFKA_STOP_AT_S ?? 30) * 1000;
const kafkaStopMs = Number(process.env.FAULTS_KAFKA_STOP_S ?? 20) * 1000;
const killOverlap = process.env.FAULTS_KILL_OVERLAP === '1';
const seed = Number(process.env.FAULTS_SEED ?? 18);
const landlordCount = Number(process.env.FAULTS_LANDLORDS ?? 5);
const stepTimeoutMs = Number(process.env.FAULTS_STEP_TIMEOUT_S ?? 240) * 1000;
const keep = process.env.FAULTS_KEEP === '1';
const moveOutEvery = Number(process.env.FAULTS_MOVE_OUT_EVERY ?? 5);
/** After this many seconds of flows no new flow starts (those under way finish): a bounded run; unset = no bound. */
const budgetMs = process.env.FAULTS_BUDGET_S ? Number(process.env.FAULTS_BUDGET_S) * 1000 : Infinity;
const BACKLOG_LIMIT_MS = 60_000;
const KAFKA_SERVER = 'faults-kafka';

const tag = `f${Date.now().toString(36)}`;
const print = (line: string) => console.log(`[faults ${new Date().toISOString().slice(11, 19)}] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface MailServer {
  listen(callback: (err?: Error) => void): void;
  on(
    event: 'new',
    listener: (mail: { to?: { address: string }[]; subject?: string; headers?: Record<string, unknown> }) => void,
  ): void;
  close(callback: () => void): void;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * How long after its first payment was captured each lease was made (ms), sorted: the eventual step the tenant waits
 * on (payments → Kafka → applications), under the run's faults.
 */
function paymentToLeaseMs(snapshot: WorldSnapshot): number[] {
  const captured = new Map<string, Date>();
  for (const payment of snapshot.payments)
    if (payment.paymentType === 'initial' && payment.applicationId && payment.capturedAt) {
      const earlier = captured.get(payment.applicationId);
      if (!earlier || payment.capturedAt < earlier) captured.set(payment.applicationId, payment.capturedAt);
    }
  return snapshot.leases
    .flatMap((lease) => {
      const capturedAt = captured.get(lease.applicationId);
      return capturedAt && lease.createdAt ? [lease.createdAt.getTime() - capturedAt.getTime()] : [];
    })
    .sort((a, b) => a - b);
}

const seconds = (ms: number | null) => (ms === null ? 'n/a' : `${(ms / 1000).toFixed(1)} s`);

async function main(): Promise<void> {
  const startedAt = Date.now();
  const shared = await infraUp(() => undefined);

  // The run's own broker: the shared one on 9092 is never stopped.
  const kafkaPort = await freePortPair();
  const brokers = [`127.0.0.1:${kafkaPort}`];
  const privateKafka = kafkaComponent(KAFKA_SERVER);
  const kafkaAddresses = { ...shared, kafkaBrokers: brokers };
  rmSync(serverDataDir(KAFKA_SERVER), { recursive: true, force: true });
  await infraUp((line) => print(`kafka: ${line}`), kafkaAddresses, [privateKafka]);
  print(`private Kafka on ${brokers[0]}`);

  // The run's own SMTP capture.
  const smtpPort = await freePort();
  const mailDirectory = mkdtempSync(join(tmpdir(), 'faults-mail-'));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const startMaildev = require('maildev') as (config: Record<string, unknown>) => MailServer;
  const signalListeners = (['SIGINT', 'SIGTERM'] as const).map((signal) => new Set(process.listeners(signal)));
  const mailServer = startMaildev({ smtp: smtpPort, ip: '127.0.0.1', disableWeb: true, silent: true, mailDirectory });
  // maildev's own SIGINT/SIGTERM handlers exit at once (0): this run stops its apps and broker first.
  (['SIGINT', 'SIGTERM'] as const).forEach((signal, i) => {
    for (const listener of process.listeners(signal))
      if (!signalListeners[i]!.has(listener)) process.removeListener(signal, listener);
  });
  const inbox: CapturedRunMail[] = [];
  mailServer.on('new', (mail) => {
    const header = mail.headers?.['x-trio-mail-id'];
    const messageId = mail.headers?.['message-id'];
    inbox.push({
      mailId: typeof header === 'string' ? header : undefined,
      messageId: typeof messageId === 'string' ? messageId : undefined,
      to: (mail.to ?? []).map((to) => to.address.toLowerCase()),
      subject: mail.subject ?? '',
      receivedAt: Date.now(),
    });
  });
  await new Promise<void>((resolve, reject) => mailServer.listen((err) => (err ? reject(err) : resolve())));

  // Every app on a free port with names of its own.
  const secrets = {
    INTERNAL_IDENTITY_SECRET: `faults-${randomBytes(24).toString('base64url')}`,
    IDENTITY_HASH_SECRET: `faults-hash-${randomBytes(24).toString('base64url')}`,
    SAVED_SEARCH_UNSUBSCRIBE_SECRET: `faults-unsubscribe-${randomBytes(24).toString('base64url')}`,
  };
  const ports = new Map<string, number>();
  for (const app of PRODUCT_APPS) ports.set(app.name, await freePort());
  const serviceEnvs = new Map<string, Record<string, string>>();
  for (const app of SERVICE_APPS) {
    const env: Record<string, string> = {
      ...secrets,
      SERVICE_NAME: `${app.name}-faults-${tag}`,
      PORT: String(ports.get(app.name)),
      KAFKA_BROKERS: brokers.join(','),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MONGO_DB: `${app.name}_faults_${tag}`,
      JOBS_PREFIX: `${app.name}-jobs-faults-${tag}`,
      LOG_LEVEL: 'info',
      // The day's make-up reminder fire would race the manual reminders the flows send.
      REMINDER_CATCH_UP_DELAY_MS: '0',
    };
    // The move-out flows: a lease whose end date came is ended within seconds (as the browser journey's stack does).
    if (app.name === 'applications') env.LEASE_SWEEP_MS = '2000';
    for (const variable of app.service.ownBuckets ?? [])
      env[variable] = `${variable.replace(/_BUCKET$/, '').toLowerCase()}-faults-${tag}`;
    for (const variable of app.service.ownSearchIndexes ?? [])
      env[variable] = `${variable.replace(/_INDEX$/, '').toLowerCase()}-faults-${tag}`;
    serviceEnvs.set(app.name, env);
  }
  const apps: LocalApp[] = PRODUCT_APPS.map((app) => ({
    name: `faults-${app.name}`,
    entry: app.entry,
    port: ports.get(app.name)!,
    healthPath: app.healthPath,
    env:
      app.name === 'gateway'
        ? {
            ...secrets,
            SERVICE_NAME: 'gateway',
            PORT: String(ports.get(app.name)),
            LOG_LEVEL: 'info',
            REDIS_KEY_PREFIX: `gateway-faults-${tag}`,
            AUTH_RATE_LIMIT: '100000',
            ROLE_CACHE_MS: '0',
            SPA_DIR: 'none',
            ...gatewayServiceUrls((service: ServiceApp) => `http://127.0.0.1:${ports.get(service.name)}`),
          }
        : serviceEnvs.get(app.name)!,
  }));
  const gatewayUrl = `http://127.0.0.1:${ports.get('gateway')}`;
  const supervisor = new Supervisor(apps, print);
  const dbs = {} as RunDatabases;
  for (const app of SERVICE_APPS)
    dbs[app.name as keyof RunDatabases] = await mongoose
      .createConnection(shared.mongoUrl, { dbName: serviceEnvs.get(app.name)!.MONGO_DB })
      .asPromise();

  let cleaning: Promise<void> | undefined;
  const cleanUp = () => (cleaning ??= cleanUpOnce());
  const cleanUpOnce = async () => {
    await supervisor.stopAll();
    print(`private Kafka: ${await stopServer(KAFKA_SERVER, 20_000)}`);
    await new Promise<void>((resolve) => mailServer.close(resolve));
    rmSync(mailDirectory, { recursive: true, force: true });
    if (!keep) {
      rmSync(serverDataDir(KAFKA_SERVER), { recursive: true, force: true });
      for (const app of SERVICE_APPS) {
        const env = serviceEnvs.get(app.name)!;
        await dbs[app.name as keyof RunDatabases].dropDatabase().catch(() => undefined);
        const indexes = (app.service.ownSearchIndexes ?? []).map((v) => env[v]!);
        if (indexes.length > 0) await deleteSearchIndexes(shared.opensearchUrl, indexes).catch(() => undefined);
        for (const v of app.service.ownBuckets ?? [])
          await deleteBucket(
            { S3_ENDPOINT: shared.s3.endpoint, S3_ACCESS_KEY: shared.s3.accessKey, S3_SECRET_KEY: shared.s3.secretKey },
            env[v]!,
          ).catch(() => undefined);
      }
    }
    for (const db of Object.values(dbs)) await db.close().catch(() => undefined);
  };

  // Ctrl-C or a CI timeout: stop what the run started before leaving.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      print(`${signal}: stopping the run's apps and broker`);
      void cleanUp().finally(() => process.exit(130));
    });
  try {
    print(`starting ${apps.length} apps as processes (logs .local/apps/faults-*.log)`);
    const appsStarting = Date.now();
    await supervisor.startAll();
    print(`apps serving in ${((Date.now() - appsStarting) / 1000).toFixed(1)} s`);

    const producer = createKafka('faults-runner', brokers).producer();
    await producer.connect();
    const stats: FlowStats = { calls: 0, retries: {} };
    const world: FlowWorld = {
      gatewayUrl,
      razorpayUrl: shared.razorpay.apiUrl,
      tag,
      manager: undefined as never,
      landlords: [],
      stats,
      stepTimeoutMs,
      moveOutEvery,
      moveOutToday: async (leaseId) => {
        const moved = await dbs.applications
          .collection<{ _id: string }>('leases')
          .updateOne({ _id: leaseId }, { $set: { endDate: todayInIndia(new Date()) } });
        if (moved.matchedCount !== 1) throw new Error(`lease ${leaseId} is not in the applications database`);
      },
      progress: new Map(),
      publish: async (topic, key, event) => {
        await producer.send({ topic, acks: -1, messages: [{ key, value: JSON.stringify(event) }] });
      },
    };

    // The run's people: one property manager (made by the users service's ops command) and a few landlords.
    const manager = await signUpPerson(world, `faults-${tag}-manager`, { firstName: 'Priya', lastName: 'Nair' });
    const usersEnv = {
      ...process.env,
      ...addressesToEnv(shared),
      ...serviceEnvs.get('users')!,
      LOG_LEVEL: 'warn',
      PORT: '0',
    };
    const added = spawnSync(
      process.execPath,
      [
        '-r',
        '@swc-node/register',
        'services/users/src/ops/cli.ts',
        'add-manager',
        '--email',
        manager.user.email,
        '--name',
        'Priya Nair',
        '--company',
        'Trio',
      ],
      { env: usersEnv as NodeJS.ProcessEnv, encoding: 'utf8' },
    );
    if (added.status !== 0) throw new Error(`add-manager failed: ${added.stderr}`);
    let managerId: string | undefined;
    while (!managerId) {
      const answer = await manager.client.call<{ _id: string }>(
        'GET',
        `/trio/users/property-managers/email/${encodeURIComponent(manager.user.email)}`,
      );
      if (answer.status === 200) managerId = answer.body._id;
      else await sleep(300);
    }
    for (const service of ['properties', 'applications', 'maintenance', 'notifications'] as const) {
      while ((await dbs[service].collection('managers').countDocuments({ _id: managerId as never })) === 0)
        await sleep(300);
    }
    world.manager = { ...manager, managerId };
    for (let i = 0; i < landlordCount; i += 1)
      world.landlords.push(
        await signUpPerson(world, `faults-${tag}-landlord-${i}`, { firstName: 'Vikram', lastName: `Landlord ${i}` }),
      );
    print(`manager ${managerId} and ${landlordCount} landlords ready; ${flowCount} flows, ${concurrency} at a time`);

    // Flows and faults together.
    const records: FlowRecord[] = Array.from({ length: flowCount }, (_, n) => ({
      flow: n,
      tenantEmail: `tenant${n}.${tag}@faults.example.in`,
      finished: false,
    }));
    const durations: number[] = [];
    let next = 0;
    let flowsDone = false;
    const flowsStarted = Date.now();
    const workers = Array.from({ length: Math.min(concurrency, flowCount) }, async () => {
      while (next < flowCount && Date.now() - flowsStarted < budgetMs) {
        const n = next++;
        const began = Date.now();
        try {
          await runFlow(world, n, records[n]!);
          durations.push(Date.now() - began);
        } catch (err) {
          records[n]!.error = `${world.progress.get(n) ?? 'flow'}: ${(err as Error).message}`;
          world.progress.delete(n);
          print(`flow ${n} stopped: ${records[n]!.error}`);
        }
        if ((n + 1) % 25 === 0) print(`${n + 1} flows started, ${durations.length} finished`);
      }
    });

    const plan = faultPlan({ seed, services: SERVICE_APPS.map((a) => `faults-${a.name}`), killEveryMs });
    const kafkaOutage: { stoppedAt?: number; startedAt?: number; answeredAt?: number; stopOutcome?: string } = {};
    const chaos = (async () => {
      let k = 0;
      let kafkaDone = false;
      let lastProgress = Date.now();
      let nextKillAt = killEveryMs;
      while (!flowsDone) {
        const elapsed = Date.now() - flowsStarted;
        if (!kafkaDone && elapsed >= kafkaStopAtMs) {
          kafkaDone = true;
          kafkaOutage.stoppedAt = Date.now();
          print('stopping the private Kafka');
          void (async () => {
            kafkaOutage.stopOutcome = await stopServer(KAFKA_SERVER, 10_000);
            await sleep(Math.max(0, kafkaOutage.stoppedAt! + kafkaStopMs - Date.now()));
            kafkaOutage.startedAt = Date.now();
            print(`starting the private Kafka again (${kafkaOutage.stopOutcome})`);
            await infraUp((line) => print(`kafka: ${line}`), kafkaAddresses, [privateKafka]);
            kafkaOutage.answeredAt = Date.now();
          })();
        }
        if (Date.now() - lastProgress >= 30_000) {
          lastProgress = Date.now();
          const at: Record<string, number> = {};
          for (const step of world.progress.values()) at[step] = (at[step] ?? 0) + 1;
          print(
            `${durations.length}/${flowCount} finished; running flows at: ${JSON.stringify(at)}; retries ${JSON.stringify(stats.retries)}`,
          );
        }
        // A kill every killEveryMs, and only once every app has served again for killEveryMs: on a machine where a
        // restart takes longer than the interval, kills would otherwise pile up until nothing serves, and a victim
        // killed again the moment it came back would never do any work (FAULTS_KILL_OVERLAP=1 allows both).
        const servingSince = supervisor.allServingSince();
        const servedLongEnough = servingSince !== undefined && Date.now() - servingSince >= killEveryMs;
        if (elapsed >= nextKillAt && (killOverlap || servedLongEnough)) {
          const due = plan.killAt(k);
          print(`SIGKILL ${due.app}`);
          supervisor.kill(due.app);
          k += 1;
          nextKillAt = elapsed + killEveryMs;
        }
        await sleep(250);
      }
    })();

    await Promise.all(workers);
    flowsDone = true;
    // Flows never started (the time budget ran out) are left out of the report, and counted.
    const notStarted = flowCount - next;
    records.splice(next);
    await chaos;
    const flowsMs = Date.now() - flowsStarted;
    print(`flows done in ${(flowsMs / 1000).toFixed(1)} s; waiting for recovery`);

    // Recovery: every app serving and the broker back; then the backlog must drain within the limit.
    const recoveryDeadline = Date.now() + 180_000;
    while (Date.now() < recoveryDeadline) {
      const kafkaBack = kafkaOutage.stoppedAt === undefined || kafkaOutage.answeredAt !== undefined;
      if (kafkaBack && supervisor.allServing()) break;
      await sleep(250);
    }
    const recoveredAt = Date.now();
    const admin = createKafka('faults-backlog', brokers).admin();
    await admin.connect();
    const groupIds = SERVICE_APPS.map((a) => serviceEnvs.get(a.name)!.SERVICE_NAME!);
    const subscriptions = new Map<string, string[]>();
    let drainedMs: number | undefined;
    let lastBacklog = '';
    for (let quiet = 0; Date.now() - recoveredAt < BACKLOG_LIMIT_MS * 3;) {
      try {
        await learnSubscriptions(admin, groupIds, subscriptions);
        const pending = (await Promise.all(Object.values(dbs).map((db) => pendingOutboxDocuments(db)))).flat();
        const outbox = pending.length;
        const unhandled = await unhandledMessages(admin, subscriptions);
        const unsent = await unsentEmails(dbs.notifications);
        const unrefunded = await unrefundedDeposits(dbs.payments);
        const unknown = groupIds.filter((g) => !subscriptions.has(g)).length;
        lastBacklog = `outbox ${outbox}${outbox > 0 ? ` (${pending.join('; ')})` : ''}, unhandled messages ${unhandled}, unsent e-mails ${unsent}, deposits settled and not refunded ${unrefunded}, unknown groups ${unknown}`;
        quiet = outbox === 0 && unhandled === 0 && unsent === 0 && unrefunded === 0 && unknown === 0 ? quiet + 1 : 0;
      } catch (err) {
        quiet = 0;
        lastBacklog = (err as Error).message;
      }
      if (quiet >= 2) {
        drainedMs = Date.now() - recoveredAt;
        break;
      }
      await sleep(500);
    }
    await admin.disconnect();
    print(
      drainedMs === undefined
        ? `backlog not drained: ${lastBacklog}`
        : `backlog drained ${drainedMs} ms after recovery`,
    );
    await producer.disconnect();
    // The capture may still be parsing the last message the SMTP server accepted.
    await sleep(1_000);

    const snapshot = await readWorld(dbs, brokers, inbox, shared.razorpay);
    const leaseLags = paymentToLeaseMs(snapshot);
    const report = checkInvariants(records, snapshot, { drainedMs, limitMs: BACKLOG_LIMIT_MS });
    const sorted = [...durations].sort((a, b) => a - b);
    const killsByApp: Record<string, number> = {};
    for (const kill of supervisor.kills) killsByApp[kill.app] = (killsByApp[kill.app] ?? 0) + 1;
    const restartTimes = supervisor.kills
      .map((k) => k.backMs)
      .filter((ms): ms is number => ms !== undefined)
      .sort((a, b) => a - b);
    const figures = {
      when: new Date().toISOString(),
      machine: { cpus: cpus().length, loadAverage: loadavg().map((l) => Number(l.toFixed(2))) },
      settings: {
        flows: flowCount,
        budgetS: Number.isFinite(budgetMs) ? budgetMs / 1000 : null,
        concurrency,
        killEveryS: killEveryMs / 1000,
        killOverlap,
        kafkaStopAtS: kafkaStopAtMs / 1000,
        kafkaStopS: kafkaStopMs / 1000,
        seed,
        landlords: landlordCount,
        moveOutEvery,
      },
      durationS: {
        total: Number(((Date.now() - startedAt) / 1000).toFixed(1)),
        flows: Number((flowsMs / 1000).toFixed(1)),
      },
      flows: {
        started: next,
        notStarted,
        finished: report.finished,
        unfinished: next - report.finished,
        perMinute: Number(((report.finished / flowsMs) * 60_000).toFixed(1)),
        p50Ms: percentile(sorted, 50),
        p95Ms: percentile(sorted, 95),
        maxMs: sorted.at(-1) ?? null,
      },
      calls: stats.calls,
      retries: stats.retries,
      faults: {
        kills: supervisor.kills.length,
        meanKillIntervalS:
          supervisor.kills.length > 1
            ? Number(
                (
                  (supervisor.kills.at(-1)!.at - supervisor.kills[0]!.at) /
                  (supervisor.kills.length - 1) /
                  1000
                ).toFixed(1),
              )
            : null,
        killsByApp,
        restartMs: { p50: percentile(restartTimes, 50), max: restartTimes.at(-1) ?? null },
        unexpectedExits: supervisor.unexpectedExits,
        startFailures: supervisor.startFailures.length,
        kafka: {
          stoppedAfterS: kafkaOutage.stoppedAt
            ? Number(((kafkaOutage.stoppedAt - flowsStarted) / 1000).toFixed(1))
            : null,
          downMs:
            kafkaOutage.stoppedAt && kafkaOutage.answeredAt ? kafkaOutage.answeredAt - kafkaOutage.stoppedAt : null,
          stop: kafkaOutage.stopOutcome ?? null,
        },
      },
      paymentToLeaseMs: {
        p50: percentile(leaseLags, 50),
        p95: percentile(leaseLags, 95),
        max: leaseLags.at(-1) ?? null,
      },
      data: {
        applications: snapshot.applications.length,
        leases: snapshot.leases.length,
        payments: snapshot.payments.length,
        maintenance: snapshot.maintenance.length,
        mailLog: snapshot.mailLog.length,
        inbox: snapshot.inbox.length,
        // The move-outs: deposits settled (refunded or not) and the refunds Razorpay made for them.
        depositsSettled: snapshot.deposits.filter((d) => d.status === 'settled' || d.status === 'refunded').length,
        depositsRefunded: snapshot.deposits.filter((d) => d.status === 'refunded').length,
        depositRefundsAtRazorpay: snapshot.depositRefunds.length,
      },
      invariants: {
        lost: report.lost,
        duplicated: report.duplicated,
        wrongAmounts: report.wrongAmounts,
        redelivered: report.redelivered,
        deadLetters: report.deadLetters,
        unexplainedDeadLetters: report.unexplainedDeadLetters,
        backlogDrainedMs: report.backlogDrainedMs,
        backlogLimitMs: BACKLOG_LIMIT_MS,
        ok: report.ok,
      },
      // Lost, duplicated, dead-letter and backlog findings first: they are the point; unfinished flows after them.
      findings: [
        ...report.findings.filter((f) => f.invariant !== 'unfinished'),
        ...report.findings.filter((f) => f.invariant === 'unfinished'),
      ].slice(0, 300),
    };
    mkdirSync(join(__dirname, '..', '..', 'bench', 'results'), { recursive: true });
    writeFileSync(
      join(__dirname, '..', '..', 'bench', 'results', 'faults.json'),
      JSON.stringify(figures, null, 2) + '\n',
    );
    print(
      `invariants: ${report.lost} lost, ${report.duplicated} duplicated, ${report.wrongAmounts} wrong amounts ` +
        `(${report.redelivered} messages redelivered ` +
        `with their Message-ID), ${report.deadLetters} dead letters ` +
        `(${report.unexplainedDeadLetters} unexplained), backlog ${report.backlogDrainedMs === undefined ? 'never drained' : `drained in ${report.backlogDrainedMs} ms`}; ` +
        `${report.finished}/${next} flows finished (${notStarted} not started); ${supervisor.kills.length} kills; figures in bench/results/faults.json`,
    );
    print(
      `move-outs: ${records.filter((r) => r.settledRefundPaise !== undefined).length} settled by their flows; ` +
        `${figures.data.depositsSettled} deposits settled, ${figures.data.depositsRefunded} refunded, ` +
        `${figures.data.depositRefundsAtRazorpay} refunds at Razorpay`,
    );
    print(
      `a lease was made ${seconds(percentile(leaseLags, 50))} after its payment was captured (median; ` +
        `p95 ${seconds(percentile(leaseLags, 95))}, max ${seconds(leaseLags.at(-1) ?? null)})`,
    );
    for (const finding of [
      ...report.findings.filter((f) => f.invariant !== 'unfinished'),
      ...report.findings.filter((f) => f.invariant === 'unfinished'),
    ].slice(0, 30))
      print(`  ${finding.invariant}${finding.flow === undefined ? '' : ` (flow ${finding.flow})`}: ${finding.detail}`);
    process.exitCode = report.ok ? 0 : 1;
  } finally {
    await cleanUp();
  }
}

main().then(
  () => process.exit(),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
