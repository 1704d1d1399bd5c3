import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /trio/properties/{id}/images: the ids of a property's images, in display order. */
export function fetchPropertyImageIds(propertyId: string, signal?: AbortSignal): Promise<string[]> {
  return api<string[]>(`/trio/properties/${encodeURIComponent(propertyId)}/images`, { signal });
}

export const propertyImagesQueryKey = (propertyId: string) => ['properties', propertyId, 'images'] as const;

/** The image ids of a property; pass `enabled: false` when they are already known (search hits carry them). */
export function usePropertyImageIds(propertyId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: propertyImagesQueryKey(propertyId),
    queryFn: ({ signal }) => fetchPropertyImageIds(propertyId, signal),
    enabled: options.enabled ?? true,
    staleTime: 5 * 60_000,
  });
}
