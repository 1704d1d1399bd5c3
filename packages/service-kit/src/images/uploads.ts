import multipart, { type MultipartFile } from '@fastify/multipart';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES } from './constants';
import { notMultipartUpload, tooManyFormParts } from './image.exception';

/** The multipart parser's refusals of a form with too many parts (its message, "reach parts limit", says little). */
const PART_LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Accepts image uploads on an app: multipart/form-data with one file of at most 10 MB (the image block also stops
 * reading past the limit) and up to `fields` small text fields before it.
 */
export async function acceptImageUploads(app: NestFastifyApplication, { fields }: { fields: number }): Promise<void> {
  await app.register(multipart, {
    limits: { files: 1, fileSize: MAX_IMAGE_BYTES, fields, fieldSize: 1024, parts: fields + 1 },
  });
}

/**
 * The file of an upload, or undefined when the form carries none. A request that is not multipart/form-data, or
 * whose body cannot be read as one (no boundary in its content type), is refused with 415 naming what to send; one
 * with more files or fields than `acceptImageUploads` allows with 413 saying so; the multipart plugin's other
 * refusals (its `FST_` errors, e.g. a file too large) keep their status.
 */
export async function uploadedFile(request: FastifyRequest, what: string): Promise<MultipartFile | undefined> {
  if (!request.isMultipart()) throw notMultipartUpload(what);
  try {
    return await request.file();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && PART_LIMIT_CODES.has(code)) throw tooManyFormParts(what, error);
    if (typeof code === 'string' && code.startsWith('FST_')) throw error;
    throw notMultipartUpload(what, error);
  }
}
