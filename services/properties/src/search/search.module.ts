import {
  type DynamicModule,
  Inject,
  Module,
  type OnApplicationShutdown,
  type OnModuleInit,
  type Provider,
} from '@nestjs/common';
import { Client } from '@opensearch-project/opensearch';
import { PlacesIndex } from './places-index';
import { PropertiesIndex } from './properties-index';
import {
  defaultSearchIndexNames,
  OPENSEARCH_CLIENT,
  SEARCH_INDEX_NAMES,
  SEARCH_MODULE_OPTIONS,
  type SearchIndexNames,
  type SearchModuleOptions,
} from './search.tokens';

/**
 * OpenSearch for the properties service: the client, the `properties` and `places` indexes (created with their
 * aliases at start-up when missing) and the client closed at shutdown.
 */
@Module({})
export class SearchModule implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @Inject(OPENSEARCH_CLIENT) private readonly client: Client,
    @Inject(PropertiesIndex) private readonly properties: PropertiesIndex,
    @Inject(PlacesIndex) private readonly places: PlacesIndex,
  ) {}

  static forRoot(options: SearchModuleOptions): DynamicModule {
    const providers: Provider[] = [
      { provide: SEARCH_MODULE_OPTIONS, useValue: options },
      {
        provide: OPENSEARCH_CLIENT,
        useFactory: (opts: SearchModuleOptions) => new Client({ node: opts.node }),
        inject: [SEARCH_MODULE_OPTIONS],
      },
      {
        provide: SEARCH_INDEX_NAMES,
        useFactory: (opts: SearchModuleOptions): SearchIndexNames => ({
          ...defaultSearchIndexNames,
          ...opts.indexNames,
        }),
        inject: [SEARCH_MODULE_OPTIONS],
      },
      PropertiesIndex,
      PlacesIndex,
    ];
    return {
      module: SearchModule,
      providers,
      exports: [OPENSEARCH_CLIENT, SEARCH_INDEX_NAMES, PropertiesIndex, PlacesIndex],
    };
  }

  async onModuleInit(): Promise<void> {
    await Promise.all([this.properties.ensure(), this.places.ensure()]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}
