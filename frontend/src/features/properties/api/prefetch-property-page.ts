import type { QueryClient } from '@tanstack/react-query';
import { propertyImageUrl, propertyImagesQueryOptions } from '../../../lib/property-images';
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
      if (first) preloadImage(propertyImageUrl(first));
    })
    .catch(() => undefined);
}

function preloadImage(href: string): void {
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.href = href;
  document.head.append(link);
}
