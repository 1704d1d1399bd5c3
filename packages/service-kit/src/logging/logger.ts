import pino, { type DestinationStream, type Logger } from 'pino';
import { currentContext } from '../context';

export type { Logger } from 'pino';

export type LogLevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface LoggerOptions {
  /** Written as `service` on every line. */
  service: string;
  level?: LogLevelName;
  /** Where lines go; stdout when absent. Tests pass a capture (see `createLogCapture()` in testing). */
  destination?: DestinationStream;
}

/** Header and field paths whose values never reach a log line. */
export const REDACTED_PATHS = [
  'authorization',
  'cookie',
  'password',
  'secret',
  '*.authorization',
  '*.cookie',
  '*.password',
  '*.secret',
  'headers.authorization',
  'headers.cookie',
  'headers["x-trio-identity"]',
];

/**
 * A pino JSON logger: every line carries `service`, and, when it is written inside a work context (an HTTP
 * request, a consumed event, a job), that context's `correlationId` (and `causationId`).
 */
export function createLogger(options: LoggerOptions): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      base: { service: options.service },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      mixin() {
        const context = currentContext();
        if (!context) return {};
        return context.causationId
          ? { correlationId: context.correlationId, causationId: context.causationId }
          : { correlationId: context.correlationId };
      },
    },
    options.destination ?? pino.destination({ sync: false }),
  );
}
