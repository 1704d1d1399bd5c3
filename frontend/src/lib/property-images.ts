import { queryOptions, useQuery } from '@tanstack/react-query';
import { propertyImage, propertyImageIds } from '@trio/contracts/http/properties';
import { routePath } from '@trio/contracts/http/route';
import { apiUrl, callRoute } from './api-client';

/**
 * A property's photos, wherever a property shows (its cards in every list, its page, the gallery): which images it
 * has, and the address of each.
 */

/** GET /trio/properties/{id}/images: the ids of a property's images, in display order. */
export function fetchPropertyImageIds(propertyId: string, signal?: AbortSignal): Promise<string[]> {
  return callRoute(propertyImageIds, { params: { id: propertyId }, signal });
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

export type PropertyImageVariant = 'web' | 'medium' | 'thumbnail';

/**
 * GET /trio/properties/propertyImages/{imageId}: the address of one stored image, for an <img src>. The web size
 * (≤ 1600 px) is the default; `medium` is ≤ 800 px wide and `thumbnail`, the one the property cards use, ≤ 400 px.
 * Image ids never change, so browsers cache them.
 */
export function propertyImageUrl(imageId: string, variant: PropertyImageVariant = 'web'): string {
  return apiUrl(routePath(propertyImage, { imageId }, variant === 'web' ? undefined : { variant }));
}

/** Every size of one image for an <img srcset>: the browser takes the smallest that fills the photo's box. */
export function propertyImageSrcSet(imageId: string): string {
  return [
    `${propertyImageUrl(imageId, 'thumbnail')} 400w`,
    `${propertyImageUrl(imageId, 'medium')} 800w`,
    `${propertyImageUrl(imageId)} 1600w`,
  ].join(', ');
}

/** How wide a property page's main photo is laid out (its <img sizes>, and the preload's that fetches it early). */
export const MAIN_PHOTO_SIZES = '(min-width: 960px) 760px, 100vw';
