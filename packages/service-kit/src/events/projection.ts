import type { Model } from 'mongoose';
import { isDuplicateKeyError } from '../mongo/duplicate-key';

export type ProjectionOutcome = 'applied' | 'stale';

/**
 * Upserts a projection document from an event, but only if the event is newer than what the document
 * holds: a redelivered event, or an older one arriving after a newer one, changes nothing.
 *
 * The filter matches only an older version; when the document exists at the same or a newer version,
 * the upsert tries to insert a second document with the same _id and the server refuses it (11000).
 */
export async function applyIfNewer<T>(
  model: Model<T>,
  aggregateId: string,
  aggregateVersion: number,
  fields: Record<string, unknown>,
): Promise<ProjectionOutcome> {
  try {
    await model.updateOne(
      { _id: aggregateId, version: { $lt: aggregateVersion } } as never,
      { $set: { ...fields, version: aggregateVersion } } as never,
      { upsert: true },
    );
    return 'applied';
  } catch (err) {
    if (isDuplicateKeyError(err)) return 'stale';
    throw err;
  }
}

/**
 * Sets some fields of a projection document the copy already holds, if the event is newer than it. A document not
 * held yet throws: the event (a status change) came before the record's first event, and the consumer retries it.
 */
export async function patchIfNewer<T>(
  model: Model<T>,
  aggregateId: string,
  aggregateVersion: number,
  fields: Record<string, unknown>,
): Promise<ProjectionOutcome> {
  const result = await model.updateOne(
    { _id: aggregateId, version: { $lt: aggregateVersion } } as never,
    { $set: { ...fields, version: aggregateVersion } } as never,
  );
  if (result.matchedCount === 1) return 'applied';
  if (await model.exists({ _id: aggregateId } as never)) return 'stale';
  throw new Error(`${model.modelName} ${aggregateId} is not known yet; this change waits for its first event`);
}
