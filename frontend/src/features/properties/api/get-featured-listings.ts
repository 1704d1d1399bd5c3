import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PropertySummary } from '../types';

/** GET /trio/properties/featured/featuredlistings: newest first, at most 8. */
export async function fetchFeaturedListings(signal?: AbortSignal): Promise<PropertySummary[]> {
  const answer = await api<{ featuredListings?: PropertySummary[] }>('/trio/properties/featured/featuredlistings', {
    signal,
  });
  return answer.featuredListings ?? [];
}

export const featuredListingsQueryKey = ['properties', 'featured'] as const;

export const featuredListingsQueryOptions = () =>
  queryOptions({
    queryKey: featuredListingsQueryKey,
    queryFn: ({ signal }) => fetchFeaturedListings(signal),
    staleTime: 5 * 60_000,
  });

export function useFeaturedListings() {
  return useQuery(featuredListingsQueryOptions());
}
