import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { FILTER_KEYS, type SearchFilters, type SearchResponse } from '../types';

/** GET /trio/properties/search?query=…&minRent&maxRent&bedrooms&type&sort&page → {properties, totalFound, message}. */
export function searchProperties(query: string, filters: SearchFilters, signal?: AbortSignal): Promise<SearchResponse> {
  const params = new URLSearchParams({ query });
  for (const key of [...FILTER_KEYS, 'page'] as const) {
    const value = filters[key];
    if (value !== undefined) params.set(key, String(value));
  }
  return api<SearchResponse>(`/trio/properties/search?${params.toString()}`, { signal });
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
