import { ConcurrentWriteError } from './outbox.writer';

export interface RetryOnConcurrentWriteOptions<T> {
  /** How many times the read-decide-write runs at the most; default 5. */
  attempts?: number;
  /** The answer when every attempt lost its race; without it the last ConcurrentWriteError is thrown. */
  onExhausted?: () => T | Promise<T>;
}

/**
 * An update of an aggregate by its version, again from a fresh read each time another write got in first:
 * `attempt` reads the aggregate, decides, and writes with `outbox.update(…, version, …)`; when that throws
 * {@link ConcurrentWriteError} it runs again, at most `attempts` times. Any other error ends it at once.
 *
 *   return retryOnConcurrentWrite(
 *     async () => {
 *       const property = await this.properties.findById(id).lean();
 *       if (property.featured === featured) return false;
 *       await this.outbox.update(this.properties, id, property.version, { $set: { featured } }, [draft(…)]);
 *       return true;
 *     },
 *     { onExhausted: () => { throw new ProblemException('CONFLICT', 'Try again.'); } },
 *   );
 */
export async function retryOnConcurrentWrite<T>(
  attempt: () => Promise<T>,
  options: RetryOnConcurrentWriteOptions<T> = {},
): Promise<T> {
  const attempts = options.attempts ?? 5;
  let lastConflict: ConcurrentWriteError | undefined;
  for (let tried = 0; tried < attempts; tried++) {
    try {
      return await attempt();
    } catch (err) {
      if (!(err instanceof ConcurrentWriteError)) throw err;
      lastConflict = err;
    }
  }
  if (options.onExhausted) return options.onExhausted();
  throw lastConflict ?? new Error('retryOnConcurrentWrite: attempts must be at least 1');
}
