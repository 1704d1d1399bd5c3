import { queryOptions, useQuery } from '@tanstack/react-query';
import { searchProperties as searchRoute } from '@trio/contracts/http/properties';
import { callRoute } from '../../../lib/api-client';
import { FILTER_KEYS, type SearchFilters, type SearchResponse } from '../types';

/**
 * GET /trio/properties/search?query=…&placeId&minRent&maxRent&bedrooms&type&sort&page → {properties, totalFound,
 * message}.
 */
export function searchProperties(query: string, filters: SearchFilters, signal?: AbortSignal): Promise<SearchResponse> {
  const params: Record<string, string | number | undefined> = { query, placeId: filters.place };
  for (const key of [...FILTER_KEYS, 'page'] as const) params[key] = filters[key];
  return callRoute(searchRoute, { query: params, signal });
}

export const searchQueryKey = (query: string, filters: SearchFilters) => ['search', query, filters] as const;

/** Properties matching a location and filters; idle while the query is empty. */
export function searchPropertiesQueryOptions(query: string, filters: SearchFilters) {
  return queryOptions({
    queryKey: searchQueryKey(query, filters),
    queryFn: ({ signal }) => searchProperties(query, filters, signal),
  });
}

export function useSearchProperties(query: string, filters: SearchFilters) {
  return useQuery({ ...searchPropertiesQueryOptions(query, filters), enabled: query !== '' });
}
