import { clientLog, clientLogLevels, CLIENT_LOG_LIMITS, type ClientLogLevel } from '@trio/contracts/http/client-logs';
import { env } from '../config/env';
import { CORRELATION_HEADER, newCorrelationId } from './correlation';
import { ApiError } from './problem';

/*
 * The app's logger (spec 000 §9): levels error, warn, info, debug; the console shows `consoleLevel` and above
 * (default warn); in production, when server logging is on, every entry at `serverLevel` and above (default: every
 * entry) also goes to the server, `POST /trio/logs` (§7: level, message, data, timestamp, url, userAgent). A post
 * that fails is silent (§8). An entry about a failed API call is sent under that call's correlation id, so the
 * servers' trace of the call (`npm run ops -- trace <id>`) shows the browser's view of it too.
 */

export type LogLevel = ClientLogLevel;

export interface LoggerConfig {
  consoleLevel: LogLevel;
  /** Send entries to the server (only ever in production). */
  serverLogging: boolean;
  production: boolean;
  serverLevel: LogLevel;
  /** At most this many entries go to the server per minute; the rest are dropped (the gateway limits too). */
  serverPerMinute: number;
}

export interface LoggerDeps {
  fetch: typeof fetch;
  console: Pick<Console, LogLevel>;
  now: () => Date;
  location: () => string;
  userAgent: () => string;
  /** `https://api.example` or '' (same origin). */
  apiBase: string;
}

export interface Logger {
  error(message: string, data?: unknown): void;
  warn(message: string, data?: unknown): void;
  info(message: string, data?: unknown): void;
  debug(message: string, data?: unknown): void;
}

/** 0 = error … 3 = debug: an entry is shown when its rank is at most the threshold's. */
const rank = (level: LogLevel) => clientLogLevels.indexOf(level);

/** What JSON can carry of `data`: errors as their name, message (and an API error's status, code, id). */
export function serialisable(data: unknown, depth = 0): unknown {
  if (depth > 6) return '[too deep]';
  if (data instanceof ApiError) {
    return {
      name: data.name,
      message: data.message,
      status: data.status,
      code: data.code,
      ...(data.correlationId ? { correlationId: data.correlationId } : {}),
    };
  }
  if (data instanceof Error) return { name: data.name, message: data.message };
  if (Array.isArray(data)) return data.map((item) => serialisable(item, depth + 1));
  if (data && typeof data === 'object') {
    return Object.fromEntries(
      Object.entries(data as Record<string, unknown>).map(([k, v]) => [k, serialisable(v, depth + 1)]),
    );
  }
  return data;
}

/** The correlation id of the first failed API call found in `data` (itself, or one level down). */
function correlationIdIn(data: unknown): string | undefined {
  if (data instanceof ApiError) return data.correlationId;
  if (Array.isArray(data)) return data.map(correlationIdIn).find(Boolean);
  if (data && typeof data === 'object') {
    for (const value of Object.values(data as Record<string, unknown>)) {
      if (value instanceof ApiError && value.correlationId) return value.correlationId;
    }
  }
  return undefined;
}

/** Bounded as the route allows; data too large to send is replaced by a note (the gateway refuses big bodies). */
const MAX_DATA_CHARS = 8_000;

export function createLogger(config: LoggerConfig, deps: LoggerDeps): Logger {
  const sentAt: number[] = [];

  const toServer = (level: LogLevel, message: string, data: unknown) => {
    if (!config.production || !config.serverLogging || rank(level) > rank(config.serverLevel)) return;
    const now = deps.now();
    while (sentAt.length > 0 && now.getTime() - sentAt[0]! > 60_000) sentAt.shift();
    if (sentAt.length >= config.serverPerMinute) return;
    sentAt.push(now.getTime());
    let payload: unknown;
    try {
      payload = data === undefined ? undefined : serialisable(data);
      if (payload !== undefined && JSON.stringify(payload).length > MAX_DATA_CHARS)
        payload = '[data too large to send]';
    } catch {
      payload = '[data not serialisable]';
    }
    const entry = {
      level,
      message: message.slice(0, CLIENT_LOG_LIMITS.message) || '(no message)',
      ...(payload !== undefined ? { data: payload } : {}),
      timestamp: now.toISOString(),
      url: deps.location().slice(0, CLIENT_LOG_LIMITS.url),
      userAgent: deps.userAgent().slice(0, CLIENT_LOG_LIMITS.userAgent),
    };
    try {
      void deps
        .fetch(`${deps.apiBase}${clientLog.path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [CORRELATION_HEADER]: correlationIdIn(data) ?? newCorrelationId(),
          },
          body: JSON.stringify(entry),
          // Sent even when the page is being left (an error on navigation).
          keepalive: true,
          credentials: 'omit',
        })
        .catch(() => undefined);
    } catch {
      // Silent (spec 000 §8: "Server log post fails: silent").
    }
  };

  const log = (level: LogLevel) => (message: string, data?: unknown) => {
    if (rank(level) <= rank(config.consoleLevel)) {
      if (data === undefined) deps.console[level](message);
      else deps.console[level](message, data);
    }
    toServer(level, message, data);
  };

  return { error: log('error'), warn: log('warn'), info: log('info'), debug: log('debug') };
}

/**
 * Errors nothing caught (a thrown error, a rejected promise nobody awaited) go through the logger too, so with server
 * logging on they reach the server. Returns the function that removes the listeners.
 */
export function logUncaughtErrors(target: Pick<Window, 'addEventListener' | 'removeEventListener'>, log: Logger) {
  const onError = (event: ErrorEvent) =>
    log.error(`Uncaught error: ${event.message}`, {
      error: event.error as unknown,
      source: event.filename,
      line: event.lineno,
      column: event.colno,
    });
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    log.error(`Unhandled rejection: ${reason instanceof Error ? reason.message : String(reason)}`, { error: reason });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

function levelFrom(value: string, fallback: LogLevel): LogLevel {
  return (clientLogLevels as readonly string[]).includes(value) ? (value as LogLevel) : fallback;
}

/** The app's logger, configured at build time (config/env.ts: VITE_LOG_LEVEL, VITE_SERVER_LOGGING, …). */
export const logger: Logger = createLogger(
  {
    consoleLevel: levelFrom(env.logLevel, 'warn'),
    serverLogging: env.serverLogging,
    production: import.meta.env.PROD,
    serverLevel: levelFrom(env.serverLogLevel, 'debug'),
    serverPerMinute: 30,
  },
  {
    fetch: (...args) => fetch(...args),
    console,
    now: () => new Date(),
    location: () => globalThis.location?.href ?? '',
    userAgent: () => globalThis.navigator?.userAgent ?? '',
    apiBase: env.apiBase,
  },
);
