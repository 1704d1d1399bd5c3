/*
 * The image type of an upload from its magic bytes. Declared once in contracts (the SPA checks a chosen file with
 * the same rule before sending it); a Buffer is a Uint8Array, so the servers pass theirs as they are.
 */
import type { SniffedImageType } from '@trio/contracts/images';

export { SNIFF_BYTES, sniffImageType, type SniffedImageType } from '@trio/contracts/images';

/** The MIME type of a sniffed image type. */
export function mimeTypeOf(type: SniffedImageType): string {
  return `image/${type}`;
}
