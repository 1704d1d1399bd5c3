import {
  baseConfigSchema,
  commaList,
  internalIdentityConfigSchema,
  positiveInt,
  shutdownConfigSchema,
  urlWithScheme,
  type ConfigOf,
} from '@trio/service-kit/config';
import { join } from 'node:path';
import { z } from 'zod';
import { DOWNSTREAM_SERVICES, type DownstreamUrlVariable } from './downstream-services';

/** Where `npm run build -w @trio/frontend` puts the SPA, from this file (src/ and dist/ alike are two levels down). */
const DEFAULT_SPA_DIR = join(__dirname, '..', '..', 'frontend', 'dist');

/**
 * `{ USERS_URL: [url, …], … }` for every service behind the gateway: the base URL of each of its replicas,
 * comma-separated (default: one, its local port).
 */
function downstreamUrlsSchema() {
  const urls = (defaultUrl: string) =>
    commaList('base URL')
      .pipe(z.array(urlWithScheme('http', 'https')))
      .default([defaultUrl]);
  return Object.fromEntries(
    DOWNSTREAM_SERVICES.map((service) => [service.urlVariable, urls(service.defaultUrl)]),
  ) as Record<DownstreamUrlVariable, ReturnType<typeof urls>>;
}

/**
 * The gateway's environment. It needs neither Kafka nor MongoDB, so it takes the pieces of the kit's base schema it
 * uses (name, port, log level, environment, Redis) instead of the whole base schema.
 */
export const gatewayConfigSchema = z.object({
  SERVICE_NAME: baseConfigSchema.shape.SERVICE_NAME.default('gateway'),
  PORT: baseConfigSchema.shape.PORT.default(3000),
  HOST: baseConfigSchema.shape.HOST,
  LOG_LEVEL: baseConfigSchema.shape.LOG_LEVEL,
  NODE_ENV: baseConfigSchema.shape.NODE_ENV,
  ...shutdownConfigSchema.shape,
  /** Rate-limit and failed-login counters. */
  REDIS_URL: baseConfigSchema.shape.REDIS_URL,
  /** Prefix of every Redis key the gateway writes (tests use a unique one per run). */
  REDIS_KEY_PREFIX: z.string().min(1).default('gateway'),
  ...internalIdentityConfigSchema.shape,

  /**
   * Downstream services (`USERS_URL`, `PROPERTIES_URL`, …, from `downstream-services.ts`): the base URLs of a
   * service's replicas, comma-separated; calls take them in turn.
   */
  ...downstreamUrlsSchema(),
  /** A downstream call that has not answered by then is given up: 503 SERVICE_UNAVAILABLE. */
  DOWNSTREAM_TIMEOUT_MS: positiveInt('milliseconds').default(10_000),

  /** Browser origins allowed to call the API with credentials (the SPA's dev server). */
  CORS_ORIGINS: commaList('origin')
    .pipe(z.array(z.url({ error: 'each origin must be a URL such as http://localhost:5173' })))
    .default(['http://localhost:5173', 'http://127.0.0.1:5173']),

  /** Sign-up and sign-in POSTs under /trio/auth/: at most AUTH_RATE_LIMIT per route and client address per window. */
  AUTH_RATE_LIMIT: positiveInt('requests').default(30),
  AUTH_RATE_WINDOW_MS: positiveInt('milliseconds').default(60_000),
  /**
   * Session renewals and sign-outs (POST /trio/auth/refresh, /logout): at most SESSION_RATE_LIMIT per route and client
   * address per window. They need a valid refresh cookie, and people behind one address (an office, a carrier's NAT)
   * share the count, so it is well above what a browser does (the SPA renews once per token lifetime, for all its tabs).
   */
  SESSION_RATE_LIMIT: positiveInt('requests').default(600),
  SESSION_RATE_WINDOW_MS: positiveInt('milliseconds').default(60_000),
  /**
   * The payment provider's webhook (public: Razorpay calls it): at most WEBHOOK_RATE_LIMIT per client address per
   * window. Generous: a busy day's deliveries and retries fit; a flood from one address does not.
   */
  WEBHOOK_RATE_LIMIT: positiveInt('requests').default(6_000),
  WEBHOOK_RATE_WINDOW_MS: positiveInt('milliseconds').default(60_000),
  /** Location suggestions (one request per keystroke): at most SUGGEST_RATE_LIMIT per client address per window. */
  SUGGEST_RATE_LIMIT: positiveInt('requests').default(600),
  SUGGEST_RATE_WINDOW_MS: positiveInt('milliseconds').default(60_000),
  /** The browser's log call (POST /trio/logs, public): at most CLIENT_LOG_RATE_LIMIT per client address per window. */
  CLIENT_LOG_RATE_LIMIT: positiveInt('requests').default(60),
  CLIENT_LOG_RATE_WINDOW_MS: positiveInt('milliseconds').default(60_000),
  /** Largest body of POST /trio/logs (413 PAYLOAD_TOO_LARGE above it). */
  CLIENT_LOG_MAX_BYTES: positiveInt('bytes').default(16_384),
  /** Failed logins (INVALID_CREDENTIALS) per client address before further logins are refused. */
  LOGIN_FAILURES_PER_ADDRESS: positiveInt('attempts').default(20),
  LOGIN_FAILURE_WINDOW_MS: positiveInt('milliseconds').default(15 * 60_000),

  /**
   * The built SPA the gateway serves on every path outside the API (`none`: serve no SPA). Nothing is served while
   * the folder has no index.html.
   */
  SPA_DIR: z.string().default(DEFAULT_SPA_DIR),
  /** The SPA's map tiles (the same template as its VITE_MAP_TILE_URL): the page's CSP allows images from there. */
  MAP_TILE_URL: z
    .string()
    .refine(
      (v) => /^https?:\/\//.test(v),
      'must be an http(s) URL template such as https://tile.example.org/{z}/{x}/{y}.png',
    )
    .optional(),
  /** The Google client id the SPA was built with (VITE_GOOGLE_CLIENT_ID): the CSP allows Google's sign-in. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  /**
   * The Razorpay checkout script the SPA loads (the same URL as its VITE_RAZORPAY_CHECKOUT_URL; local runs get it
   * from infra/razorpay/settings.ts): the CSP allows that script, and for real Razorpay its payment frame and API.
   */
  RAZORPAY_CHECKOUT_URL: z
    .string()
    .refine(
      (v) => /^https?:\/\/[^/]+/.test(v),
      'must be an http(s) URL such as https://checkout.razorpay.com/v1/checkout.js',
    )
    .optional(),

  /**
   * The port of the gateway's `GET /metrics` (Prometheus), apart from the public PORT so the internet never sees it;
   * unset: no metrics server. `npm start` uses 9464; 0 picks a free port (tests).
   */
  METRICS_PORT: baseConfigSchema.shape.PORT.optional(),
  /** The interface the metrics port listens on: loopback locally; a private interface (never the public one). */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),

  /** How long a caller's current role (from the users service) is reused before it is looked up again. */
  ROLE_CACHE_MS: z.coerce.number().int().min(0, 'must be 0 or more').default(3_000),
});

export type GatewayConfig = ConfigOf<typeof gatewayConfigSchema>;
