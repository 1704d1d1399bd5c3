/**
 * bench/events-replicas: consumer throughput of one replica against two replicas of a service, each replica its own
 * OS process, on the real local infrastructure (issue 18 item 5: target ≥ 1.6× with two).
 *
 * The consumer is the users service itself (bench/support/events-replica.ts starts it as `npm run scale` starts a
 * replica): the kit's Kafka transport (contract parse, retries, commit per hundred), and its two real handlers of
 * properties.property.listed.v1: the favourite card projection (`applyIfNewer` upsert) and ownership (`$addToSet` on
 * the landlord, then the role re-derived: a read of the user and of the manager records, and for a landlord's first
 * property a versioned write with its users.user.updated.v1 event in the outbox, which the replica's relay
 * publishes and clears).
 *
 * A round measures 1 replica, then 2, each with its own consumer group, database and topics (prefix), so both see
 * the same work from the same start:
 *   1. a properties.property topic with BENCH_PARTITIONS partitions (default 12: an even split between two);
 *   2. BENCH_LANDLORDS landlords (default 200) in the replica's database, as signed-up tenants;
 *   3. the replicas start and join their group; the benchmark waits until the group is Stable with all members;
 *   4. warm-up: 100 listings of unknown landlords, until committed;
 *   5. BENCH_EVENTS listings (default 3,000, spread over the landlords) are produced as the properties service's
 *      relay sends them (key = property id, same headers); the clock runs from the first send until the group has
 *      committed every partition's end offset (polled every 25 ms).
 * Then it checks the data (one card per listing, every landlord a landlord, nothing dead-lettered) and records
 * the partition assignment, events handled per replica, handler durations from the replicas' log lines, and the
 * CPU used meanwhile by the replicas, FerretDB, the write gate and the whole machine.
 *
 * Run: npm run bench:events -- --replicas   (figures: bench/results/events-replicas.json)
 * Options: BENCH_EVENTS=3000 BENCH_PARTITIONS=12 BENCH_LANDLORDS=200 BENCH_ROUNDS=3
 */
import 'reflect-metadata';
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { propertyListed } from '@trio/contracts/events/properties';
import { deadLetterTopicFor, Topic } from '@trio/contracts/topics';
import { createKafka, ensureTopics, outboxMessage } from '@trio/service-kit/events';
import { AssignerProtocol, type Admin } from 'kafkajs';
import mongoose, { Types } from 'mongoose';
import { infraUp } from '../infra/local/infra';
import { USER_MODEL, userSchema } from '../services/users/src/users/user.schema';
import type { ReplicaStats } from './support/events-replica';
import { percentile } from './support/percentile';

const total = Number(process.env.BENCH_EVENTS ?? 3000);
const partitions = Number(process.env.BENCH_PARTITIONS ?? 12);
const landlordCount = Number(process.env.BENCH_LANDLORDS ?? 200);
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
const warmUp = 100;
const target = 1.6;
const tag = `bench-${Date.now().toString(36)}`;
/** The replicas' log files (removed after a successful run; kept and named when it fails). */
let logDirectory = '';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---- CPU profile from /proc (Linux): the machine's busy share and named processes' CPU seconds ----

const CLOCK_TICKS = 100; // USER_HZ on Linux

function machineTicks(): { busy: number; all: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const idle = fields[3]! + (fields[4] ?? 0);
  const all = fields.reduce((sum, n) => sum + n, 0);
  return { busy: all - idle, all };
}

/** Pids of the shared servers whose command line names them (read-only: /proc). */
function serverPids(): Record<string, number[]> {
  const found: Record<string, number[]> = { ferretdb: [], writeGate: [], kafka: [] };
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let cmdline = '';
    try {
      cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
    } catch {
      continue;
    }
    if (/\/ferretdb[^ ]* /.test(cmdline)) found.ferretdb!.push(Number(entry));
    else if (cmdline.includes('mongo-write-gate')) found.writeGate!.push(Number(entry));
    else if (cmdline.includes('kafka.Kafka')) found.kafka!.push(Number(entry));
  }
  return found;
}

function processSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS; // utime + stime
  } catch {
    return 0;
  }
}

function serverSeconds(pids: Record<string, number[]>): Record<string, Map<number, number>> {
  return Object.fromEntries(
    Object.entries(pids).map(([name, list]) => [name, new Map(list.map((pid) => [pid, processSeconds(pid)]))]),
  );
}

/** CPU seconds a server used between two readings, over the processes alive at both (one may have ended). */
function serverDelta(before: Map<number, number>, after: Map<number, number>): number {
  let seconds = 0;
  for (const [pid, end] of after) if (end > 0 && (before.get(pid) ?? 0) > 0) seconds += end - before.get(pid)!;
  return seconds;
}

// ---- replicas ----

interface Replica {
  child: ChildProcess;
  logFile: string;
  stats(): Promise<ReplicaStats>;
  stop(): Promise<void>;
}

function startReplica(env: Record<string, string>, logFile: string): Promise<Replica> {
  const out = openSync(logFile, 'w');
  const child = fork(join(__dirname, 'support', 'events-replica.ts'), [], {
    execArgv: ['-r', '@swc-node/register'],
    env: { ...process.env, BENCH_REPLICA_ENV: JSON.stringify(env) },
    stdio: ['ignore', out, out, 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const replica: Replica = {
    child,
    logFile,
    stats: () =>
      new Promise((resolve) => {
        const onMessage = (message: { kind?: string }) => {
          if (message.kind !== 'stats') return;
          child.off('message', onMessage);
          resolve(message as ReplicaStats);
        };
        child.on('message', onMessage);
        child.send('stats');
      }),
    stop: async () => {
      if (child.exitCode === null) child.send('stop');
      const code = await Promise.race([exited, sleep(30_000).then(() => 'timeout' as const)]);
      if (code === 'timeout') child.kill('SIGKILL');
    },
  };
  return new Promise((resolve, reject) => {
    const onMessage = (message: { kind?: string }) => {
      if (message.kind === 'ready') {
        child.off('message', onMessage);
        resolve(replica);
      }
    };
    child.on('message', onMessage);
    void exited.then((code) => reject(new Error(`replica exited with ${code} before it was ready (log: ${logFile})`)));
  });
}

/** The topic with its partitions, once each has a leader (the kit waits for them). */
async function createTopic(admin: Admin, topic: string): Promise<void> {
  await ensureTopics(admin, [topic], { numPartitions: partitions });
}

/** The group's members and their partitions, once it is Stable with `members` members owning every partition. */
async function waitForGroup(admin: Admin, groupId: string, topic: string, members: number) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const [group] = (await admin.describeGroups([groupId])).groups;
    const owned =
      group?.members.map((member) => {
        const assignment = AssignerProtocol.MemberAssignment.decode(member.memberAssignment)?.assignment ?? {};
        return [...(assignment[topic] ?? [])].sort((a, b) => a - b);
      }) ?? [];
    if (group?.state === 'Stable' && owned.length === members && owned.flat().length === partitions) return owned;
    if (Date.now() > deadline) throw new Error(`group ${groupId} not stable with ${members} members: ${group?.state}`);
    await sleep(250);
  }
}

/** Committed offset per partition of the group (0 where nothing is committed). */
async function committed(admin: Admin, groupId: string, topic: string): Promise<number[]> {
  const [offsets] = await admin.fetchOffsets({ groupId, topics: [topic] });
  const byPartition = Array.from({ length: partitions }, () => 0);
  for (const { partition, offset } of offsets?.partitions ?? []) byPartition[partition] = Math.max(0, Number(offset));
  return byPartition;
}

async function endOffsets(admin: Admin, topic: string): Promise<number[]> {
  const byPartition = Array.from({ length: partitions }, () => 0);
  for (const { partition, high } of await admin.fetchTopicOffsets(topic)) byPartition[partition] = Number(high);
  return byPartition;
}

/** Waits until the group has committed every partition up to `ends`; answers when it saw that. */
async function waitCommitted(admin: Admin, groupId: string, topic: string, ends: number[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = await committed(admin, groupId, topic);
    if (now.every((offset, p) => offset >= ends[p]!)) return performance.now();
    if (Date.now() > deadline) {
      const left = now.reduce((sum, offset, p) => sum + Math.max(0, ends[p]! - offset), 0);
      throw new Error(`${groupId}: ${left} events not handled after ${timeoutMs / 1000} s`);
    }
    await sleep(25);
  }
}

/** The replica's 'event handled' log lines: handler durations (ms) of the measured events. */
function handledDurations(logFile: string, eventIds: Set<string>): number[] {
  const durations: number[] = [];
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.includes('"event handled"')) continue;
    try {
      const entry = JSON.parse(line) as { eventId?: string; durationMs?: number };
      if (entry.eventId && eventIds.has(entry.eventId) && typeof entry.durationMs === 'number')
        durations.push(entry.durationMs);
    } catch {
      // not a log line of ours
    }
  }
  return durations.sort((a, b) => a - b);
}

