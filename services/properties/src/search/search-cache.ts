/**
 * Search answers kept for a few seconds, so that a burst of identical searches (a popular place, a shared link)
 * costs OpenSearch one query. Keyed by the normalised request; emptied when this replica indexes a listing change,
 * and again once the index has refreshed (a search in between may have stored the answer from before the change).
 * Other replicas see the change when their entries expire: an answer is at most `ttlMs` + the index refresh (1 s)
 * behind the listings.
 */
export class SearchAnswerCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();

  constructor(
    readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 2_000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T): void {
    if (!this.enabled) return;
    // Oldest first out (a Map iterates in insertion order).
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }

  /**
   * A listing changed: empties the cache now and again after `refreshMs` (once the index shows the change, so an
   * answer stored in between does not outlive it).
   */
  invalidate(refreshMs = 1_100): void {
    this.clear();
    if (!this.enabled) return;
    setTimeout(() => this.clear(), refreshMs).unref();
  }

  get size(): number {
    return this.entries.size;
  }
}
