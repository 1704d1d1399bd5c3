/*
 * What an uploaded image may be, declared once: the servers check uploads with it (service-kit's images block) and
 * the SPA checks a chosen file with it before sending anything, so both say the same thing about the same file.
 */

/** The largest image upload accepted: 10 MB. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** The image formats accepted, named by their bytes, never by a file name or declared type. */
export type SniffedImageType = 'jpeg' | 'png' | 'webp';

/** The MIME types of the accepted formats (a file picker's `accept`). */
export const ACCEPTED_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** How many leading bytes `sniffImageType` needs to decide. */
export const SNIFF_BYTES = 12;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * The image type from the file's magic bytes: JPEG (FF D8 FF), PNG (the 8-byte signature) or WebP ("RIFF" size
 * "WEBP"). Everything else (SVG and other XML or text, GIF, HEIC, PDF, short or empty input) is `null`.
 */
export function sniffImageType(head: Uint8Array): SniffedImageType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((byte, i) => head[i] === byte)) return 'png';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Why an image upload would be refused, by the problem code the server answers it with. */
export type ImageFileProblem = 'UNSUPPORTED_IMAGE_TYPE' | 'IMAGE_TOO_LARGE';

/**
 * What the server would refuse a file for, from what is known before sending it: its size and its first
 * `SNIFF_BYTES` bytes (a text file renamed .jpg is refused by its bytes, whatever its name or declared type says).
 * Null when the checks pass (the server still decodes it, and may still refuse a broken image).
 */
export function imageFileProblem(file: { size: number; head: Uint8Array }): ImageFileProblem | null {
  if (sniffImageType(file.head) === null) return 'UNSUPPORTED_IMAGE_TYPE';
  if (file.size > MAX_IMAGE_BYTES) return 'IMAGE_TOO_LARGE';
  return null;
}