/** The MongoDB URL with the driver's command monitoring on (the replicas time each command). */
function withCommandMonitoring(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('monitorCommands', 'true');
  return parsed.toString();
}

const address = {
  line1: '14 Carter Road',
  locality: 'Bandra West',
  city: 'Mumbai',
  state: 'Maharashtra',
  pinCode: '400050',
};

/** A properties.property.listed.v1 message as the properties service's relay sends it. */
function listing(landlordId: string, index: number) {
  const propertyId = new Types.ObjectId().toHexString();
  const event = propertyListed.envelope.parse({
    id: randomUUID(),
    type: propertyListed.type,
    source: 'properties',
    occurredAt: new Date().toISOString(),
    aggregateId: propertyId,
    aggregateVersion: 1,
    correlationId: randomUUID(),
    data: {
      propertyId,
      landlordId,
      managerId: new Types.ObjectId().toHexString(),
      name: `Bench home ${index}`,
      address,
      rentPaise: 25_000_00 + (index % 50) * 1_000_00,
      bedrooms: 1 + (index % 4),
      bathrooms: 1 + (index % 3),
      propertyType: 'apartment',
      status: 'available',
      featured: index % 10 === 0,
      imageIds: [new Types.ObjectId().toHexString(), new Types.ObjectId().toHexString()],
      listedAt: new Date().toISOString(),
    },
  });
  return {
    eventId: event.id,
    message: outboxMessage({
      eventId: event.id,
      type: event.type,
      topic: propertyListed.topic,
      key: propertyId,
      payload: JSON.stringify(event),
      correlationId: event.correlationId,
      recordedAt: new Date(),
    }),
  };
}

