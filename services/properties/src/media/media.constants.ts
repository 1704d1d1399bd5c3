/** The largest upload accepted: 10 MB. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** At most this many images per property (and per listing request, whose images become the property's). */
export const MAX_IMAGES_PER_OWNER = 30;

/** The web variant's long edge is at most this many pixels (never upscaled). */
export const WEB_MAX_EDGE = 1600;

/** The thumbnail is at most this many pixels wide (never upscaled). */
export const THUMBNAIL_MAX_WIDTH = 400;

/** Decompression-bomb guard: inputs declaring more pixels than this are refused before decoding. */
export const MAX_INPUT_PIXELS = 50_000_000;

/** Bucket used when MEDIA_BUCKET is not set. */
export const DEFAULT_MEDIA_BUCKET = 'trio-media';

/** Path the gateway serves an image under; `?variant=thumbnail` for the thumbnail. */
export const IMAGE_URL_PREFIX = '/trio/properties/propertyImages/';

export type OwnerKind = 'listing-request' | 'property';
export const OWNER_KINDS: readonly OwnerKind[] = ['listing-request', 'property'];

export type ImageVariant = 'web' | 'thumbnail';
export const IMAGE_VARIANTS: readonly ImageVariant[] = ['web', 'thumbnail'];
