/** One item's outcome in a batch: its value, or why it failed (the others may still have succeeded). */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Gathers single calls into batches: `push(item)` hands the item to `work` together with every other item pushed
 * while the previous batch was under way, and resolves with that item's own outcome. One batch runs at a time, so
 * nothing waits on a timer: a lone call goes at once, and under load the batches grow by themselves (up to
 * `maxBatch`). Made for writes that a database serializes anyway (FerretDB behind the write gate takes one write
 * command at a time): a thousand concurrent single-document writes become a few bulk writes.
 *
 *   const log = new Coalescer((ops: AnyBulkWriteOperation[]) => bulkWriteSettled(collection, ops));
 *   await log.push({ updateOne: { filter: { _id: id }, update: { $set: { status: 'sent' } } } });
 */
export class Coalescer<I, O> {
  private readonly waiting: { item: I; resolve: (value: O) => void; reject: (error: unknown) => void }[] = [];
  private running = false;

  constructor(
    /** Handles a batch: one outcome per item, in the items' order. Throwing fails every item of the batch. */
    private readonly work: (items: I[]) => Promise<Settled<O>[]>,
    private readonly maxBatch = 500,
  ) {
    if (!Number.isInteger(maxBatch) || maxBatch < 1) throw new Error('Coalescer: maxBatch must be a positive integer');
  }

  push(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0, this.maxBatch);
        try {
          const outcomes = await this.work(batch.map((call) => call.item));
          batch.forEach((call, i) => {
            const outcome = outcomes[i];
            if (!outcome) call.reject(new Error('Coalescer: the batch gave no outcome for this item'));
            else if (outcome.ok) call.resolve(outcome.value);
            else call.reject(outcome.error);
          });
        } catch (error) {
          for (const call of batch) call.reject(error);
        }
      }
    } finally {
      this.running = false;
    }
  }
}
