/**
 * Where a bench's database time goes, seen from outside: while the bench runs, a probe writes one tiny document and
 * reads it back by `_id` every `everyMs`, on a connection of its own, and times both. In local mode every write
 * command of every service waits its turn at the write gate (infra/local/mongo-write-gate.ts) while reads pass it,
 * so a probe write that takes far longer during the run than before it, while the probe read does not, says the
 * write gate's queue is where the time goes; both slow says FerretDB (or the machine) is.
 */
import mongoose from 'mongoose';
import { percentile } from './percentile';

export interface ProbeFigures {
  probes: number;
  writeMs: { p50: number; p95: number; max: number };
  readMs: { p50: number; p95: number; max: number };
}

export interface DatabaseProbe {
  /** Stops probing and answers the figures of the probes made since `start` (or since the last `stop`). */
  stop(): Promise<ProbeFigures>;
  /** Starts probing again after a `stop`. */
  start(): void;
  close(): Promise<void>;
}

const figuresOf = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: percentile(sorted, 100) };
};

/** Probes `dbName` on `mongoUrl` (its own collection, `probe`); call `start()` to begin. */
export async function databaseProbe(mongoUrl: string, dbName: string, everyMs = 100): Promise<DatabaseProbe> {
  const connection = await mongoose.createConnection(mongoUrl, { dbName, maxPoolSize: 2 }).asPromise();
  const collection = connection.db!.collection<{ _id: string; at: Date }>('probe');
  let writes: number[] = [];
  let reads: number[] = [];
  let running: Promise<void> | undefined;
  let stopping = false;

  const loop = async () => {
    for (let n = 0; !stopping; n += 1) {
      const _id = `p${Date.now().toString(36)}${n}`;
      const writeStarted = performance.now();
      await collection.insertOne({ _id, at: new Date() });
      writes.push(performance.now() - writeStarted);
      const readStarted = performance.now();
      await collection.findOne({ _id });
      reads.push(performance.now() - readStarted);
      await new Promise((resolve) => setTimeout(resolve, everyMs)); // the probe's own pace, not a wait for state
    }
  };

  return {
    start() {
      stopping = false;
      running = loop();
    },
    async stop() {
      stopping = true;
      await running;
      const figures = { probes: writes.length, writeMs: figuresOf(writes), readMs: figuresOf(reads) };
      writes = [];
      reads = [];
      return figures;
    },
    async close() {
      stopping = true;
      await running;
      await connection.close();
    },
  };
}
