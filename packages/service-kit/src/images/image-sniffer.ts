/** The image formats the media feature accepts, named by their bytes, never by a file name or declared type. */
export type SniffedImageType = 'jpeg' | 'png' | 'webp';

/** How many leading bytes `sniffImageType` needs to decide. */
export const SNIFF_BYTES = 12;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The image type from the file's magic bytes: JPEG (FF D8 FF), PNG (the 8-byte signature) or WebP ("RIFF" size
 * "WEBP"). Everything else (SVG and other XML or text, GIF, HEIC, PDF, short or empty input) is `null`.
 */
export function sniffImageType(head: Buffer): SniffedImageType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= PNG_SIGNATURE.length && head.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) {
    return 'png';
  }
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  return null;
}

/** The MIME type of a sniffed image type. */
export function mimeTypeOf(type: SniffedImageType): string {
  return `image/${type}`;
}
