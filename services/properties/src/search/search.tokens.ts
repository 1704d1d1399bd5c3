/** The `@opensearch-project/opensearch` `Client` the indexes talk through. */
export const OPENSEARCH_CLIENT = Symbol('OPENSEARCH_CLIENT');

/** `SearchIndexNames`: the aliases the service reads and writes (tests pass unique ones). */
export const SEARCH_INDEX_NAMES = Symbol('SEARCH_INDEX_NAMES');

/** `SearchModuleOptions`, as given to `SearchModule.forRoot`. */
export const SEARCH_MODULE_OPTIONS = Symbol('SEARCH_MODULE_OPTIONS');

export interface SearchIndexNames {
  /** Alias of the properties index. */
  properties: string;
  /** Alias of the places (points of interest) index. */
  places: string;
  /** Alias of the place-suggestions index (cities, localities, PIN codes with their home counts). */
  placeSuggestions: string;
  /**
   * Alias of the saved searches' percolator (their queries, matched against each newly listed home); unset:
   * `<properties>-saved-searches`.
   */
  savedSearches?: string;
}

export const defaultSearchIndexNames: SearchIndexNames = {
  properties: 'properties',
  places: 'places',
  placeSuggestions: 'place-suggestions',
  savedSearches: 'saved-searches',
};

/** The `SearchAnswerCache` of search answers (see search-cache.ts). */
export const SEARCH_ANSWER_CACHE = Symbol('SEARCH_ANSWER_CACHE');

export interface SearchModuleOptions {
  /** OpenSearch URL, e.g. http://127.0.0.1:9200 (OPENSEARCH_URL). */
  node: string;
  indexNames?: Partial<SearchIndexNames>;
  /** How long identical searches answer from the cache (SEARCH_CACHE_MS); 0 or unset: no cache. */
  searchCacheMs?: number;
}
