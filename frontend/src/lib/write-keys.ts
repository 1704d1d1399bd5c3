/*
 * One Idempotency-Key per thing a person means to do, however many requests carry it: a write sent again with the
 * same body (a double-click, a retry after an answer that never came) carries the key of the first, so a route that
 * honours keys (`@Idempotent()` on the server) does the work once and answers the repeat with the first answer. The
 * key is kept a short while after the write succeeded (a double-click lands inside it) and longer after it got no
 * answer (the retry that follows must not do the work twice); a refused write forgets it.
 */

const AFTER_SUCCESS_MS = 30_000;
const AFTER_NO_ANSWER_MS = 10 * 60_000;

const recent = new Map<string, { key: string; until: number }>();

/** What makes two writes the same one: method, path and body. */
export function writeFingerprint(method: string, path: string, body: unknown): string {
  return `${method} ${path} ${JSON.stringify(body ?? null)}`;
}

/** The key this write goes with: the one of the same write still remembered, else a new one. */
export function keyForWrite(fingerprint: string, now = Date.now()): string {
  for (const [known, entry] of recent) if (entry.until <= now) recent.delete(known);
  const known = recent.get(fingerprint);
  if (known) return known.key;
  const key = crypto.randomUUID();
  recent.set(fingerprint, { key, until: now + AFTER_NO_ANSWER_MS });
  return key;
}

/** How the write ended: done (kept briefly for a double-click), refused (forgotten), or unanswered (kept). */
export function settleWrite(fingerprint: string, outcome: 'done' | 'refused' | 'unanswered', now = Date.now()): void {
  const entry = recent.get(fingerprint);
  if (!entry) return;
  if (outcome === 'refused') recent.delete(fingerprint);
  else if (outcome === 'done') entry.until = Math.min(entry.until, now + AFTER_SUCCESS_MS);
}

/** Signing out: another person's writes share nothing with these. */
export function forgetWrites(): void {
  recent.clear();
}
