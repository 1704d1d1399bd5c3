import type { Model } from 'mongoose';
import { isDuplicateKeyError } from './duplicate-key';

/** A read-model document: one per owner (`_id` = the owner's id, read by `_id`), with a version for its writers. */
export interface ReadModelFields {
  _id: string;
  version: number;
}

/** What a change of a read model writes: paths to set (dotted paths reach into maps), or nothing to change. */
export type ReadModelChange = Record<string, unknown> | null;

/**
 * Changes a read model the way MongoDB's single-document atomicity allows without transactions: read it (or the
 * empty document the first time), let `change` decide from what it holds, then write those paths only if nobody
 * else wrote in between (a filter on its version); on a lost race, again from a fresh read, up to `attempts` times.
 *
 * Written for read models kept by a service from its own data: `change` reads the source, so running it twice, late
 * or out of order gives the same document (the caller keeps each entry's source version to refuse an older one).
 */
export async function changeReadModel<T extends ReadModelFields>(
  model: Model<T>,
  id: string,
  empty: () => Omit<T, '_id' | 'version'>,
  change: (current: T) => ReadModelChange | Promise<ReadModelChange>,
  attempts = 8,
): Promise<boolean> {
  const collection = model.collection;
  for (let tried = 0; tried < attempts; tried += 1) {
    const current = (await model.findById(id).lean<T>()) ?? null;
    const paths = await change(current ?? ({ _id: id, version: 0, ...empty() } as T));
    if (!paths || Object.keys(paths).length === 0) return false;
    if (!current) {
      const fresh: Record<string, unknown> = { ...empty() };
      for (const [path, value] of Object.entries(paths)) setPath(fresh, path, value);
      try {
        await collection.insertOne({ _id: id, version: 1, ...fresh } as never);
        return true;
      } catch (err) {
        if (isDuplicateKeyError(err)) continue;
        throw err;
      }
    }
    const result = await collection.updateOne(
      { _id: id, version: current.version } as never,
      {
        $set: paths,
        $inc: { version: 1 },
      } as never,
    );
    if (result.matchedCount === 1) return true;
  }
  throw new Error(`read model ${model.modelName} ${id}: ${attempts} writes in a row lost their race`);
}

/** Sets `a.b.c` inside a plain object (the first write of a read model, which has no document to `$set` in yet). */
function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1]!] = value;
}
