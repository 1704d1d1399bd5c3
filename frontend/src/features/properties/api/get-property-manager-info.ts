import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PropertyManagerCard } from '../types';

/** GET /trio/properties/{id}/propetyManagerInfo (the spec's spelling): the manager card, or null when none. */
export async function fetchPropertyManagerInfo(
  propertyId: string,
  signal?: AbortSignal,
): Promise<PropertyManagerCard | null> {
  const answer = await api<{ propertyManager?: PropertyManagerCard | null }>(
    `/trio/properties/${encodeURIComponent(propertyId)}/propetyManagerInfo`,
    { signal },
  );
  return answer.propertyManager ?? null;
}

export const propertyManagerInfoQueryKey = (propertyId: string) => ['properties', 'manager', propertyId] as const;

export function propertyManagerInfoQueryOptions(propertyId: string) {
  return queryOptions({
    queryKey: propertyManagerInfoQueryKey(propertyId),
    queryFn: ({ signal }) => fetchPropertyManagerInfo(propertyId, signal),
  });
}

export function usePropertyManagerInfo(propertyId: string | undefined) {
  return useQuery({ ...propertyManagerInfoQueryOptions(propertyId ?? ''), enabled: Boolean(propertyId) });
}
