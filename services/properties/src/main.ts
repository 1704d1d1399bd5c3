import 'reflect-metadata';
import { parseEvent } from '@trio/contracts/registry';
import { APP_CONFIG } from '@trio/service-kit/config';
import { connectEventsTransport } from '@trio/service-kit/events';
import { createApp } from '@trio/service-kit/http';
import { PropertiesAppModule } from './app.module';
import type { PropertiesConfig } from './config';
import { preparePropertiesApp } from './http-setup';

/** Starts the properties service: HTTP on HOST:PORT (127.0.0.1 by default) for the gateway, and its consumers. */
async function main(): Promise<void> {
  const app = await createApp(PropertiesAppModule.forRoot());
  await preparePropertiesApp(app);
  const config = app.get<symbol, PropertiesConfig>(APP_CONFIG);
  connectEventsTransport(app, {
    service: config.SERVICE_NAME,
    brokers: config.KAFKA_BROKERS,
    parse: parseEvent,
    topicPrefix: config.EVENTS_TOPIC_PREFIX,
  });
  await app.startAllMicroservices();
  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
