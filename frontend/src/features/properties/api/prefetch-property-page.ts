import type { QueryClient } from '@tanstack/react-query';
import {
  MAIN_PHOTO_SIZES,
  propertyImageSrcSet,
  propertyImageUrl,
  propertyImagesQueryOptions,
} from '../../../lib/property-images';
import { propertyQueryOptions } from './get-property';

/**
 * Starts a property page's data while its code is still loading (the route's loader calls it): the property, its
 * image ids, and then the first photo (the page's largest paint), so none of them waits for the lazy chunk.
 * Failures are left to the page's own queries, which show them.
 */
export function prefetchPropertyPage(queryClient: QueryClient, propertyId: string): void {
  void queryClient.prefetchQuery(propertyQueryOptions(propertyId));
  queryClient
    .fetchQuery(propertyImagesQueryOptions(propertyId))
    .then((imageIds) => {
      const first = imageIds[0];
      if (first) preloadImage(first);
    })
    .catch(() => undefined);
}

/** Preloads the size of the photo that the page's <img> will pick (same srcset and sizes), not another one. */
function preloadImage(imageId: string): void {
  const href = propertyImageUrl(imageId);
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.setAttribute('imagesrcset', propertyImageSrcSet(imageId));
  link.setAttribute('imagesizes', MAIN_PHOTO_SIZES);
  link.href = href;
  document.head.append(link);
}
