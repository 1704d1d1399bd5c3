/**
 * Deterministic job ids: the same piece of work always gets the same id, so enqueueing it twice (a redelivered
 * event, two replicas running the same sweep) collapses into one job.
 *
 * The separator is `|`, not the `:` the architecture's example shows. BullMQ 5 rejects a custom id containing
 * `:` unless it has exactly three `:`-separated parts (a compatibility rule for its old repeatable-job ids, marked
 * to become a plain "no `:`" rule in its next major), so `rent-reminder:<leaseId>:<date>` happens to pass today
 * while any id with two or four parts throws. `|` is never special to BullMQ or Redis and rarely appears in ids.
 */
export const JOB_ID_SEPARATOR = '|';

/** What a part of a job id may be: anything printable without the separator, `:` or whitespace. */
const PART = /^[^\s|:]+$/;
/** The leading kind names the work in kebab-case, which also keeps the id from ever being an integer. */
const KIND = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/**
 * `jobId('rent-reminder', leaseId, '2026-12-01')` → `rent-reminder|<leaseId>|2026-12-01`.
 * Throws when the kind is not kebab-case, no part follows it, or a part is empty or holds `|`, `:` or whitespace.
 */
export function jobId(kind: string, ...parts: ReadonlyArray<string | number>): string {
  if (!KIND.test(kind)) {
    throw new Error(`jobId: kind "${kind}" must be kebab-case (e.g. "rent-reminder")`);
  }
  if (parts.length === 0) {
    throw new Error(`jobId("${kind}"): give at least one part that identifies the work (an id, a date)`);
  }
  const texts = parts.map((part, index) => {
    const text = typeof part === 'number' ? String(part) : part;
    if (typeof part === 'number' && !Number.isFinite(part)) {
      throw new Error(`jobId("${kind}"): part ${index + 1} is not a finite number`);
    }
    if (typeof text !== 'string' || !PART.test(text)) {
      throw new Error(
        `jobId("${kind}"): part ${index + 1} (${JSON.stringify(text)}) must be non-empty and contain no ` +
          `"${JOB_ID_SEPARATOR}", ":" or whitespace`,
      );
    }
    return text;
  });
  return [kind, ...texts].join(JOB_ID_SEPARATOR);
}

/**
 * Checks an id given to `enqueue`: BullMQ's own rules (not an integer, no `:`) plus non-empty and no whitespace.
 * Ids built with {@link jobId} always pass; hand-made ids are allowed when they follow the same rules.
 */
export function assertValidJobId(id: string): void {
  if (typeof id !== 'string' || id.length === 0) throw new Error('enqueue: options.jobId is required');
  if (/\s/.test(id)) throw new Error(`enqueue: jobId "${id}" must not contain whitespace`);
  if (id.includes(':')) {
    throw new Error(`enqueue: jobId "${id}" must not contain ":" (BullMQ reserves it); build ids with jobId()`);
  }
  if (String(Number.parseInt(id, 10)) === id) {
    throw new Error(`enqueue: jobId "${id}" must not be an integer (BullMQ reserves those for its own ids)`);
  }
}