async function measure(a: Awaited<ReturnType<typeof infraUp>>, admin: Admin, round: number, replicas: number) {
  const id = `${tag}-r${round}-x${replicas}`;
  const topicPrefix = `${id}.`;
  const topic = topicPrefix + Topic.PropertiesProperty;
  const dbName = `bench_${id.replace(/-/g, '_')}`;
  const connection = await mongoose.createConnection(a.mongoUrl, { dbName }).asPromise();
  const Users = connection.model(USER_MODEL, userSchema);
  // The landlords: signed-up tenants until their first listing arrives.
  const landlords = Array.from({ length: landlordCount }, (_, i) => {
    const userId = new Types.ObjectId().toHexString();
    const email = `landlord${i}.${id}@bench.example.in`;
    return { _id: userId, uid: `${userId}0000`, email, emailLower: email, displayName: `Landlord ${i}` };
  });

  const env = {
    SERVICE_NAME: id,
    PORT: '0',
    LOG_LEVEL: 'info',
    KAFKA_BROKERS: a.kafkaBrokers.join(','),
    MONGO_URL: withCommandMonitoring(a.mongoUrl),
    MONGO_DB: dbName,
    REDIS_URL: a.redisUrl,
    INTERNAL_IDENTITY_SECRET: `${id}-0123456789abcdef0123456789abcdef`,
    EVENTS_TOPIC_PREFIX: topicPrefix,
  };
  const started: Replica[] = [];
  const kafka = createKafka(`${id}-producer`, a.kafkaBrokers);
  const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: false });
  try {
    await createTopic(admin, topic);
    await Users.init();
    await Users.insertMany(landlords);
    for (let r = 0; r < replicas; r++) started.push(await startReplica(env, join(logDirectory, `${id}-${r + 1}.log`)));
    const assignment = await waitForGroup(admin, id, topic, replicas);
    await producer.connect();

    const warm = Array.from({ length: warmUp }, (_, i) => listing(new Types.ObjectId().toHexString(), i));
    await producer.send({ topic, acks: -1, messages: warm.map((w) => w.message) });
    await waitCommitted(admin, id, topic, await endOffsets(admin, topic), 120_000);
    const from = await committed(admin, id, topic);

    const events = Array.from({ length: total }, (_, i) => listing(landlords[i % landlordCount]!._id, i));
    const eventIds = new Set(events.map((e) => e.eventId));
    const statsBefore = await Promise.all(started.map((replica) => replica.stats()));
    const pids = serverPids();
    const serversBefore = serverSeconds(pids);
    const machineBefore = machineTicks();
    const loadBefore = loadavg()[0]!;

    const t0 = performance.now();
    for (let i = 0; i < events.length; i += 500)
      await producer.send({ topic, acks: -1, messages: events.slice(i, i + 500).map((e) => e.message) });
    const producedMs = performance.now() - t0;
    const ends = await endOffsets(admin, topic);
    const tDone = await waitCommitted(admin, id, topic, ends, 600_000);
    const seconds = (tDone - t0) / 1000;

    const machineAfter = machineTicks();
    const serversAfter = serverSeconds(pids);
    const statsAfter = await Promise.all(started.map((replica) => replica.stats()));
    const cores = cpus().length;
    const share = (s: number) => Math.round((s / seconds) * 100) / 100; // cores busy on average
    const writeCommands = ['insert', 'update', 'delete', 'findAndModify'];
    const writes = statsAfter.reduce(
      (sum, after, r) =>
        sum +
        writeCommands.reduce(
          (n, name) => n + (after.commands[name]?.count ?? 0) - (statsBefore[r]!.commands[name]?.count ?? 0),
          0,
        ),
      0,
    );
    const handledPer = assignment.map((owned) => owned.reduce((sum, p) => sum + (ends[p]! - from[p]!), 0));

    // What the data holds: one card per listing, every landlord derived a landlord, nothing dead-lettered.
    const cards = await connection.db!.collection('property_cards').countDocuments();
    const landlordsWithRole = await Users.countDocuments({ role: 'landlord' });
    const deadLetters = (await admin.fetchTopicOffsets(topicPrefix + deadLetterTopicFor(id))).reduce(
      (sum, p) => sum + Number(p.high),
      0,
    );
    const durations = started.map((replica) => handledDurations(replica.logFile, eventIds));

    return {
      replicas,
      events: total,
      seconds: Math.round(seconds * 100) / 100,
      eventsPerSecond: Math.round((total / seconds) * 10) / 10,
      producedInMs: Math.round(producedMs),
      // MongoDB write commands the replicas sent while measured (all of them queue at the local write gate).
      writesPerEvent: Math.round((writes / total) * 100) / 100,
      writesPerSecond: Math.round(writes / seconds),
      assignment: assignment.map((owned, r) => ({ replica: r + 1, partitions: owned, events: handledPer[r] })),
      handlerMs: durations.map((d, r) => ({
        replica: r + 1,
        logged: d.length,
        p50: percentile(d, 50),
        p95: percentile(d, 95),
      })),
      // Mean round trip per MongoDB command while measured (writes: update, insert, …; include the write gate's queue).
      mongoRoundTripMs: statsAfter.map((after, r) =>
        Object.fromEntries(
          Object.entries(after.commands).flatMap(([name, { count, totalMs }]) => {
            const before = statsBefore[r]!.commands[name] ?? { count: 0, totalMs: 0 };
            const n = count - before.count;
            return n > 0 ? [[name, { count: n, mean: Math.round(((totalMs - before.totalMs) / n) * 10) / 10 }]] : [];
          }),
        ),
      ),
      cpuCores: {
        replicas: statsAfter.map((after, r) => share(after.cpuSeconds - statsBefore[r]!.cpuSeconds)),
        ferretdb: share(serverDelta(serversBefore.ferretdb!, serversAfter.ferretdb!)),
        writeGate: share(serverDelta(serversBefore.writeGate!, serversAfter.writeGate!)),
        kafka: share(serverDelta(serversBefore.kafka!, serversAfter.kafka!)),
        machineBusy:
          Math.round(
            ((machineAfter.busy - machineBefore.busy) / Math.max(1, machineAfter.all - machineBefore.all)) *
              cores *
              100,
          ) / 100,
        of: cores,
      },
      loadAverage1m: { before: loadBefore, after: loadavg()[0]! },
      check: {
        cards,
        expectedCards: total + warmUp,
        landlords: landlordsWithRole,
        expectedLandlords: landlordCount,
        deadLetters,
      },
    };
  } finally {
    await producer.disconnect().catch(() => undefined);
    await Promise.all(started.map((replica) => replica.stop()));
    await connection.dropDatabase().catch(() => undefined);
    await connection.close();
    const topics = (await admin.listTopics()).filter((t) => t.startsWith(topicPrefix));
    if (topics.length > 0) await admin.deleteTopics({ topics }).catch(() => undefined);
  }
}

