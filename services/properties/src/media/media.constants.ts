export { MAX_IMAGE_BYTES, MAX_INPUT_PIXELS, THUMBNAIL_MAX_WIDTH, WEB_MAX_EDGE } from '@trio/service-kit/images';

/** At most this many images per property (and per listing request, whose images become the property's). */
export const MAX_IMAGES_PER_OWNER = 30;

/** Bucket used when MEDIA_BUCKET is not set. */
export const DEFAULT_MEDIA_BUCKET = 'trio-media';

/** Path the gateway serves an image under; `?variant=thumbnail` or `?variant=medium` for the smaller ones. */
export const IMAGE_URL_PREFIX = '/trio/properties/propertyImages/';

export type OwnerKind = 'listing-request' | 'property';
export const OWNER_KINDS: readonly OwnerKind[] = ['listing-request', 'property'];

export type ImageVariant = 'web' | 'medium' | 'thumbnail';
export const IMAGE_VARIANTS: readonly ImageVariant[] = ['web', 'medium', 'thumbnail'];
