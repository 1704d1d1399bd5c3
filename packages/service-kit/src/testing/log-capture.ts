import { type DestinationStream } from 'pino';

/** One parsed JSON log line. */
export type LogLine = Record<string, unknown> & { level?: string; msg?: string; correlationId?: string };

export interface LogCapture {
  /** Give this to `LoggingModule.forRoot({ destination })`, `bootApp({ logDestination })` or `createLogger`. */
  readonly destination: DestinationStream;
  /** Every line written so far, parsed. */
  readonly lines: LogLine[];
  find(predicate: (line: LogLine) => boolean): LogLine | undefined;
  /** Resolves with the first line (already written or still to come) that matches, or rejects after timeoutMs. */
  waitFor(predicate: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  clear(): void;
}

/** Collects log lines in memory, so a test can assert on what an app logged (e.g. its correlation id). */
export function createLogCapture(options: { echo?: boolean } = {}): LogCapture {
  const lines: LogLine[] = [];
  const waiters = new Set<{ predicate: (line: LogLine) => boolean; resolve: (line: LogLine) => void }>();
  const destination: DestinationStream = {
    write(chunk: string) {
      if (options.echo) process.stdout.write(chunk);
      for (const text of chunk.split('\n')) {
        if (!text.trim()) continue;
        const line = JSON.parse(text) as LogLine;
        lines.push(line);
        for (const waiter of waiters) {
          if (waiter.predicate(line)) {
            waiters.delete(waiter);
            waiter.resolve(line);
          }
        }
      }
    },
  };
  return {
    destination,
    lines,
    find: (predicate) => lines.find(predicate),
    waitFor(predicate, timeoutMs = 5_000) {
      const found = lines.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise<LogLine>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching log line within ${timeoutMs} ms (${lines.length} lines captured)`));
        }, timeoutMs);
        const waiter = {
          predicate,
          resolve: (line: LogLine) => {
            clearTimeout(timer);
            resolve(line);
          },
        };
        waiters.add(waiter);
      });
    },
    clear() {
      lines.length = 0;
    },
  };
}
