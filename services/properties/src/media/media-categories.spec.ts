import {
  MAX_CATEGORY_LENGTH,
  REQUIRED_LISTING_IMAGE_CATEGORIES,
  UPLOAD_PAGE_IMAGE_TYPES,
  isRequiredListingCategory,
  isUploadPageImageType,
  missingRequiredCategories,
  normaliseCategory,
} from './media-categories';
import { MediaException } from './media.exception';

function refusal(raw: unknown): MediaException {
  try {
    normaliseCategory(raw);
  } catch (error) {
    if (error instanceof MediaException) return error;
    throw error;
  }
  throw new Error(`normaliseCategory accepted ${JSON.stringify(raw)}`);
}

describe('image categories', () => {
  it('names the five required categories and the Upload Images page types as spec 001 does', () => {
    expect(REQUIRED_LISTING_IMAGE_CATEGORIES).toEqual(['Living room', 'Kitchen', 'Bed Room', 'Bathroom', 'Front Door']);
    expect(UPLOAD_PAGE_IMAGE_TYPES).toEqual(['main', 'floorplan', 'additional']);
    expect(isUploadPageImageType('floorplan')).toBe(true);
    expect(isUploadPageImageType('Kitchen')).toBe(false);
    expect(isRequiredListingCategory(' bed  room ')).toBe(true);
    expect(isRequiredListingCategory('Balcony')).toBe(false);
  });

  it('normalises by trimming and collapsing spaces, keeping case', () => {
    expect(normaliseCategory('  Living   room ')).toBe('Living room');
    expect(normaliseCategory('Balcony view')).toBe('Balcony view');
    expect(normaliseCategory('main')).toBe('main');
    expect(normaliseCategory('x'.repeat(MAX_CATEGORY_LENGTH))).toHaveLength(MAX_CATEGORY_LENGTH);
  });

  it('refuses empty, blank, missing and over-long categories with VALIDATION_FAILED on imageType', () => {
    for (const raw of ['', '   ', undefined, null, 42, 'x'.repeat(MAX_CATEGORY_LENGTH + 1)]) {
      const error = refusal(raw);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.getStatus()).toBe(400);
      expect(error.errors?.[0]?.field).toBe('imageType');
    }
  });

  it('lists the required categories without an image, in the spec order and spelling', () => {
    expect(missingRequiredCategories([])).toEqual([...REQUIRED_LISTING_IMAGE_CATEGORIES]);
    expect(missingRequiredCategories(['Kitchen', 'kitchen', 'Balcony', 'living room'])).toEqual([
      'Bed Room',
      'Bathroom',
      'Front Door',
    ]);
    expect(missingRequiredCategories(new Set(REQUIRED_LISTING_IMAGE_CATEGORIES))).toEqual([]);
  });
});
