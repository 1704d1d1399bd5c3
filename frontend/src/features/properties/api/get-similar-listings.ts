import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PropertySummary } from '../types';

/** GET /trio/properties/{id}/similarListings: same city within 5 km, similar rent and bedrooms, at most 6. */
export async function fetchSimilarListings(propertyId: string, signal?: AbortSignal): Promise<PropertySummary[]> {
  const answer = await api<{ nearbyProperties?: PropertySummary[] }>(
    `/trio/properties/${encodeURIComponent(propertyId)}/similarListings`,
    { signal },
  );
  return answer.nearbyProperties ?? [];
}

export const similarListingsQueryKey = (propertyId: string) => ['properties', 'similar', propertyId] as const;

export function similarListingsQueryOptions(propertyId: string) {
  return queryOptions({
    queryKey: similarListingsQueryKey(propertyId),
    queryFn: ({ signal }) => fetchSimilarListings(propertyId, signal),
  });
}

export function useSimilarListings(propertyId: string | undefined) {
  return useQuery({ ...similarListingsQueryOptions(propertyId ?? ''), enabled: Boolean(propertyId) });
}
