import mongoose from 'mongoose';
import type { Stack } from './stack';

/**
 * The queries the services of an in-process stack make, and whether an index serves each (ARCHITECTURE.md,
 * "Storage": an index serves every query on a collection that grows with the business).
 *
 * Every app of the stack runs in this process on the one mongoose, so its debug hook sees each collection call
 * (find, update, delete, count, aggregate, bulk writes) with its database. Calls are grouped by shape (the
 * collection, the method, the filter's fields and operators, not its values); one example of each shape is then
 * explained on the same server, and a plan that reads the whole collection is a finding.
 */

type Json = Record<string, unknown>;

/** One call a service made, with the filter it read by. */
export interface RecordedQuery {
  db: string;
  collection: string;
  method: string;
  /** What the server narrows by: the filter, or the leading `$match` of a pipeline (undefined: none). */
  filter: Json | undefined;
}

export interface QueryPlan extends RecordedQuery {
  shape: string;
  /** The server's plan, as explain answers it. */
  plan: string;
  /** Whether the plan reads the whole collection. */
  scans: boolean;
}

/** Mongoose's collection methods that read by a filter (their first argument). */
const FILTERED = new Set([
  'find',
  'findOne',
  'countDocuments',
  'distinct',
  'updateOne',
  'updateMany',
  'replaceOne',
  'deleteOne',
  'deleteMany',
  'findOneAndUpdate',
  'findOneAndDelete',
  'findOneAndReplace',
]);

/** Bulk write operations that read by a filter. */
const BULK_FILTERED = ['updateOne', 'updateMany', 'replaceOne', 'deleteOne', 'deleteMany'];

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function recordsOf(db: string, collection: string, method: string, args: unknown[]): RecordedQuery[] {
  if (FILTERED.has(method)) {
    return [{ db, collection, method, filter: isObject(args[0]) ? args[0] : {} }];
  }
  if (method === 'aggregate') {
    const [first] = (Array.isArray(args[0]) ? args[0] : []) as unknown[];
    const match = isObject(first) && isObject(first.$match) ? first.$match : undefined;
    return [{ db, collection, method, filter: match }];
  }
  if (method === 'bulkWrite' && Array.isArray(args[0])) {
    return (args[0] as unknown[]).flatMap((op) => {
      if (!isObject(op)) return [];
      const kind = BULK_FILTERED.find((k) => isObject(op[k]));
      const filter = kind && isObject(op[kind]) ? (op[kind] as Json).filter : undefined;
      return kind && isObject(filter) ? [{ db, collection, method: `bulkWrite.${kind}`, filter }] : [];
    });
  }
  return [];
}

/** The filter with every value replaced by its kind: `{status: 'pending'}` and `{status: 'paid'}` are one shape. */
export function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.length > 0 ? [shapeOf(value[0])] : [];
  if (value instanceof Date) return 'date';
  if (isObject(value) && value.constructor?.name === 'ObjectId') return 'objectId';
  if (isObject(value)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, key.startsWith('$') || isObject(value[key]) ? shapeOf(value[key]) : typeof value[key]]),
    );
  }
  return typeof value;
}

/**
 * Starts recording every collection call made in this process, but those on the connections `ignored` names (the
 * test's own, such as the stack's `db` of each service, which its `settled()` reads); `stop()` ends it and gives the
 * calls.
 */
export function recordQueries(ignored: (connection: unknown) => boolean): { stop(): RecordedQuery[] } {
  const recorded: RecordedQuery[] = [];
  mongoose.set('debug', function (this: { conn?: { name?: string } }, collection: string, method: string, ...args) {
    if (ignored(this.conn)) return;
    recorded.push(...recordsOf(this.conn?.name ?? '?', collection, method, args));
  });
  return {
    stop() {
      mongoose.set('debug', false);
      return recorded;
    },
  };
}

/** Explains one example of each shape of the recorded calls on `connectionOf(db)`'s server. */
export async function planQueries(
  recorded: readonly RecordedQuery[],
  connectionOf: (db: string) => mongoose.Connection,
): Promise<QueryPlan[]> {
  const examples = new Map<string, RecordedQuery>();
  for (const query of recorded) {
    const shape = `${query.db}.${query.collection} ${query.method.replace(/^bulkWrite\./, '')} ${JSON.stringify(
      query.filter === undefined ? 'no $match' : shapeOf(query.filter),
    )}`;
    if (!examples.has(shape)) examples.set(shape, query);
  }
  const plans: QueryPlan[] = [];
  for (const [shape, query] of examples) {
    const db = connectionOf(query.db).db;
    if (!db) throw new Error(`no open connection to ${query.db}`);
    if (query.filter === undefined) {
      plans.push({ ...query, shape, plan: 'an aggregate without a leading $match reads every document', scans: true });
      continue;
    }
    const explained = (await db.collection(query.collection).find(query.filter).explain()) as Json;
    const plan = JSON.stringify(explained.queryPlanner ?? explained);
    // FerretDB answers SQLite's plan lines (`SCAN t` or `SEARCH t USING INDEX i`), mongod its winning stages.
    const scans = /\bSCAN\b|COLLSCAN/.test(plan) && !/USING (COVERING )?INDEX|IXSCAN/.test(plan);
    plans.push({ ...query, shape, plan, scans });
  }
  return plans;
}

/**
 * Collections that do not grow with the business (a handful of documents per deployment, like the managers): reading
 * one whole is fine. Every other collection must have an index for each query.
 */
export const SMALL_COLLECTIONS: ReadonlySet<string> = new Set(['managers']);

/** Records the queries of the stack's services (its own `db` connections, which tests read, left out). */
export function recordStackQueries(stackOf: () => Stack | undefined): { stop(): RecordedQuery[] } {
  return recordQueries((connection) => Object.values(stackOf()?.services ?? {}).some((s) => s.db === connection));
}

/**
 * The shapes of the recorded queries that read a whole collection of business data (none: every one is served by an
 * index). With QUERY_PLANS_REPORT set, every shape's verdict is printed.
 */
export async function collectionScans(stack: Stack, recorded: readonly RecordedQuery[]): Promise<string[]> {
  const byDb = new Map(Object.values(stack.services).map((service) => [service.db.name, service.db]));
  const plans = await planQueries(recorded, (db) => {
    const connection = byDb.get(db);
    if (!connection) throw new Error(`a query on ${db}, which is no service's database`);
    return connection;
  });
  if (process.env.QUERY_PLANS_REPORT) {
    console.log(plans.map((p) => `${p.scans ? 'SCAN ' : 'index'} ${p.shape}`).join('\n'));
  }
  return plans.filter((p) => p.scans && !SMALL_COLLECTIONS.has(p.collection)).map((p) => p.shape);
}
