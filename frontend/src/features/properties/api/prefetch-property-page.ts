import type { QueryClient } from '@tanstack/react-query';
import { fetchProperty, propertyQueryKey } from './get-property';
import { fetchPropertyImageIds, propertyImagesQueryKey } from './get-property-images';
import { propertyImageUrl } from './property-image-url';

/**
 * Starts a property page's data while its code is still loading (the route's loader calls it): the property, its
 * image ids, and then the first photo (the page's largest paint), so none of them waits for the lazy chunk.
 * Failures are left to the page's own queries, which show them.
 */
export function prefetchPropertyPage(queryClient: QueryClient, propertyId: string): void {
  void queryClient.prefetchQuery({
    queryKey: propertyQueryKey(propertyId),
    queryFn: ({ signal }) => fetchProperty(propertyId, signal),
  });
  queryClient
    .fetchQuery({
      queryKey: propertyImagesQueryKey(propertyId),
      queryFn: ({ signal }) => fetchPropertyImageIds(propertyId, signal),
      staleTime: 5 * 60_000,
    })
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
