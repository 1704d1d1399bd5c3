import type { AddressInfo } from 'node:net';
import { type DynamicModule, Module, type Provider, type Type } from '@nestjs/common';
import { getConnectionToken, MongooseModule, type ModelDefinition } from '@nestjs/mongoose';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { parseEvent } from '@trio/contracts/registry';
import type { Connection } from 'mongoose';
import type { DestinationStream, Logger } from 'pino';
import type { z } from 'zod';
import { APP_CONFIG, ConfigModule, loadConfig, type Env, type ServiceConfig } from '../config';
import { EventsModule } from '../events/events.module';
import { connectEventsTransport, type EventsTransportOptions } from '../events/events.transport';
import { HealthModule } from '../health/health.module';
import type { HealthIndicator } from '../health/health-indicator';
import { kafkaIndicator, mongoIndicator, redisIndicator } from '../health/indicators';
import { createApp } from '../http/configure-app';
import { IdempotencyModule } from '../http/idempotency/idempotency.module';
import { IdentityModule } from '../http/identity/identity.module';
import { installOverloadGuard } from '../http/overload/overload-guard';
import { RequestLimiter } from '../http/overload/request-limiter';
import { LoggingModule } from '../logging/logging.module';
import { LOGGER } from '../logging/tokens';
import { JobsModule } from '../jobs/jobs.module';
import type { AnyQueueDefinition } from '../jobs/queue-definition';
import { installMetricsRoute } from '../metrics/http-metrics';
import { MetricsModule } from '../metrics/metrics.module';
import { metricsOf } from '../http/configure-app';
import { isFeature, type Feature, type ServiceImport } from './define-feature';

export type { ServiceImport } from './define-feature';

/** The environment schema of a service: it parses to at least {@link ServiceConfig} (`serviceConfigSchema`). */
export type ServiceConfigSchema = z.ZodObject & { _zod: { output: ServiceConfig } };

/** Everything a service is, declared once; {@link defineService} makes its modules, main and test start from it. */
export interface ServiceDeclaration<S extends ServiceConfigSchema> {
  /** The service's name (`users`): its modules are named after it (`UsersCoreModule`). */
  name: string;
  /** Its environment, spread from `serviceConfigSchema(name, port)`; parsed once at start-up. */
  config: S;
  /** Topics it publishes to (created at start-up when missing), with its dead-letter topic. */
  publishes: readonly string[];
  /** Its mongoose models, registered in its own database (MONGO_DB) and available to every feature. */
  models?: ModelDefinition[];
  /** Providers the ops commands and the running service share, outside any feature's module. */
  providers?: Provider[];
  /**
   * Its Kafka consumer: `concurrency` > 1 handles that many messages of a batch at once, one aggregate's events
   * still one at a time and in order (only for handlers that never share a document across aggregates).
   */
  consumer?: Pick<EventsTransportOptions, 'concurrency'>;
  /**
   * Its features (`defineFeature`), and plain modules (the clock), in order: every module is in the core (what the
   * ops commands and seeds boot); the controllers, handlers, jobs and app-only parts are in the running service only.
   * One event's handlers run in this order: the copies' first (`defineCopy`), then each feature's, feature by feature.
   */
  features?: ReadonlyArray<Feature<z.output<S>> | ServiceImport>;
  /**
   * Its BullMQ queues (`defineQueue`): the running service gets the jobs module on REDIS_URL with JOBS_PREFIX (which its
   * configuration must have); a service without queues has none.
   */
  queues?: z.output<S> extends { JOBS_PREFIX: string } ? readonly AnyQueueDefinition[] : never;
  /** Readiness checks besides its database, Kafka and Redis (which every service has). */
  health?: (config: z.output<S>) => HealthIndicator[];
  /** What the service adds to the HTTP server before it listens (e.g. multipart), in its main and in tests. */
  prepareHttp?: (app: NestFastifyApplication) => Promise<void> | void;
}

