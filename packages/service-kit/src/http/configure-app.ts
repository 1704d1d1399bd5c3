import { installMethodNotAllowed } from './method-not-allowed';
import { type DynamicModule, Logger as NestLogger, type NestApplicationOptions, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { type Logger } from 'pino';
import { APP_CONFIG, DEFAULT_SHUTDOWN_TIMEOUT_MS } from '../config';
import { installHttpCorrelation } from '../logging/http-correlation';
import { NestPinoLogger } from '../logging/nest-logger';
import { LOGGER } from '../logging/tokens';
import { type AppMetrics } from '../metrics/app-metrics';
import { installHttpMetrics } from '../metrics/http-metrics';
import { APP_METRICS } from '../metrics/metrics.module';
import { GracefulShutdown } from '../shutdown/graceful-shutdown';
import { installClientGoneSignals } from './client-gone';
import { installEventStreams } from './event-stream';
import { ProblemFilter } from './problem.filter';
import { answerClientError, installJsonDepthLimit } from './request-shape';

export interface AppOptions {
  /** Largest request body in bytes; default 1 MiB (Fastify answers 413 PAYLOAD_TOO_LARGE above it). */
  bodyLimit?: number;
  /**
   * Close the app on SIGTERM/SIGINT within SHUTDOWN_TIMEOUT_MS of its configuration (default 10 s), then exit (the
   * kit's `GracefulShutdown`). Default true; tests that boot many apps turn it off.
   */
  shutdownHooks?: boolean;
  /** Passed on to `NestFactory.create` (e.g. `cors`). */
  nest?: Omit<NestApplicationOptions, 'bufferLogs' | 'logger' | 'abortOnError'>;
}

export function createFastifyAdapter(options: AppOptions = {}): FastifyAdapter {
  return new FastifyAdapter({
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    logger: false,
    clientErrorHandler: answerClientError,
  });
}

/**
 * Wires the kit into a Nest Fastify app, the same way in every main and every test (`bootApp` calls this
 * through `createApp`): Nest's own logs through pino, every request in its work context with the
 * `x-correlation-id` header in and out, a log line per request, a signal of the client going away
 * (`clientGoneSignal`), request counts and latencies when the app has `MetricsModule`, the problem+json filter for
 * every error (incl. unknown routes and body-parse errors; a body nested too deep and a request Node's parser refuses
 * are refused as problems too: request-shape.ts), event streams that end when the app closes, and a bounded close on SIGTERM/SIGINT (the HTTP server
 * stops taking requests first). Call it before `listen()`/`init()`. Needs `LoggingModule`.
 */
export function configureApp(app: NestFastifyApplication, options: AppOptions = {}): NestFastifyApplication {
  let logger: Logger;
  let nestLogger: NestPinoLogger;
  try {
    logger = app.get<symbol, Logger>(LOGGER, { strict: false });
    nestLogger = app.get(NestPinoLogger, { strict: false });
  } catch {
    throw new Error('configureApp needs LoggingModule.forRoot() among the root module imports');
  }
  app.useLogger(nestLogger);
  installHttpCorrelation(app.getHttpAdapter().getInstance(), logger);
  installClientGoneSignals(app.getHttpAdapter().getInstance());
  installEventStreams(app.getHttpAdapter().getInstance());
  installJsonDepthLimit(app.getHttpAdapter().getInstance());
  installMethodNotAllowed(app.getHttpAdapter().getInstance());
  const metrics = metricsOf(app);
  if (metrics) installHttpMetrics(app.getHttpAdapter().getInstance(), metrics);
  app.useGlobalFilters(new ProblemFilter(logger));
  if (options.shutdownHooks ?? true) {
    const shutdown = new GracefulShutdown(app, {
      timeoutMs: shutdownTimeoutOf(app),
      log: logger.child({ context: 'Shutdown' }),
    }).listen();
    // Fastify answers requests under way, then 503 with `Connection: close` to any arriving while it closes.
    shutdown.stopFirst('http server', () => app.getHttpAdapter().close());
  }
  return app;
}

/** SHUTDOWN_TIMEOUT_MS of the app's configuration, or the default for an app without it. */
function shutdownTimeoutOf(app: NestFastifyApplication): number {
  try {
    const config = app.get<symbol, { SHUTDOWN_TIMEOUT_MS?: number }>(APP_CONFIG, { strict: false });
    return config.SHUTDOWN_TIMEOUT_MS ?? DEFAULT_SHUTDOWN_TIMEOUT_MS;
  } catch {
    return DEFAULT_SHUTDOWN_TIMEOUT_MS;
  }
}

/** The app's metrics when it imports `MetricsModule`. */
export function metricsOf(app: NestFastifyApplication): AppMetrics | undefined {
  try {
    return app.get<symbol, AppMetrics>(APP_METRICS, { strict: false });
  } catch {
    return undefined;
  }
}

/**
 * The one way to create an app: Nest on Fastify, logs buffered until pino takes over, then `configureApp`.
 * A start-up failure (e.g. a `ConfigError` naming every bad variable) rejects instead of Nest's silent
 * `process.exit(1)`, so the main prints it and exits:
 *
 *   createApp(AppModule)
 *     .then((app) => app.listen({ port: app.get<symbol, AppConfig>(APP_CONFIG).PORT, host: '127.0.0.1' }))
 *     .catch((err: unknown) => {
 *       console.error(err instanceof Error ? err.message : err);
 *       process.exit(1);
 *     });
 */
export async function createApp(
  rootModule: Type | DynamicModule,
  options: AppOptions = {},
): Promise<NestFastifyApplication> {
  let app: NestFastifyApplication;
  try {
    app = await NestFactory.create<NestFastifyApplication>(rootModule, createFastifyAdapter(options), {
      ...options.nest,
      bufferLogs: true,
      abortOnError: false,
    });
  } catch (err) {
    NestLogger.flush(); // what Nest logged before it failed, through its console logger: pino never took over
    throw err;
  }
  return configureApp(app, options);
}
