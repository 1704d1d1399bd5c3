import {
  type DynamicModule,
  Inject,
  Module,
  type OnApplicationShutdown,
  type OnModuleInit,
  type Provider,
} from '@nestjs/common';
import { Client } from '@opensearch-project/opensearch';
import { defineFeature } from '@trio/service-kit/service';
import type { PropertiesConfig } from '../config';
import { OnPropertyChangedIndexHandler } from './handlers/on-property-changed.handler';
import { PlacesController } from './places.controller';
import { SearchController } from './search.controller';
import { PlaceSuggestionsIndex } from './place-suggestions-index';
import { PlacesIndex } from './places-index';
import { PropertiesIndex } from './properties-index';
import { SavedSearchPercolator } from './saved-search-percolator';
import { SearchAnswerCache } from './search-cache';
import {
  defaultSearchIndexNames,
  OPENSEARCH_CLIENT,
  SEARCH_ANSWER_CACHE,
  SEARCH_INDEX_NAMES,
  SEARCH_MODULE_OPTIONS,
  type SearchIndexNames,
  type SearchModuleOptions,
} from './search.tokens';

/**
 * OpenSearch for the properties service: the client, the `properties`, `places` and `place-suggestions` indexes
 * (created with their aliases at start-up when missing; the suggestions' home counts written) and the client closed
 * at shutdown.
 */
@Module({})
export class SearchModule implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @Inject(OPENSEARCH_CLIENT) private readonly client: Client,
    @Inject(PropertiesIndex) private readonly properties: PropertiesIndex,
    @Inject(PlacesIndex) private readonly places: PlacesIndex,
    @Inject(PlaceSuggestionsIndex) private readonly suggestions: PlaceSuggestionsIndex,
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
          // A properties index of its own (a test's) gets place suggestions of its own, counted from it.
          ...(opts.indexNames?.properties && opts.indexNames.properties !== defaultSearchIndexNames.properties
            ? {
                placeSuggestions: `${opts.indexNames.properties}-place-suggestions`,
                savedSearches: `${opts.indexNames.properties}-saved-searches`,
              }
            : {}),
          ...opts.indexNames,
        }),
        inject: [SEARCH_MODULE_OPTIONS],
      },
      {
        provide: SEARCH_ANSWER_CACHE,
        useFactory: (opts: SearchModuleOptions) => new SearchAnswerCache(opts.searchCacheMs ?? 0),
        inject: [SEARCH_MODULE_OPTIONS],
      },
      PropertiesIndex,
      PlacesIndex,
      PlaceSuggestionsIndex,
      SavedSearchPercolator,
    ];
    return {
      // Global: the saved searches feature keeps its queries in the percolator beside the properties index.
      global: true,
      module: SearchModule,
      providers,
      exports: [
        OPENSEARCH_CLIENT,
        SEARCH_INDEX_NAMES,
        SEARCH_ANSWER_CACHE,
        PropertiesIndex,
        PlacesIndex,
        PlaceSuggestionsIndex,
        SavedSearchPercolator,
      ],
    };
  }

  async onModuleInit(): Promise<void> {
    await Promise.all([this.properties.ensure(), this.places.ensure(), this.suggestions.ensure()]);
    // The home counts as the catalogue stands now; listing changes recount them (OnPropertyChangedIndexHandler).
    await this.suggestions.refreshHomes();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}

/** Search and nearby places, the indexes on the service's OpenSearch; a listing change is indexed (after the others). */
export const searchFeature = defineFeature<PropertiesConfig>({
  moduleFrom: (config) =>
    SearchModule.forRoot({
      node: config.OPENSEARCH_URL,
      searchCacheMs: config.SEARCH_CACHE_MS,
      indexNames: {
        properties: config.PROPERTIES_INDEX,
        places: config.PLACES_INDEX,
        ...(config.PLACE_SUGGESTIONS_INDEX ? { placeSuggestions: config.PLACE_SUGGESTIONS_INDEX } : {}),
        ...(config.SAVED_SEARCHES_INDEX ? { savedSearches: config.SAVED_SEARCHES_INDEX } : {}),
      },
    }),
  controllers: [SearchController, PlacesController],
  handlers: [OnPropertyChangedIndexHandler],
});
