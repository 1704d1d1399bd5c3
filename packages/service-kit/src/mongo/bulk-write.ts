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
 * Update statements per command at most. FerretDB 1.24 keeps every statement's cursor of an `update` command (and
 * with it one of its 100 SQLite connections) open until the whole command has run: a command of about a hundred
 * statements then waits for a connection for ever, holding the write gate until it drops the connection (60 s).
 * Inserts are one transaction whatever their number.
 */
export const UPDATES_PER_COMMAND = 25;

/**
 * An unordered bulk write reported per operation: a refused operation (a duplicate key, say) fails alone while the
 * others go through. The operations go in chunks of at most {@link UPDATES_PER_COMMAND} updates (and any number of
 * inserts), each chunk one command per kind of operation, so one turn of the write gate each. Takes the driver's
 * collection (`model.collection`), so the documents are written exactly as given (mongoose's bulkWrite skips
 * operations that fail its validation silently). An error of a whole command (a dropped connection) fails the
 * operations of its chunk. `matchedCount` adds up the matched updates of the chunks that went through.
 */
export async function bulkWriteSettled<T extends Document>(
  collection: Collection<T>,
  operations: AnyBulkWriteOperation<T>[],
): Promise<{ outcomes: Settled<void>[]; matchedCount: number }> {
  const outcomes: Settled<void>[] = [];
  let matchedCount = 0;
  for (const chunk of chunksOf(operations)) {
    try {
      const written = await bulkWriteChunk(collection, chunk);
      outcomes.push(...written.outcomes);
      matchedCount += written.matchedCount;
    } catch (error) {
      outcomes.push(...chunk.map((): Settled<void> => ({ ok: false, error })));
    }
  }
  return { outcomes, matchedCount };
}

function chunksOf<O extends object>(operations: O[]): O[][] {
  const chunks: O[][] = [];
  let chunk: O[] = [];
  let updates = 0;
  for (const operation of operations) {
    const isInsert = 'insertOne' in operation;
    if (!isInsert && updates === UPDATES_PER_COMMAND) {
      chunks.push(chunk);
      chunk = [];
      updates = 0;
    }
    chunk.push(operation);
    if (!isInsert) updates += 1;
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

async function bulkWriteChunk<T extends Document>(
  collection: Collection<T>,
  operations: AnyBulkWriteOperation<T>[],
): Promise<{ outcomes: Settled<void>[]; matchedCount: number }> {
  const refused = new Map<number, IndexedWriteError>();
  let result: BulkWriteResult | undefined;
  try {
    result = await collection.bulkWrite(operations, { ordered: false });
  } catch (err) {
    const writeErrors = (err as { writeErrors?: IndexedWriteError | IndexedWriteError[] }).writeErrors;
    const partial = (err as { result?: BulkWriteResult }).result;
    // Without a server's verdict per operation (a dropped connection), nothing of it is known to be written.
    if (!writeErrors || [writeErrors].flat().length === 0 || !partial) throw err;
    for (const writeError of [writeErrors].flat()) refused.set(writeError.index, writeError);
    result = partial;
  }
  const outcomes = operations.map((_, index): Settled<void> => {
    const writeError = refused.get(index);
    if (!writeError) return { ok: true, value: undefined };
    const error = Object.assign(new Error(writeError.errmsg ?? `write ${index} was refused`), {
      code: writeError.code,
    });
    return { ok: false, error };
  });
  return { outcomes, matchedCount: result?.matchedCount ?? 0 };
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
