import { type DynamicModule, Inject, Module } from '@nestjs/common';
import { APP_CONFIG } from '../config';
import { AppMetrics } from './app-metrics';

/** Injection token of the app's {@link AppMetrics}. */
export const APP_METRICS = Symbol.for('trio.service-kit.metrics');

/** `constructor(@Optional() @InjectMetrics() metrics?: AppMetrics)`: the kit's parts add their gauges when it is there. */
export function InjectMetrics(): ParameterDecorator & PropertyDecorator {
  return Inject(APP_METRICS);
}

export interface MetricsModuleOptions {
  /** The `service` label; defaults to SERVICE_NAME of the app's configuration. */
  service?: string;
  /** Process metrics (CPU, memory, event loop); default true. */
  processMetrics?: boolean;
}

@Module({})
export class MetricsModule {
  /**
   * Global: provides `APP_METRICS`. `configureApp` then counts and times every request, and the events transport,
   * the outbox relay and the job queue add their gauges. Where the text is served is the app's choice: a service on
   * its own (internal) port (`installMetricsRoute`), the gateway on a port of its own (`startMetricsServer`).
   */
  static forRoot(options: MetricsModuleOptions = {}): DynamicModule {
    return {
      module: MetricsModule,
      global: true,
      providers: [
        {
          provide: APP_METRICS,
          inject: [{ token: APP_CONFIG, optional: true }],
          useFactory: (config?: { SERVICE_NAME?: string }) => {
            const service = options.service ?? config?.SERVICE_NAME;
            if (!service)
              throw new Error('MetricsModule needs a service name: pass { service } or import ConfigModule');
            return new AppMetrics({ service, processMetrics: options.processMetrics });
          },
        },
      ],
      exports: [APP_METRICS],
    };
  }
}
