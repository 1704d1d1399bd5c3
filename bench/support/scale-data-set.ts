/**
 * The benchmark data sets (bench/scale.bench.ts, bench/search.bench.ts): the demo seed at another size, on resources
 * of their own, never the demo's.
 *
 * A data set of N properties is named `bench-scale-<N>`: databases `bench_scale_<N>_<service>`, topic prefix
 * `bench-scale-<N>.`, consumer groups, job and Redis prefixes, bucket and search indexes `bench-scale-<N>-…` (the
 * end-to-end stack's naming, e2e/api/support/stack.ts, with a name instead of unique names). It is made by the
 * services' own seeds (`npm run seed`'s steps, infra/local/seed.ts) with the demo's proportions at that size
 * (dataSetScale: per 2,000 properties 40 landlords, 20 renters, 3 managers, 24 applications, 3 leases with their
 * payments, maintenance requests and reminders), every property with its properties.property.listed.v1. Then the
 * whole stack runs on it until every service's projections have caught up (no outbox entry left, every consumer
 * group at the end of its topics), and a marker in `bench_scale_<N>_bench` says the data set is complete: later runs
 * use it as it is. `BENCH_FRESH=1` drops it and makes it again; `dropScaleDataSet` removes it.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createKafka } from '@trio/service-kit/events';
import { deleteBucket, deleteSearchIndexes, deleteTopicsWithPrefix } from '@trio/service-kit/testing';
import mongoose from 'mongoose';
import {
  namedStackServiceEnv,
  startStack,
  stackTopicPrefix,
  type Stack,
  type StackOptions,
} from '../../e2e/api/support/stack';
import { addressesToEnv, resolveAddresses } from '../../infra/local/addresses';
import { SERVICE_APPS, type ServiceAppName } from '../../infra/local/app-list';
import { infraStateDir } from '../../infra/local/paths';
import { dataSetScale, seedDemoData, type DataSetScale } from '../../infra/local/seed';

/** The name of the data set of `properties` properties. */
export const scaleDataSetName = (properties: number) => `bench-scale-${properties}`;

/** What the marker of a complete data set holds. */
export interface DataSetMarker {
  _id: 'data-set';
  properties: number;
  scale: DataSetScale;
  madeAt: Date;
  /** Seconds: each service's seed, then the projections catching up with the whole stack running. */
  seconds: Record<string, number>;
}

export interface OpenDataSet {
  name: string;
  stack: Stack;
  marker: DataSetMarker;
  /** Whether this run made it (false: a complete one was found). */
  made: boolean;
}

const serviceApp = (service: ServiceAppName) => SERVICE_APPS.find((app) => app.name === service)!;

/** The environment a service of the data set is given (its seeds, its apps started as processes). */
export function dataSetServiceEnv(name: string, service: ServiceAppName): Record<string, string> {
  return namedStackServiceEnv(serviceApp(service), name);
}

const markerDb = (name: string) => `${name.replace(/[^A-Za-z0-9_]/g, '_')}_bench`;

