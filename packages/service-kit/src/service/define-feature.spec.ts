import 'reflect-metadata';
import { Controller, type DynamicModule, Injectable, Module } from '@nestjs/common';
import { z } from 'zod';
import { APP_CONFIG, serviceConfigSchema, type Env } from '../config';
import { JOBS_MODULE_OPTIONS, type JobsModuleOptions } from '../jobs/jobs-options';
import { JobsModule } from '../jobs/jobs.module';
import { defineQueue } from '../jobs/queue-definition';
import { defineFeature } from './define-feature';
import { defineService } from './define-service';

@Module({})
class ClockLikeModule {}
@Module({})
class CopiesModule {}
@Module({})
class LedgerModule {}
@Module({})
class BooksModule {}
@Module({})
class SearchModule {
  static forRoot(node: string): DynamicModule {
    return { module: SearchModule, providers: [{ provide: 'SEARCH_NODE', useValue: node }] };
  }
}
@Module({})
class AppOnlyModule {}

@Controller()
class CopyHandler {}
@Controller()
class OnLeaseCreatedHandler {}
@Controller()
class OnLeaseChangedHandler {}
@Controller('books')
class BooksController {}
@Controller('search')
class SearchController {}
@Injectable()
class RentJob {}
@Injectable()
class BooksCache {}

const RentQueue = defineQueue('rent', { jobs: ['notices'] as const });

const config = z.object({
  ...serviceConfigSchema('ledgers', 0).shape,
  JOBS_PREFIX: z.string().default('ledgers-jobs'),
  SEARCH_NODE: z.string().default('http://search:9200'),
});

const env: Env = {
  KAFKA_BROKERS: 'localhost:9092',
  MONGO_URL: 'mongodb://localhost:27017',
  REDIS_URL: 'redis://localhost:6379',
  INTERNAL_IDENTITY_SECRET: 'define-feature-spec-0123456789abcdef',
};

const copiesFeature = defineFeature({ module: CopiesModule, handlers: [CopyHandler] });
const ledgerFeature = defineFeature({ module: LedgerModule, handlers: [OnLeaseCreatedHandler], jobs: [RentJob] });
const booksFeature = defineFeature({
  module: BooksModule,
  controllers: [BooksController],
  handlers: [OnLeaseChangedHandler],
  app: { imports: [AppOnlyModule], providers: [BooksCache] },
});
const searchFeature = defineFeature<z.output<typeof config>>({
  moduleFrom: (parsed) => SearchModule.forRoot(parsed.SEARCH_NODE),
  controllers: [SearchController],
});

const ledgers = defineService({
  name: 'ledgers',
  config,
  publishes: [],
  queues: [RentQueue],
  features: [ClockLikeModule, copiesFeature, ledgerFeature, booksFeature, searchFeature],
});

const moduleOf = (entry: unknown): unknown => (typeof entry === 'function' ? entry : (entry as DynamicModule).module);

describe('a service declared as a list of features', () => {
  it('gives its event handlers feature by feature, in the order the features are listed', () => {
    expect(ledgers.eventHandlers).toEqual([CopyHandler, OnLeaseCreatedHandler, OnLeaseChangedHandler]);
  });

  it("has every feature's module in its core (what the ops commands boot), and nothing that only the app runs", () => {
    const core = ledgers.coreModule(env);
    const imports = (core.imports ?? []).map(moduleOf);
    expect(imports.slice(-5)).toEqual([ClockLikeModule, CopiesModule, LedgerModule, BooksModule, SearchModule]);
    const search = (core.imports ?? []).find((entry) => moduleOf(entry) === SearchModule) as DynamicModule;
    expect(search.providers).toEqual([{ provide: 'SEARCH_NODE', useValue: 'http://search:9200' }]);
    expect(core.controllers ?? []).toEqual([]);
    expect(imports).not.toContain(AppOnlyModule);
    expect(imports).not.toContain(JobsModule);
  });

  it('runs the controllers, then the event handlers, the jobs and the app-only parts in the app only', () => {
    const app = ledgers.appModule(env);
    expect(app.controllers).toEqual([
      BooksController,
      SearchController,
      CopyHandler,
      OnLeaseCreatedHandler,
      OnLeaseChangedHandler,
    ]);
    expect(app.providers).toEqual([RentJob, BooksCache]);
    const imports = (app.imports ?? []).map(moduleOf);
    expect(imports).toContain(AppOnlyModule);
    expect(imports.indexOf(AppOnlyModule)).toBeLessThan(imports.indexOf(JobsModule));
  });

  it('works its queues on REDIS_URL with the JOBS_PREFIX of its configuration', async () => {
    const jobs = (ledgers.appModule(env).imports ?? []).find(
      (entry) => moduleOf(entry) === JobsModule,
    ) as DynamicModule;
    const options = (jobs.providers ?? []).find(
      (provider) => (provider as { provide?: unknown }).provide === JOBS_MODULE_OPTIONS,
    ) as { inject: unknown[]; useFactory: (config: unknown) => Promise<JobsModuleOptions> };
    expect(options.inject).toEqual([APP_CONFIG]);
    await expect(options.useFactory({ REDIS_URL: 'redis://jobs:6379', JOBS_PREFIX: 'ledgers-jobs' })).resolves.toEqual({
      connection: 'redis://jobs:6379',
      queues: [RentQueue],
      prefix: 'ledgers-jobs',
    });
  });

  it('has no jobs module without queues', () => {
    const plain = defineService({ name: 'plain', config, publishes: [], features: [copiesFeature] });
    const imports = (plain.appModule(env).imports ?? []).map(moduleOf);
    expect(imports).not.toContain(JobsModule);
    expect(plain.eventHandlers).toEqual([CopyHandler]);
  });
});
