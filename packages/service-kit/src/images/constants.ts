/** The largest image upload accepted: 10 MB, declared in contracts so the SPA checks a file the same way. */
export { MAX_IMAGE_BYTES } from '@trio/contracts/images';

/** The web variant's long edge is at most this many pixels (never upscaled). */
export const WEB_MAX_EDGE = 1600;

/** The medium variant (a photo on a phone's screen) is at most this many pixels wide (never upscaled). */
export const MEDIUM_MAX_WIDTH = 800;

/** The thumbnail is at most this many pixels wide (never upscaled). */
export const THUMBNAIL_MAX_WIDTH = 400;

/** Decompression-bomb guard: inputs declaring more pixels than this are refused before decoding. */
export const MAX_INPUT_PIXELS = 50_000_000;
