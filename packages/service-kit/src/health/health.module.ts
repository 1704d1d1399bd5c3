import { type DynamicModule, type InjectionToken, Module, type ModuleMetadata } from '@nestjs/common';
import { HealthController } from './health.controller';
import { HEALTH_OPTIONS, type HealthModuleOptions, HealthService } from './health.service';

export interface HealthModuleAsyncOptions {
  imports?: ModuleMetadata['imports'];
  inject?: InjectionToken[];
  /** Builds the indicators from the app's providers (its mongoose connection, Kafka client, config...). */
  useFactory: (...deps: never[]) => HealthModuleOptions | Promise<HealthModuleOptions>;
}

@Module({})
export class HealthModule {
  /** `HealthModule.forRoot({ indicators: [redisIndicator(config.REDIS_URL), ...] })` */
  static forRoot(options: HealthModuleOptions): DynamicModule {
    return {
      module: HealthModule,
      controllers: [HealthController],
      providers: [{ provide: HEALTH_OPTIONS, useValue: options }, HealthService],
      exports: [HealthService],
    };
  }

  /** The same, with indicators built from injected providers. */
  static forRootAsync(options: HealthModuleAsyncOptions): DynamicModule {
    return {
      module: HealthModule,
      imports: options.imports ?? [],
      controllers: [HealthController],
      providers: [
        { provide: HEALTH_OPTIONS, inject: options.inject ?? [], useFactory: options.useFactory },
        HealthService,
      ],
      exports: [HealthService],
    };
  }
}
