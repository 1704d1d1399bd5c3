import type { DynamicModule, Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { parseEvent } from '@trio/contracts/registry';
import { APP_CONFIG, type BaseConfig } from '../config';
import { createApp } from '../http/configure-app';
import { connectEventsTransport } from './events.transport';

/**
 * The one main of an event-driven service: the app (`createApp`), whatever the service adds (`prepare`, e.g.
 * multipart), its Kafka consumers (the events transport, named and prefixed from its config), then HTTP on
 * HOST:PORT. A failure to start prints its message and exits 1.
 */
export function runService(
  /** Called inside the start-up, so a configuration error is reported like any other. */
  rootModule: () => Type | DynamicModule,
  prepare: (app: NestFastifyApplication) => Promise<void> | void = () => undefined,
): void {
  const start = async () => {
    const app = await createApp(rootModule());
    await prepare(app);
    const config = app.get<symbol, BaseConfig>(APP_CONFIG);
    connectEventsTransport(app, {
      service: config.SERVICE_NAME,
      brokers: config.KAFKA_BROKERS,
      parse: parseEvent,
      topicPrefix: config.EVENTS_TOPIC_PREFIX,
    });
    await app.startAllMicroservices();
    await app.listen({ port: config.PORT, host: config.HOST });
  };
  start().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
