import { z } from 'zod';

/**
 * Reusable pieces of an app's environment schema. Compose them by spreading their shapes:
 *
 *   const schema = z.object({ ...baseConfigSchema.shape, ...s3ConfigSchema.shape, MEDIA_BUCKET: z.string() });
 */

/** A comma-separated list ("a:1, b:2") as a string array without blanks; at least one entry. */
export function commaList(itemDescription = 'entry') {
  return z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string()).min(1, `must list at least one ${itemDescription}, comma-separated`));
}

/** A whole number above 0, e.g. `LOGIN_MAX_FAILURES: positiveInt('attempts').default(5)`. */
export function positiveInt(unit?: string) {
  return z.coerce
    .number({ error: unit ? `must be a number of ${unit}` : 'must be a number' })
    .int('must be a whole number')
    .positive('must be greater than 0');
}

/** The name of a database inside MONGO_URL's server (letters, digits, `_` and `-`), defaulting to the service's own. */
export function mongoDatabaseName(fallback: string) {
  return z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,63}$/, 'must be a plain database name')
    .default(fallback);
}

/** A URL with one of the given schemes (checked by prefix: a MongoDB seed list is not a WHATWG URL). */
export function urlWithScheme(...schemes: string[]) {
  const pattern = new RegExp(`^(${schemes.map((s) => s.replace(/[+.]/g, '\\$&')).join('|')})://\\S+$`);
  return z.string().regex(pattern, `must be a URL starting with ${schemes.map((s) => `${s}://`).join(' or ')}`);
}

/** A TCP port; 0 lets the OS pick one (tests). */
export const portSchema = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** How long an app may take to close after SIGTERM/SIGINT by default (SHUTDOWN_TIMEOUT_MS). */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * How long an app may take to close after SIGTERM/SIGINT before it exits anyway (code 1), naming what was still
 * open (see the kit's shutdown). Spread into every app's schema; the gateway's too.
 */
export const shutdownConfigSchema = z.object({
  SHUTDOWN_TIMEOUT_MS: positiveInt('milliseconds').default(DEFAULT_SHUTDOWN_TIMEOUT_MS),
});

/** What every app needs: its name, port, log level, environment, Kafka, MongoDB and Redis, and its shutdown budget. */
export const baseConfigSchema = z.object({
  SERVICE_NAME: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,62}$/, 'must be lower-case letters, digits and hyphens (e.g. "payments")'),
  PORT: portSchema,
  /** The interface to listen on: loopback in local runs; a container sets 0.0.0.0 to be reachable on its network. */
  HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  KAFKA_BROKERS: commaList('host:port broker').pipe(
    z.array(z.string().regex(/^[^\s:]+:\d{1,5}$/, 'each broker must be host:port')),
  ),
  MONGO_URL: urlWithScheme('mongodb', 'mongodb+srv'),
  REDIS_URL: urlWithScheme('redis', 'rediss'),
  /** Prefix of every Kafka topic name (isolates stacks sharing one Kafka in end-to-end tests); empty normally. */
  EVENTS_TOPIC_PREFIX: z
    .string()
    .regex(/^[a-z0-9-]*\.?$/, 'must be lower-case letters, digits and hyphens, optionally ending in a dot')
    .default(''),
  ...shutdownConfigSchema.shape,
});

/**
 * How much work a service takes on at once (`installOverloadGuard`, applied by `defineService`): requests beyond
 * `OVERLOAD_MAX_IN_FLIGHT` (or `OVERLOAD_MAX_IN_FLIGHT_PER_ROUTE` of one route) wait in their route's queue, at most
 * `OVERLOAD_MAX_QUEUE_PER_ROUTE` of them and for at most `OVERLOAD_MAX_QUEUE_WAIT_MS`; the rest are answered at once
 * with 503 OVERLOADED and `retry-after`. The per-route cap is taken as at most the global one.
 */
export const overloadConfigSchema = z.object({
  OVERLOAD_MAX_IN_FLIGHT: positiveInt('requests').default(16),
  OVERLOAD_MAX_IN_FLIGHT_PER_ROUTE: positiveInt('requests').default(8),
  OVERLOAD_MAX_QUEUE_PER_ROUTE: positiveInt('requests').default(128),
  OVERLOAD_MAX_QUEUE_WAIT_MS: positiveInt('milliseconds').default(1_000),
});

/**
 * What every service behind the gateway reads: the base, the gateway's identity secret, its overload limits and its
 * own database (MONGO_DB), with its name and port as defaults. Spread it first, then add the service's own variables:
 *
 *   z.object({ ...serviceConfigSchema('users', 3101).shape, LOGIN_MAX_FAILURES: positiveInt('attempts').default(5) })
 */
export function serviceConfigSchema(name: string, port: number) {
  return z.object({
    ...baseConfigSchema.shape,
    ...internalIdentityConfigSchema.shape,
    ...overloadConfigSchema.shape,
    SERVICE_NAME: baseConfigSchema.shape.SERVICE_NAME.default(name),
    PORT: portSchema.default(port),
    /** The service's database inside MONGO_URL's server (tests use their own). */
    MONGO_DB: mongoDatabaseName(name),
  });
}

/** The configuration every service behind the gateway has (see {@link serviceConfigSchema}). */
export type ServiceConfig = z.output<ReturnType<typeof serviceConfigSchema>>;

export const opensearchConfigSchema = z.object({
  OPENSEARCH_URL: urlWithScheme('http', 'https'),
});

export const s3ConfigSchema = z.object({
  S3_ENDPOINT: urlWithScheme('http', 'https'),
  S3_ACCESS_KEY: z.string().min(3, 'must be at least 3 characters'),
  S3_SECRET_KEY: z.string().min(8, 'must be at least 8 characters'),
  S3_REGION: z.string().min(1).default('us-east-1'),
});

export const smtpConfigSchema = z.object({
  SMTP_URL: urlWithScheme('smtp', 'smtps'),
});

/** The secret shared by the gateway (which signs the identity header) and the services (which verify it). */
export const internalIdentityConfigSchema = z.object({
  INTERNAL_IDENTITY_SECRET: z.string().min(32, 'must be at least 32 characters'),
});

/** The SMTP capture's REST API, for tests that read the mail an app sent. */
export const mailInboxConfigSchema = z.object({
  MAIL_INBOX_URL: urlWithScheme('http', 'https'),
});

export type BaseConfig = z.output<typeof baseConfigSchema>;