async function withMarkerDb<T>(name: string, work: (db: mongoose.Connection) => Promise<T>): Promise<T> {
  const db = await mongoose
    .createConnection(resolveAddresses().mongoUrl, { dbName: markerDb(name), serverSelectionTimeoutMS: 30_000 })
    .asPromise();
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/** Whether the data set of `properties` properties is complete and made with today's proportions. */
export async function isScaleDataSetComplete(properties: number): Promise<boolean> {
  const marker = await readMarker(scaleDataSetName(properties));
  return marker !== null && JSON.stringify(marker.scale) === JSON.stringify(dataSetScale(properties));
}

export const readMarker = (name: string) =>
  withMarkerDb(name, (db) => db.collection<DataSetMarker>('data_set').findOne({ _id: 'data-set' }));

/** Removes everything of the data set: its databases, topics, indexes, buckets and marker. */
export async function dropScaleDataSet(name: string, print: (line: string) => void = () => undefined): Promise<void> {
  const env = addressesToEnv(resolveAddresses());
  const client = await mongoose.createConnection(env.MONGO_URL!).asPromise();
  try {
    for (const app of SERVICE_APPS) {
      const own = dataSetServiceEnv(name, app.name as ServiceAppName);
      await client.useDb(own.MONGO_DB!).dropDatabase();
      const indexes = (app.service.ownSearchIndexes ?? []).map((variable) => own[variable]!);
      if (indexes.length > 0) await deleteSearchIndexes(env.OPENSEARCH_URL!, indexes).catch(() => undefined);
      for (const bucket of (app.service.ownBuckets ?? []).map((variable) => own[variable]!)) {
        await deleteBucket({ ...env, ...own }, bucket).catch(() => undefined);
      }
    }
    await client.useDb(markerDb(name)).dropDatabase();
  } finally {
    await client.close();
  }
  await deleteTopicsWithPrefix(createKafka(`${name}-drop`, env.KAFKA_BROKERS!.split(',')), stackTopicPrefix(name));
  print(`dropped the data set ${name}`);
}

/**
 * The data set of `properties` properties with the whole stack running on it (in this process): made first when no
 * complete one exists. The caller closes the stack; the data stays.
 */
export async function openScaleDataSet(
  properties: number,
  options: {
    fresh?: boolean;
    print?: (line: string) => void;
    /** How long the projections may take to catch up (default 3 h: 100,000 properties on a shared 2-core machine). */
    settleTimeoutMs?: number;
    stack?: StackOptions;
  } = {},
): Promise<OpenDataSet> {
  const print = options.print ?? ((line: string) => console.log(line));
  const name = scaleDataSetName(properties);
  if (options.fresh) await dropScaleDataSet(name, print);
  const scale = dataSetScale(properties);
  let found = await readMarker(name);
  if (found && JSON.stringify(found.scale) !== JSON.stringify(scale)) {
    print(`[${name}] made with other proportions (${JSON.stringify(found.scale)}): made again`);
    await dropScaleDataSet(name, print);
    found = null;
  }
  if (found) {
    print(`[${name}] complete data set found (made ${found.madeAt.toISOString()}): used as it is`);
    const stack = await startStack({ ...options.stack, name });
    return { name, stack, marker: found, made: false };
  }

  print(`[${name}] making the data set: ${properties} properties, ${JSON.stringify(scale)}`);
  const peopleFile = join(infraStateDir(), '..', 'bench', name, 'people.json');
  mkdirSync(join(peopleFile, '..'), { recursive: true });
  const seconds = await seedDemoData({
    properties,
    scale,
    envOf: (service) => dataSetServiceEnv(name, service),
    peopleFile,
    infra: false,
    print: (line) => print(`[${name}] ${line}`),
  });

  print(`[${name}] starting the stack on it; waiting until every service's projections have caught up…`);
  const stack = await startStack({ ...options.stack, name });
  try {
    const began = Date.now();
    let lastTold = 0;
    await stack.settled(options.settleTimeoutMs ?? 3 * 3600_000, (state) => {
      if (Date.now() - lastTold < 15_000) return;
      lastTold = Date.now();
      print(
        `[${name}]   ${((Date.now() - began) / 1000).toFixed(0)} s: ${state.unhandledMessages} events not yet ` +
          `handled, ${state.pendingDocuments} documents with unpublished events`,
      );
    });
    seconds.projections = (Date.now() - began) / 1000;
    print(`[${name}] projections caught up in ${seconds.projections.toFixed(1)} s`);
  } catch (err) {
    await stack.close();
    throw err;
  }
  const marker: DataSetMarker = { _id: 'data-set', properties, scale, madeAt: new Date(), seconds };
  await withMarkerDb(name, (db) =>
    db.collection<DataSetMarker>('data_set').replaceOne({ _id: 'data-set' }, marker, { upsert: true }),
  );
  return { name, stack, marker, made: true };
}
