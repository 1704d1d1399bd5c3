import type { Readable } from 'node:stream';
import { imageTooLarge } from './image.exception';

/**
 * Reads the stream into memory, stopping (and destroying the stream) as soon as more than `cap` bytes arrived
 * (IMAGE_TOO_LARGE). A stream that a multipart parser truncated at its own limit (`truncated`) counts as too large
 * as well.
 */
export async function readCapped(stream: Readable, cap: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    total += buffer.length;
    if (total > cap) {
      stream.destroy();
      throw imageTooLarge();
    }
    chunks.push(buffer);
  }
  if ((stream as Readable & { truncated?: boolean }).truncated) throw imageTooLarge();
  return Buffer.concat(chunks, total);
}