/**
 * The most single-document writes per second the MongoDB URL takes (locally: the write gate in front of FerretDB,
 * one write command at a time), from 8 writers each updating its own documents by _id for 3 s: the ceiling the
 * replicas' writes share, measured in the same round.
 */
async function writeCeiling(mongoUrl: string, id: string) {
  const connection = await mongoose
    .createConnection(mongoUrl, { dbName: `bench_${id.replace(/-/g, '_')}_gate` })
    .asPromise();
  try {
    const docs = connection.db!.collection<{ _id: string; n: number }>('probe');
    const ids = Array.from({ length: 8 }, (_, w) => `writer-${w}`);
    await docs.insertMany(ids.map((_id) => ({ _id, n: 0 })));
    let writes = 0;
    const t0 = performance.now();
    const until = t0 + 3_000;
    await Promise.all(
      ids.map(async (_id) => {
        while (performance.now() < until) {
          await docs.updateOne({ _id }, { $inc: { n: 1 } });
          writes += 1;
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    return { writers: ids.length, writes, writesPerSecond: Math.round(writes / seconds) };
  } finally {
    await connection.dropDatabase().catch(() => undefined);
    await connection.close();
  }
}

type Measured = Awaited<ReturnType<typeof measure>>;

/** Median over the rounds of (two replicas' figure / one replica's). */
function growth(runs: Array<{ one: Measured; two: Measured }>, figure: (m: Measured) => number): number {
  return Math.round(median(runs.map(({ one, two }) => figure(two) / Math.max(figure(one), 0.001))) * 100) / 100;
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function main(): Promise<void> {
  logDirectory = mkdtempSync(join(tmpdir(), 'bench-events-replicas-'));
  const a = await infraUp(() => undefined);
  const admin = createKafka(`${tag}-admin`, a.kafkaBrokers).admin();
  await admin.connect();
  const runs: Array<{
    writeCeiling: Awaited<ReturnType<typeof writeCeiling>>;
    round: number;
    one: Awaited<ReturnType<typeof measure>>;
    two: Awaited<ReturnType<typeof measure>>;
    ratio: number;
  }> = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      // Odd rounds measure one replica first, even rounds two first: a drift in the machine's load evens out.
      const order = round % 2 === 1 ? [1, 2] : [2, 1];
      const measured: Record<number, Awaited<ReturnType<typeof measure>>> = {};
      for (const replicas of order) {
        console.log(`[bench] round ${round}/${rounds}: ${replicas} replica(s)`);
        measured[replicas] = await measure(a, admin, round, replicas);
        console.log(`[bench]   ${measured[replicas].eventsPerSecond} events/s`);
      }
      const gate = await writeCeiling(a.mongoUrl, `${tag}-r${round}`);
      console.log(`[bench]   write ceiling ${gate.writesPerSecond} writes/s`);
      const one = measured[1]!;
      const two = measured[2]!;
      const ratio = Math.round((two.eventsPerSecond / one.eventsPerSecond) * 100) / 100;
      console.log(`[bench]   ratio ${ratio}`);
      runs.push({ round, one, two, ratio, writeCeiling: gate });
    }
  } finally {
    await admin.disconnect();
  }

  const ratio = median(runs.map((run) => run.ratio));
  const checksPassed = runs.every(({ one, two }) =>
    [one, two].every(
      ({ check }) =>
        check.cards === check.expectedCards && check.landlords === check.expectedLandlords && check.deadLetters === 0,
    ),
  );
  const result = {
    benchmark: 'events with replicas: one users-service replica against two (separate processes, one consumer group)',
    at: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version, sharedWithOtherWork: true },
    mongo: a.mongoUrl,
    workload: {
      event: propertyListed.type,
      handlers:
        'users: property card applyIfNewer upsert; $addToSet ownership + role re-derivation (outbox write on a first listing)',
      events: total,
      partitions,
      landlords: landlordCount,
      warmUp,
    },
    rounds: runs,
    oneReplicaEventsPerSecond: median(runs.map((run) => run.one.eventsPerSecond)),
    twoReplicasEventsPerSecond: median(runs.map((run) => run.two.eventsPerSecond)),
    ratio,
    // Why: how much of the write ceiling one replica already uses; two replicas can go at most ceiling / that.
    diagnosis: {
      oneReplicaWritesPerSecond: median(runs.map((run) => run.one.writesPerSecond)),
      writeCeilingPerSecond: median(runs.map((run) => run.writeCeiling.writesPerSecond)),
      oneReplicaShareOfWriteCeiling:
        Math.round(median(runs.map((run) => run.one.writesPerSecond / run.writeCeiling.writesPerSecond)) * 100) / 100,
      ratioBoundByWriteCeiling:
        Math.round(median(runs.map((run) => run.writeCeiling.writesPerSecond / run.one.writesPerSecond)) * 100) / 100,
      loadAverage1m: median(runs.flatMap((run) => [run.one.loadAverage1m.before, run.two.loadAverage1m.before])),
      machineBusyCores: median(runs.flatMap((run) => [run.one.cpuCores.machineBusy, run.two.cpuCores.machineBusy])),
      replicaCores: median(runs.flatMap((run) => [...run.one.cpuCores.replicas, ...run.two.cpuCores.replicas])),
      // Two replicas against one: how much longer a handler, a read (which no gate queues) and a write took.
      handlerP50Growth: growth(runs, (m) => median(m.handlerMs.map((h) => h.p50))),
      readRoundTripGrowth: growth(runs, (m) => median(m.mongoRoundTripMs.map((c) => c.find?.mean ?? 0))),
      writeRoundTripGrowth: growth(runs, (m) => median(m.mongoRoundTripMs.map((c) => c.update?.mean ?? 0))),
    },
    ratioOf: rounds > 1 ? `median of ${rounds} rounds` : 'one round',
    checksPassed,
    target: `two replicas ≥ ${target}× the events/s of one`,
    targetMet: checksPassed && ratio >= target,
  };
  const out = join(__dirname, 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'events-replicas.json'), JSON.stringify(result, null, 2) + '\n');
  console.log(JSON.stringify(result, null, 2));
  rmSync(logDirectory, { recursive: true, force: true });
  if (!checksPassed) process.exitCode = 1;
}

/** Runs the benchmark and exits (0, or 1 when it failed or the data checks did not pass). */
export function runReplicasBench(): void {
  main().then(
    () => process.exit(),
    (err: unknown) => {
      console.error(err);
      console.error(`replica logs: ${logDirectory}`);
      process.exit(1);
    },
  );
}

if (require.main === module) runReplicasBench();
