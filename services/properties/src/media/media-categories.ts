import { MediaException } from './media.exception';

/** The listing's required categories, named exactly as spec 001 (Upload Property Images modal) names them. */
export const REQUIRED_LISTING_IMAGE_CATEGORIES = [
  'Living room',
  'Kitchen',
  'Bed Room',
  'Bathroom',
  'Front Door',
] as const;
export type RequiredListingImageCategory = (typeof REQUIRED_LISTING_IMAGE_CATEGORIES)[number];

/** The image types of the Upload Images page (`/{propertyId}/uploadImages`). */
export const UPLOAD_PAGE_IMAGE_TYPES = ['main', 'floorplan', 'additional'] as const;
export type UploadPageImageType = (typeof UPLOAD_PAGE_IMAGE_TYPES)[number];

/** The longest category name accepted (custom categories are typed by people). */
export const MAX_CATEGORY_LENGTH = 40;

/** The key two category names are compared by: case and runs of white space do not matter. */
export function categoryKey(category: string): string {
  return category.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * A category as stored: trimmed, inner white space collapsed, case kept (so 'Bed Room' stays as the spec writes
 * it). Empty or longer than 40 characters → VALIDATION_FAILED naming the field `imageType`.
 */
export function normaliseCategory(raw: unknown): string {
  const value = typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ') : '';
  if (value.length === 0) {
    throw new MediaException('VALIDATION_FAILED', 'Choose an image category', {
      errors: [{ field: 'imageType', message: 'must not be empty', code: 'too_small' }],
    });
  }
  if (value.length > MAX_CATEGORY_LENGTH) {
    throw new MediaException('VALIDATION_FAILED', `An image category has at most ${MAX_CATEGORY_LENGTH} characters`, {
      errors: [{ field: 'imageType', message: `must be at most ${MAX_CATEGORY_LENGTH} characters`, code: 'too_big' }],
    });
  }
  return value;
}

/** Whether the category is one of the Upload Images page's types (`main`, `floorplan`, `additional`). */
export function isUploadPageImageType(category: string): category is UploadPageImageType {
  return (UPLOAD_PAGE_IMAGE_TYPES as readonly string[]).includes(category);
}

/** Whether the category is one of the five required listing categories (case and spacing ignored). */
export function isRequiredListingCategory(category: string): boolean {
  const key = categoryKey(category);
  return REQUIRED_LISTING_IMAGE_CATEGORIES.some((required) => categoryKey(required) === key);
}

/**
 * The required listing categories that have no image among `categories` (one entry per image, or a set), in the
 * spec's order and spelling. Matching ignores case and spacing: 'bed room' covers 'Bed Room'.
 */
export function missingRequiredCategories(categories: Iterable<string>): RequiredListingImageCategory[] {
  const present = new Set<string>();
  for (const category of categories) present.add(categoryKey(category));
  return REQUIRED_LISTING_IMAGE_CATEGORIES.filter((required) => !present.has(categoryKey(required)));
}
