import type { OutboxEntry } from './outbox.schema';

/** A pending outbox entry as readiness and logs show it (no payload: event data stays out of both). */
export interface PendingEntry {
  aggregateId: string;
  eventId: string;
  type: string;
  topic: string;
  recordedAt: Date;
  /** Failed attempts to publish it so far. */
  attempts: number;
  lastError?: string;
}

/** What the relay's last sweep left pending. */
export interface OutboxBacklog {
  sweptAt: Date;
  /** Documents whose entries were still pending after the sweep (failed, or being published by another task). */
  pendingDocuments: number;
  /** The oldest entry among them. */
  oldest?: PendingEntry;
}

/** A failure's message is kept this short in the document, the readiness report and the logs. */
export const LAST_ERROR_MAX_LENGTH = 300;

/** From this many failed attempts on, a failing entry is logged as an error: it looks stuck, not unlucky. */
export const STUCK_AFTER_ATTEMPTS = 8;

export function pendingEntry(aggregateId: string, entry: OutboxEntry): PendingEntry {
  return {
    aggregateId,
    eventId: entry.eventId,
    type: entry.type,
    topic: entry.topic,
    recordedAt: new Date(entry.recordedAt),
    attempts: entry.attempts ?? 0,
    ...(entry.lastError ? { lastError: entry.lastError } : {}),
  };
}

export function oldestOf(entries: PendingEntry[]): PendingEntry | undefined {
  return entries.reduce<PendingEntry | undefined>(
    (oldest, e) => (oldest && oldest.recordedAt <= e.recordedAt ? oldest : e),
    undefined,
  );
}

export function shortError(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.length > LAST_ERROR_MAX_LENGTH ? `${message.slice(0, LAST_ERROR_MAX_LENGTH - 1)}…` : message;
}

/**
 * The single-document update that counts a failed attempt on each of the `failed` entries (by position in
 * `outbox`, which must be the array the filter's version pins) and keeps the error. No arrayFilters and no
 * positional operator, so it stays within what MongoDB and FerretDB both do.
 */
export function failedAttemptUpdate(
  outbox: OutboxEntry[],
  failed: ReadonlySet<string>,
  lastError: string,
): { $inc: Record<string, number>; $set: Record<string, string> } {
  const $inc: Record<string, number> = {};
  const $set: Record<string, string> = {};
  outbox.forEach((entry, i) => {
    if (!failed.has(entry.eventId)) return;
    $inc[`outbox.${i}.attempts`] = 1;
    $set[`outbox.${i}.lastError`] = lastError;
  });
  return { $inc, $set };
}

/**
 * Whether a failure with this attempt count is logged: the 1st, 2nd, 4th, 8th... so a poison entry keeps
 * showing up in the logs with its age and error, ever more rarely, instead of a warning on every sweep.
 */
export function worthLogging(attempts: number): boolean {
  return attempts > 0 && (attempts & (attempts - 1)) === 0;
}

export function describeAge(ms: number): string {
  if (ms < 1_000) return `${Math.max(0, Math.round(ms))} ms`;
  if (ms < 120_000) return `${Math.round(ms / 1_000)} s`;
  if (ms < 7_200_000) return `${Math.round(ms / 60_000)} min`;
  return `${(ms / 3_600_000).toFixed(1)} h`;
}