export interface StartOptions {
  /** Defaults to `process.env`; tests pass a literal environment (`PORT: '0'` for an ephemeral port). */
  env?: Env;
  /** Close the app on SIGTERM/SIGINT (default true; tests that boot many apps turn it off). */
  shutdownHooks?: boolean;
  /** Overrides for the Kafka consumer (tests: a short `initialBackoffMs`). */
  consumer?: Pick<EventsTransportOptions, 'attempts' | 'initialBackoffMs' | 'maxBackoffMs'>;
  /** Where its log lines go; stdout when absent (the end-to-end stack writes each app's to a file of its own). */
  logDestination?: DestinationStream;
}

export interface RunningService<C extends ServiceConfig> {
  app: NestFastifyApplication;
  config: C;
  /** Where it answers HTTP: `http://127.0.0.1:<port>`. */
  url: string;
  close(): Promise<void>;
}

export interface Service<C extends ServiceConfig = ServiceConfig> {
  readonly name: string;
  /**
   * Its event handlers, feature by feature (the order one event's handlers run in, the copies' first): what a seed's
   * `catchUpThroughHandlers` replays topics through, as the running service's consumer does.
   */
  readonly eventHandlers: readonly Type[];
  /**
   * Configuration, logging, its database and models, the events producer (outbox relay) and the shared features:
   * what the ops commands boot. `env` defaults to `process.env`; a bad one throws a `ConfigError` naming every
   * bad variable.
   */
  coreModule(env?: Env, logDestination?: DestinationStream): DynamicModule;
  /**
   * The core plus the caller's identity from the gateway, idempotency, health, metrics, controllers and event
   * handlers.
   */
  appModule(env?: Env, logDestination?: DestinationStream): DynamicModule;
  /**
   * Starts the app: HTTP on HOST:PORT (its requests bounded by the OVERLOAD_* settings) and its Kafka consumers.
   * Tests use this too.
   */
  start(options?: StartOptions): Promise<RunningService<C>>;
  /** The service's main: `start()`, and on failure print the reason and exit 1. */
  main(): void;
}

/** A Nest module class with a readable name (it appears in Nest's errors). */
function moduleClass(name: string): Type {
  const named = { [name]: class {} }[name]!;
  Module({})(named);
  return named;
}

const pascalCase = (name: string) =>
  name.replace(/(^|[-_])([a-z0-9])/g, (_match: string, _sep: string, letter: string) => letter.toUpperCase());

/** The running service's BullMQ queues and workers: on REDIS_URL, keys prefixed with JOBS_PREFIX. */
function jobsModule(queues: readonly AnyQueueDefinition[]): DynamicModule {
  return JobsModule.forRootAsync({
    inject: [APP_CONFIG],
    useFactory: (config: ServiceConfig & { JOBS_PREFIX: string }) => ({
      connection: config.REDIS_URL,
      queues,
      prefix: config.JOBS_PREFIX,
    }),
  });
}

