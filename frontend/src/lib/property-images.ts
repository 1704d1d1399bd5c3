import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiUrl } from './api-client';

/**
 * A property's photos, wherever a property shows (its cards in every list, its page, the gallery): which images it
 * has, and the address of each.
 */

/** GET /trio/properties/{id}/images: the ids of a property's images, in display order. */
export function fetchPropertyImageIds(propertyId: string, signal?: AbortSignal): Promise<string[]> {
  return api<string[]>(`/trio/properties/${encodeURIComponent(propertyId)}/images`, { signal });
}

export const propertyImagesQueryKey = (propertyId: string) => ['properties', propertyId, 'images'] as const;

/** The image-ids query: used by the hook, and by the property route's loader to start it early. */
export function propertyImagesQueryOptions(propertyId: string) {
  return queryOptions({
    queryKey: propertyImagesQueryKey(propertyId),
    queryFn: ({ signal }) => fetchPropertyImageIds(propertyId, signal),
    staleTime: 5 * 60_000,
  });
}

/** The image ids of a property; pass `enabled: false` when they are already known (search hits carry them). */
export function usePropertyImageIds(propertyId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...propertyImagesQueryOptions(propertyId), enabled: options.enabled ?? true });
}

export type PropertyImageVariant = 'web' | 'thumbnail';

/**
 * GET /trio/properties/propertyImages/{imageId}: the address of one stored image, for an <img src>. The web size is
 * the default; `thumbnail` is the small one the property cards use. Image ids never change, so browsers cache them.
 */
export function propertyImageUrl(imageId: string, variant: PropertyImageVariant = 'web'): string {
  const path = `/trio/properties/propertyImages/${encodeURIComponent(imageId)}`;
  return apiUrl(variant === 'thumbnail' ? `${path}?variant=thumbnail` : path);
}
