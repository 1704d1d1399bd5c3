import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Property } from '../types';

/** GET /trio/properties/{id}: a one-item array; the page reads the first item. 404 → ApiError NOT_FOUND. */
export async function fetchProperty(propertyId: string, signal?: AbortSignal): Promise<Property> {
  const answer = await api<Property[] | Property>(`/trio/properties/${encodeURIComponent(propertyId)}`, { signal });
  const property = Array.isArray(answer) ? answer[0] : answer;
  if (!property) throw new Error(`The answer for property ${propertyId} held no property.`);
  return property;
}

export const propertyQueryKey = (propertyId: string) => ['properties', 'detail', propertyId] as const;

/** The property query: used by the hook, and by the property route's loader to start it while the page loads. */
export function propertyQueryOptions(propertyId: string) {
  return queryOptions({
    queryKey: propertyQueryKey(propertyId),
    queryFn: ({ signal }) => fetchProperty(propertyId, signal),
  });
}

export function useProperty(propertyId: string) {
  return useQuery({ ...propertyQueryOptions(propertyId), enabled: propertyId !== '' });
}
