import { type Caller } from '../http/caller';

/** Where current identities come from: the users service (`UsersClient`). */
export interface IdentitySource {
  identityOf(userId: string): Promise<Caller | null>;
}

interface CacheEntry {
  expiresAt: number;
  identity: Promise<Caller | null>;
}

/** Above this many entries, expired ones are swept on the next insert. */
const SWEEP_THRESHOLD = 10_000;

/**
 * The current identity (and so the current role) of a signed-in user. Roles change without a new sign-in (a user
 * becomes a landlord when a listing is approved), so the token's claims are not enough: the users service is asked,
 * and its answer reused for `cacheMs` per user. Concurrent requests of one user share one lookup; a failed lookup
 * is not cached.
 */
export class CallerIdentities {
  private readonly cache = new Map<string, CacheEntry>();

  constructor(
    private readonly source: IdentitySource,
    private readonly cacheMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  current(userId: string): Promise<Caller | null> {
    const cached = this.cache.get(userId);
    if (cached && cached.expiresAt > this.now()) return cached.identity;

    const identity = this.source.identityOf(userId);
    if (this.cacheMs > 0) {
      this.sweepIfLarge();
      const entry = { expiresAt: this.now() + this.cacheMs, identity };
      this.cache.set(userId, entry);
      identity.catch(() => {
        if (this.cache.get(userId) === entry) this.cache.delete(userId);
      });
    }
    return identity;
  }

  private sweepIfLarge(): void {
    if (this.cache.size < SWEEP_THRESHOLD) return;
    const now = this.now();
    for (const [userId, entry] of this.cache) if (entry.expiresAt <= now) this.cache.delete(userId);
  }
}
