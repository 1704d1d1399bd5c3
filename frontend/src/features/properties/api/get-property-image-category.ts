import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiResponse } from '../../../lib/api-client';

/**
 * An image's category ("floorplan", "main", "Kitchen", …) travels only in the `x-image-type` header of the image
 * itself: the ids call gives no categories. Reads the thumbnail, the smallest variant; the browser keeps it in its
 * cache, so the gallery's thumbnails come from there afterwards. (Image addresses: property-image-url.ts.)
 */
export async function fetchPropertyImageCategory(imageId: string, signal?: AbortSignal): Promise<string | null> {
  const response = await apiResponse(
    `/trio/properties/propertyImages/${encodeURIComponent(imageId)}?variant=thumbnail`,
    {
      signal,
      auth: false,
    },
  );
  const header = response.headers.get('x-image-type');
  await response.arrayBuffer().catch(() => undefined);
  if (!header) return null;
  try {
    return decodeURIComponent(header);
  } catch {
    return header;
  }
}

/** The category of each image id, in the same order (null where unknown or the image failed). */
export async function fetchPropertyImageCategories(
  imageIds: readonly string[],
  signal?: AbortSignal,
): Promise<(string | null)[]> {
  return Promise.all(imageIds.map((id) => fetchPropertyImageCategory(id, signal).catch(() => null)));
}

/** The first image of a category (case ignored), e.g. the floorplan; `enabled` lets the page defer the look-up. */
export function propertyImageCategoriesQueryOptions(imageIds: readonly string[]) {
  return queryOptions({
    queryKey: ['properties', 'image-categories', imageIds] as const,
    queryFn: ({ signal }) => fetchPropertyImageCategories(imageIds, signal),
    staleTime: Infinity,
  });
}

export function usePropertyImageOfCategory(imageIds: readonly string[] | undefined, category: string, enabled = true) {
  return useQuery({
    ...propertyImageCategoriesQueryOptions(imageIds ?? []),
    enabled: enabled && Boolean(imageIds?.length),
    select: (categories) => {
      const wanted = category.toLowerCase();
      const index = categories.findIndex((found) => found?.trim().toLowerCase() === wanted);
      return index === -1 ? null : (imageIds?.[index] ?? null);
    },
  });
}
