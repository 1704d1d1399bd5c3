import { type Redis } from 'ioredis';

export const IDEMPOTENCY_OPTIONS = Symbol.for('trio.service-kit.idempotency-options');
export const IDEMPOTENCY_STORE = Symbol.for('trio.service-kit.idempotency-store');
export const IDEMPOTENT_METADATA = 'trio:idempotent';

/** The request header, per draft-ietf-httpapi-idempotency-key-header. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set on a response that is a replay of the first one. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

export interface IdempotencyModuleOptions {
  /** Defaults to REDIS_URL of the app's configuration. */
  redisUrl?: string;
  /** A client to use instead of a URL (the module then does not close it). */
  redis?: Redis;
  /** Prefix of the Redis keys; default `idempotency:<SERVICE_NAME>` or `idempotency`. */
  keyPrefix?: string;
  /** How long a completed response is replayed; default 24 h. */
  ttlSeconds?: number;
  /** How long a repeat waits for the first request to finish before answering 409 IN_PROGRESS; default 10 s. */
  waitMs?: number;
  /** How often a waiting repeat looks again; default 50 ms. */
  pollMs?: number;
  /** How long an in-flight claim survives a crashed process; default 60 s (keep above your slowest handler). */
  inFlightTtlMs?: number;
}

export type ResolvedIdempotencyOptions = Required<Omit<IdempotencyModuleOptions, 'redis' | 'redisUrl'>>;

export interface IdempotentOptions {
  /** Refuse requests without the header (400); default false: without a key the request just runs. */
  required?: boolean;
}
