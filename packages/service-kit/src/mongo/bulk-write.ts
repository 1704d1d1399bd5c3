import type { mongo } from 'mongoose';
import { Coalescer, type Settled } from './coalescer';

type Document = mongo.Document;
type AnyBulkWriteOperation<T extends Document> = mongo.AnyBulkWriteOperation<T>;
type BulkWriteResult = mongo.BulkWriteResult;
type Collection<T extends Document> = mongo.Collection<T>;

interface IndexedWriteError {
  index: number;
  code?: number;
  errmsg?: string;
}

/**
 * One unordered bulk write (one command per kind of operation, so one turn of the write gate each), reported per
 * operation: a refused operation (a duplicate key, say) fails alone while the others go through. Takes the driver's
 * collection (`model.collection`), so the documents are written exactly as given (mongoose's bulkWrite skips
 * operations that fail its validation silently); an error of the whole command fails every operation.
 */
export async function bulkWriteSettled<T extends Document>(
  collection: Collection<T>,
  operations: AnyBulkWriteOperation<T>[],
): Promise<{ outcomes: Settled<void>[]; result?: BulkWriteResult }> {
  if (operations.length === 0) return { outcomes: [] };
  const refused = new Map<number, IndexedWriteError>();
  let result: BulkWriteResult | undefined;
  try {
    result = await collection.bulkWrite(operations, { ordered: false });
  } catch (err) {
    const writeErrors = (err as { writeErrors?: IndexedWriteError | IndexedWriteError[] }).writeErrors;
    if (!writeErrors) throw err;
    for (const writeError of [writeErrors].flat()) refused.set(writeError.index, writeError);
    result = (err as { result?: BulkWriteResult }).result;
  }
  const outcomes = operations.map((_, index): Settled<void> => {
    const writeError = refused.get(index);
    if (!writeError) return { ok: true, value: undefined };
    const error = Object.assign(new Error(writeError.errmsg ?? `write ${index} was refused`), {
      code: writeError.code,
    });
    return { ok: false, error };
  });
  return { outcomes, result };
}

/**
 * Single-document writes to one collection, sent together: each `write()` joins the next unordered bulk write
 * (see {@link Coalescer}) and resolves when it is stored, or rejects with its own error (`isDuplicateKeyError`
 * tells an insert that found its document already there).
 *
 *   private readonly writes = new BulkWriter(this.log.collection);
 *   await this.writes.write({ insertOne: { document: entry } });
 */
export class BulkWriter<T extends Document> {
  private readonly batches: Coalescer<AnyBulkWriteOperation<T>, void>;

  constructor(collection: Collection<T>, options: { maxBatch?: number } = {}) {
    this.batches = new Coalescer(
      async (operations) => (await bulkWriteSettled(collection, operations)).outcomes,
      options.maxBatch ?? 500,
    );
  }

  write(operation: AnyBulkWriteOperation<T>): Promise<void> {
    return this.batches.push(operation);
  }
}
