import { z } from 'zod';
import { defineRoute, PUBLIC } from './route';

/*
 * The SPA's log call (spec 000 §7 "POST /trio/logs", §9 log levels). The browser's logger sends an entry here in
 * production when server logging is on; the GATEWAY answers it itself: one structured log line under the request's
 * correlation id (the browser sends `x-correlation-id`). Anyone may call it (errors happen before sign-in), so it is
 * rate-limited per address and its body is small.
 */

/** The spec's levels, most severe first. */
export const clientLogLevels = ['error', 'warn', 'info', 'debug'] as const;
export const clientLogLevelSchema = z.enum(clientLogLevels);
export type ClientLogLevel = z.output<typeof clientLogLevelSchema>;

/** Bounds of an entry's fields; the whole body is bounded too (the gateway's CLIENT_LOG_MAX_BYTES, 413 above it). */
export const CLIENT_LOG_LIMITS = { message: 2_000, url: 2_048, userAgent: 512 } as const;

/** One log entry of the browser: level, message, data, timestamp, url, userAgent (spec 000 §7). */
export const clientLogEntrySchema = z.object({
  level: clientLogLevelSchema,
  message: z.string().min(1, 'must not be empty').max(CLIENT_LOG_LIMITS.message),
  /** Anything JSON the call site attached (an error's name and message, a route, a status). */
  data: z.unknown().optional(),
  /** When the browser logged it (its own clock), ISO 8601. */
  timestamp: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date-time' }),
  /** The page it happened on. */
  url: z.string().max(CLIENT_LOG_LIMITS.url),
  userAgent: z.string().max(CLIENT_LOG_LIMITS.userAgent),
});
export type ClientLogEntry = z.output<typeof clientLogEntrySchema>;

export const clientLog = defineRoute({
  method: 'POST',
  path: '/trio/logs',
  access: PUBLIC,
  summary: "Records one entry of the browser's log (production, server logging on) under its correlation id",
  description:
    'Written as one structured log line of the gateway with the x-correlation-id the browser sent. Rate-limited per ' +
    'client address (429 RATE_LIMITED); bodies above the limit are refused (413 PAYLOAD_TOO_LARGE).',
  tags: ['logs'],
  body: clientLogEntrySchema,
  answer: { status: 204, description: 'Recorded' },
  problems: ['RATE_LIMITED', 'PAYLOAD_TOO_LARGE'],
});

export const clientLogRoutes = [clientLog] as const;
