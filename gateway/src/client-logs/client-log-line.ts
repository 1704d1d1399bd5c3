import { type ClientLogEntry } from '@trio/contracts/http/client-logs';

/** How deep and how wide a browser's `data` is kept; what lies beyond is replaced by a marker. */
const MAX_DEPTH = 5;
const MAX_KEYS = 50;
const MAX_STRING = 1_000;

/** Keys whose values never reach a log line, whatever the browser sends. */
const SECRET_KEY = /pass(word)?|secret|token|authorization|cookie|aadhaa?r|^pan$|pan_?number|otp|cvv|card_?number/i;
/** An Aadhaar number (12 digits, optionally grouped by four) or a PAN (AAAAA9999A) inside a text. */
const AADHAAR = /\b\d{4}[ -]?\d{4}[ -]?\d{4}\b/g;
const PAN = /\b[A-Z]{5}\d{4}[A-Z]\b/g;
/** A bearer token or JWT pasted into a message. */
const JWT = /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g;

function scrubText(text: string): string {
  const short = text.length > MAX_STRING ? `${text.slice(0, MAX_STRING)}…` : text;
  return short.replace(JWT, '[token]').replace(AADHAAR, '[number]').replace(PAN, '[pan]');
}

/**
 * The browser's `data` as it may be logged: bounded in depth, keys and text length; secrets (by key) and identity
 * numbers or tokens (by shape) replaced. The project's rule: Aadhaar and PAN never reach a log in full.
 */
export function scrubClientData(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (Array.isArray(value)) {
    const kept = value.slice(0, MAX_KEYS).map((item) => scrubClientData(item, depth + 1));
    return value.length > MAX_KEYS ? [...kept, `[${value.length - MAX_KEYS} more]`] : kept;
  }
  const out: Record<string, unknown> = {};
  const entries = Object.entries(value as Record<string, unknown>);
  for (const [key, item] of entries.slice(0, MAX_KEYS)) {
    out[key] = SECRET_KEY.test(key) ? '[redacted]' : scrubClientData(item, depth + 1);
  }
  if (entries.length > MAX_KEYS) out['…'] = `${entries.length - MAX_KEYS} more keys`;
  return out;
}

/** The fields and message of the gateway's log line for one browser entry. */
export function clientLogLine(entry: ClientLogEntry): { fields: Record<string, unknown>; message: string } {
  return {
    fields: {
      source: 'browser',
      client: {
        level: entry.level,
        timestamp: entry.timestamp,
        url: scrubText(entry.url),
        userAgent: entry.userAgent,
        ...(entry.data !== undefined ? { data: scrubClientData(entry.data) } : {}),
      },
    },
    message: scrubText(entry.message),
  };
}
