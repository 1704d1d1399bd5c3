import { Inject, Injectable, type LoggerService, type LogLevel } from '@nestjs/common';
import { type Logger } from 'pino';
import { LOGGER } from './tokens';

type PinoLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * Nest's own logs (bootstrap, route mapping, `new Logger('X').log(...)`) written through pino, so every line
 * of an app is the same JSON. Installed by `configureApp()` with `app.useLogger()`.
 */
@Injectable()
export class NestPinoLogger implements LoggerService {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }
  setLogLevels(_levels: LogLevel[]): void {
    // The level is pino's (LOG_LEVEL); Nest's own level list is not used.
  }

  /**
   * Nest calls `log(message, context)` and `error(message, stack, context)`: the last parameter is the
   * context when it is a one-line string; a multi-line string before it is a stack.
   */
  private write(level: PinoLevel, message: unknown, params: unknown[]): void {
    const rest = [...params];
    const fields: Record<string, unknown> = {};
    const last = rest[rest.length - 1];
    if (typeof last === 'string' && !last.includes('\n')) {
      fields.context = last;
      rest.pop();
    }
    for (const param of rest) {
      if (param instanceof Error) fields.err = param;
      else if (typeof param === 'string' && param.includes('\n')) fields.stack = param;
      else if (param !== undefined) fields.details = param;
    }
    if (message instanceof Error) {
      this.logger[level]({ ...fields, err: message }, message.message);
    } else if (typeof message === 'object' && message !== null) {
      this.logger[level]({ ...fields, ...(message as Record<string, unknown>) });
    } else {
      this.logger[level](fields, String(message));
    }
  }
}
