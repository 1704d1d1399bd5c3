import { type DynamicModule, Inject, Module } from '@nestjs/common';
import { type z } from 'zod';
import { type Env, loadConfig } from './load-config';

/** Injection token of the parsed configuration object. */
export const APP_CONFIG = Symbol.for('trio.service-kit.app-config');

/** The type of the configuration a schema parses to: `type AppConfig = ConfigOf<typeof appConfigSchema>`. */
export type ConfigOf<S extends z.ZodObject> = z.output<S>;

/**
 * Injects the parsed configuration: `constructor(@InjectConfig() private readonly config: AppConfig)`.
 * Declare `AppConfig` once per app with {@link ConfigOf}.
 */
export function InjectConfig(): ParameterDecorator & PropertyDecorator {
  return Inject(APP_CONFIG);
}

export interface ConfigModuleOptions {
  /** Defaults to `process.env`; tests pass a literal object. */
  env?: Env;
}

@Module({})
export class ConfigModule {
  /**
   * Parses the environment once at start-up (global, so every module can inject it). A bad environment
   * stops the app with a `ConfigError` that names every bad variable.
   */
  static forRoot<S extends z.ZodObject>(schema: S, options: ConfigModuleOptions = {}): DynamicModule {
    return {
      module: ConfigModule,
      global: true,
      providers: [{ provide: APP_CONFIG, useFactory: () => loadConfig(schema, options.env) }],
      exports: [APP_CONFIG],
    };
  }
}