/** Waits at most `ms` for the app to close: a main that failed to start must still exit. */
async function closeWithin(app: NestFastifyApplication, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([app.close().catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/**
 * One declaration of a service gives its core module (ops commands), its app module, `main()` and the `start()`
 * the end-to-end stack uses, so every service boots the same way:
 *
 *   export const users = defineService({ name: 'users', config: usersConfigSchema, publishes: [...], models: [...], ... });
 *   // main.ts
 *   users.main();
 */
export function defineService<S extends ServiceConfigSchema>(declaration: ServiceDeclaration<S>): Service<z.output<S>> {
  type C = z.output<S>;
  const CoreModule = moduleClass(`${pascalCase(declaration.name)}CoreModule`);
  const AppModule = moduleClass(`${pascalCase(declaration.name)}AppModule`);
  const entries = declaration.features ?? [];
  const features = entries.filter((entry) => isFeature(entry));
  const eventHandlers = features.flatMap((feature) => feature.handlers ?? []);
  const queues = declaration.queues ?? [];

  const coreModule = (env?: Env, logDestination?: DestinationStream): DynamicModule => {
    // Parsed here, before anything starts: a bad environment stops start-up naming every bad variable.
    const config = loadConfig(declaration.config, env) as C;
    const models = MongooseModule.forFeature(declaration.models ?? []);
    const modules = entries.flatMap((entry) => {
      if (!isFeature(entry)) return [entry];
      if (entry.moduleFrom) return [entry.moduleFrom(config)];
      return entry.module ? [entry.module] : [];
    });
    const providers = declaration.providers ?? [];
    return {
      module: CoreModule,
      imports: [
        ConfigModule.forRoot(declaration.config, { env }),
        LoggingModule.forRoot({ service: config.SERVICE_NAME, level: config.LOG_LEVEL, destination: logDestination }),
        MongooseModule.forRoot(config.MONGO_URL, { dbName: config.MONGO_DB }),
        models,
        EventsModule.forRoot({
          service: config.SERVICE_NAME,
          brokers: config.KAFKA_BROKERS,
          topics: [...declaration.publishes],
          topicPrefix: config.EVENTS_TOPIC_PREFIX,
        }),
        ...modules,
      ],
      providers,
      exports: [models, ...modules, ...providers],
    };
  };

  const appModule = (env?: Env, logDestination?: DestinationStream): DynamicModule => ({
    module: AppModule,
    imports: [
      coreModule(env, logDestination),
      // GET /metrics on its (internal) port: requests, consumer lag, queue depths, outbox backlog.
      MetricsModule.forRoot(),
      IdentityModule.forRoot(),
      IdempotencyModule.forRoot(),
      HealthModule.forRootAsync({
        inject: [APP_CONFIG, getConnectionToken()],
        useFactory: (config: C, connection: Connection) => ({
          indicators: [
            mongoIndicator(connection),
            kafkaIndicator(config.KAFKA_BROKERS),
            redisIndicator(config.REDIS_URL),
            ...(declaration.health?.(config) ?? []),
          ],
        }),
      }),
      ...features.flatMap((feature) => feature.app?.imports ?? []),
      ...(queues.length > 0 ? [jobsModule(queues)] : []),
    ],
    controllers: [...features.flatMap((feature) => feature.controllers ?? []), ...eventHandlers],
    providers: features.flatMap((feature) => [...(feature.app?.providers ?? []), ...(feature.jobs ?? [])]),
  });

  const start = async (options: StartOptions = {}): Promise<RunningService<C>> => {
    const nestApp = await createApp(appModule(options.env, options.logDestination), {
      shutdownHooks: options.shutdownHooks,
    });
    let config: C;
    try {
      const fastify = nestApp.getHttpAdapter().getInstance();
      const metrics = metricsOf(nestApp);
      if (metrics) installMetricsRoute(fastify, metrics);
      config = nestApp.get<symbol, C>(APP_CONFIG);
      // Bounds the requests it works on at once, fairly between routes; the excess gets 503 OVERLOADED at once.
      installOverloadGuard(fastify, {
        limiter: new RequestLimiter({
          maxInFlight: config.OVERLOAD_MAX_IN_FLIGHT,
          maxInFlightPerRoute: config.OVERLOAD_MAX_IN_FLIGHT_PER_ROUTE,
          maxQueuePerRoute: config.OVERLOAD_MAX_QUEUE_PER_ROUTE,
          maxQueueWaitMs: config.OVERLOAD_MAX_QUEUE_WAIT_MS,
        }),
        service: config.SERVICE_NAME,
        logger: nestApp.get<symbol, Logger>(LOGGER, { strict: false }),
        metrics,
      });
      await declaration.prepareHttp?.(nestApp);
      connectEventsTransport(nestApp, {
        service: config.SERVICE_NAME,
        brokers: config.KAFKA_BROKERS,
        parse: parseEvent,
        topicPrefix: config.EVENTS_TOPIC_PREFIX,
        ...declaration.consumer,
        ...options.consumer,
      });
      await nestApp.startAllMicroservices();
      await nestApp.listen({ port: config.PORT, host: config.HOST });
    } catch (err) {
      await closeWithin(nestApp, 5_000);
      throw err;
    }
    const { port } = nestApp.getHttpServer().address() as AddressInfo;
    const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
    return { app: nestApp, config, url: `http://${host}:${port}`, close: () => nestApp.close() };
  };

  return {
    name: declaration.name,
    eventHandlers,
    coreModule,
    appModule,
    start,
    main() {
      start().catch((err: unknown) => {
        console.error(err instanceof Error ? err.message : err);
        process.exit(1);
      });
    },
  };
}
