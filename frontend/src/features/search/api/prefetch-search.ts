import type { QueryClient } from '@tanstack/react-query';
import { SEARCH_QUERY_MAX_LENGTH } from '@trio/contracts/http/properties';
import { filtersFromUrl } from '../types';
import { searchPropertiesQueryOptions } from './search-properties';

/**
 * Starts the search a /search address asks for (its `q` and filters, as SearchPage reads them) while the page's code
 * is still loading (the route's loader calls it), so the results do not wait for the page to render first. A query
 * the page would not send (none, or too long) is not sent here either; failures are left to the page's own query.
 */
export function prefetchSearch(queryClient: QueryClient, url: URL): void {
  const query = (url.searchParams.get('q') ?? '').trim();
  if (!query || query.length > SEARCH_QUERY_MAX_LENGTH) return;
  void queryClient.prefetchQuery(searchPropertiesQueryOptions(query, filtersFromUrl(url.searchParams)));
}
