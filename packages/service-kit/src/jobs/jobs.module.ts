import { type DynamicModule, type FactoryProvider, Module, type ModuleMetadata, type Provider } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobQueue } from './job-queue';
import { JobWorkers } from './job-workers';
import { JOBS_MODULE_OPTIONS, type JobsModuleOptions, validateJobsOptions } from './jobs-options';
import { JobsRedis } from './jobs-redis';

export interface JobsModuleAsyncOptions {
  imports?: ModuleMetadata['imports'];
  inject?: FactoryProvider['inject'];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the factory's arguments are whatever `inject` names
  useFactory: (...args: any[]) => JobsModuleOptions | Promise<JobsModuleOptions>;
}

/**
 * BullMQ queues and workers for one app. Global: import it once in the root module, inject `JobQueue` anywhere.
 * Start-up (app.init / listen) fails unless every declared job has exactly one `@JobHandler`.
 */
@Module({})
export class JobsModule {
  static forRoot(options: JobsModuleOptions): DynamicModule {
    return JobsModule.build([], { provide: JOBS_MODULE_OPTIONS, useValue: validateJobsOptions(options) });
  }

  static forRootAsync(options: JobsModuleAsyncOptions): DynamicModule {
    return JobsModule.build(options.imports ?? [], {
      provide: JOBS_MODULE_OPTIONS,
      inject: options.inject ?? [],
      useFactory: async (...args: unknown[]) => validateJobsOptions(await options.useFactory(...args)),
    });
  }

  private static build(imports: NonNullable<ModuleMetadata['imports']>, optionsProvider: Provider): DynamicModule {
    return {
      module: JobsModule,
      global: true,
      imports: [DiscoveryModule, ...imports],
      providers: [optionsProvider, JobsRedis, JobQueue, JobWorkers],
      exports: [JobQueue],
    };
  }
}
