import type { Connection } from 'mongoose';

interface OwnerVersionDocument {
  _id: string;
  version: number;
}

/**
 * Answers about one owner's data (a landlord's homes, leases, books) kept in this process while that data has not
 * changed, checked on every request against a change counter per owner: one tiny document `{_id: ownerId, version}`
 * in `collection`, read by `_id`. On FerretDB that read costs a few milliseconds where reading the data itself (a
 * filter without `_id` reads the whole collection) costs hundreds.
 *
 * The service bumps an owner's counter after every change of that owner's data, from the change's event (its own
 * consumer group, so a crash between the write and the bump is made good by the redelivery). Every replica reads the
 * counter, so none serves an answer older than the last bump: an answer is stale only between a write and the
 * handling of its event. An answer is computed after the counter was read, so a change during the computation bumps
 * it past the stored version and the next request computes again.
 */
export class OwnerAnswers<T> {
  private readonly entries = new Map<string, { version: number; value: T }>();

  constructor(
    private readonly connection: Connection,
    private readonly collection: string,
    private readonly maxEntries = 1_000,
  ) {}

  /** The answer for `ownerId` (and `variant`, such as the day it is computed for), from memory or `compute`. */
  async get(ownerId: string, variant: string, compute: () => Promise<T>): Promise<T> {
    return (await this.tagged(ownerId, variant, compute)).value;
  }

  /**
   * The answer and its entity tag: the owner, the variant and the counter's version name it (every replica gives the
   * same tag for the same data), so an HTTP client holding it can be answered 304 (`notModified` in the kit's http).
   */
  async tagged(ownerId: string, variant: string, compute: () => Promise<T>): Promise<{ etag: string; value: T }> {
    const version = await this.version(ownerId);
    const key = `${ownerId}|${variant}`;
    const etag = `"${ownerId}.${variant}.${version}"`;
    const held = this.entries.get(key);
    if (held && held.version === version) return { etag, value: held.value };
    const value = await compute();
    // Oldest first out (a Map iterates in insertion order).
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { version, value });
    return { etag, value };
  }

  /** The owner's data changed: every replica's answers about it are computed again. */
  async changed(ownerId: string): Promise<void> {
    await this.versions().updateOne({ _id: ownerId }, { $inc: { version: 1 } }, { upsert: true });
  }

  private async version(ownerId: string): Promise<number> {
    return (await this.versions().findOne({ _id: ownerId }))?.version ?? 0;
  }

  private versions() {
    return this.connection.collection<OwnerVersionDocument>(this.collection);
  }
}
