import { apiUrl } from '../../../lib/api-client';

export type PropertyImageVariant = 'web' | 'thumbnail';

/**
 * GET /trio/properties/propertyImages/{imageId}: the address of one stored image, for an <img src>. The web size is
 * the default; `thumbnail` is the small one the property cards use. Image ids never change, so browsers cache them.
 */
export function propertyImageUrl(imageId: string, variant: PropertyImageVariant = 'web'): string {
  const path = `/trio/properties/propertyImages/${encodeURIComponent(imageId)}`;
  return apiUrl(variant === 'thumbnail' ? `${path}?variant=thumbnail` : path);
}
