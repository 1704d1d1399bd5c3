import { type AddressInfo } from 'node:net';
import { Module, type ModuleMetadata } from '@nestjs/common';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { type DestinationStream } from 'pino';
import { createApp } from '../http/configure-app';
import { type LogLevelName } from '../logging/logger';
import { LoggingModule } from '../logging/logging.module';

export interface BootAppOptions extends Pick<ModuleMetadata, 'imports' | 'controllers' | 'providers'> {
  /** `service` on log lines; default "test-app". */
  service?: string;
  /** Where log lines go (e.g. `createLogCapture().destination`); without one only errors reach stdout. */
  logDestination?: DestinationStream;
  /** Default `debug` with a destination, `error` without. */
  logLevel?: LogLevelName;
  /** Largest request body in bytes (default 1 MiB, as in production). */
  bodyLimit?: number;
  /** What a service adds to its app before it listens (its `prepareHttp`, e.g. `acceptImageUploads`). */
  prepare?: (app: NestFastifyApplication) => Promise<void>;
}

export interface BootedApp {
  app: NestFastifyApplication;
  /** `http://127.0.0.1:<ephemeral port>` */
  url: string;
  close(): Promise<void>;
}

/**
 * Boots a Nest Fastify app for a test, against the real infrastructure, wired exactly as a main does it
 * (`createApp` → `configureApp`: pino logging, correlation ids, problem+json filter), listening on an
 * ephemeral port of 127.0.0.1. `LoggingModule` is provided here; do not import it again.
 */
export async function bootApp(options: BootAppOptions): Promise<BootedApp> {
  class TestAppModule {}
  Module({
    imports: [
      LoggingModule.forRoot({
        service: options.service ?? 'test-app',
        level: options.logLevel ?? (options.logDestination ? 'debug' : 'error'),
        destination: options.logDestination,
      }),
      ...(options.imports ?? []),
    ],
    controllers: options.controllers ?? [],
    providers: options.providers ?? [],
  })(TestAppModule);

  const app = await createApp(TestAppModule, { bodyLimit: options.bodyLimit, shutdownHooks: false });
  try {
    await options.prepare?.(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (err) {
    await app.close();
    throw err;
  }
  const { port } = app.getHttpServer().address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
