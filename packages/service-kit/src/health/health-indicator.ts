/**
 * One dependency the app needs to serve requests. `check()` resolves when it is reachable and rejects when it
 * is not; `HealthService` bounds it with a timeout.
 */
export interface HealthIndicator {
  /** Shown in the readiness report: `mongo`, `kafka`, `redis`, `opensearch`, `s3`. */
  readonly name: string;
  /** Overrides the module's timeout for this check. */
  readonly timeoutMs?: number;
  /** Resolves (optionally with a few details safe to show) when reachable; rejects otherwise. */
  check(): Promise<void | Record<string, unknown>>;
  /** Releases what the indicator opened itself (not clients it was given). */
  close?(): Promise<void>;
}

/** A failure whose message is safe to show in the readiness report; any other error shows as "check failed". */
export class HealthCheckError extends Error {
  override readonly name = 'HealthCheckError';
}

export async function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new HealthCheckError(`timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
