import { type DynamicModule, Module } from '@nestjs/common';
import { type DestinationStream } from 'pino';
import { APP_CONFIG } from '../config';
import { createLogger, type LogLevelName } from './logger';
import { NestPinoLogger } from './nest-logger';
import { LOGGER } from './tokens';

export interface LoggingModuleOptions {
  /** Defaults to SERVICE_NAME of the app's configuration (`ConfigModule`). */
  service?: string;
  /** Defaults to LOG_LEVEL of the app's configuration, else `info`. */
  level?: LogLevelName;
  /** Where lines go; stdout when absent. */
  destination?: DestinationStream;
}

interface LoggingConfig {
  SERVICE_NAME?: string;
  LOG_LEVEL?: LogLevelName;
}

@Module({})
export class LoggingModule {
  /** Global: provides `LOGGER` (pino) and `NestPinoLogger` (for `app.useLogger`, done by `configureApp`). */
  static forRoot(options: LoggingModuleOptions = {}): DynamicModule {
    return {
      module: LoggingModule,
      global: true,
      providers: [
        {
          provide: LOGGER,
          inject: [{ token: APP_CONFIG, optional: true }],
          useFactory: (config?: LoggingConfig) => {
            const service = options.service ?? config?.SERVICE_NAME;
            if (!service) {
              throw new Error('LoggingModule needs a service name: pass { service } or import ConfigModule first');
            }
            return createLogger({
              service,
              level: options.level ?? config?.LOG_LEVEL ?? 'info',
              destination: options.destination,
            });
          },
        },
        NestPinoLogger,
      ],
      exports: [LOGGER, NestPinoLogger],
    };
  }
}
