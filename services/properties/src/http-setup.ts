import multipart from '@fastify/multipart';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MAX_IMAGE_BYTES } from './media/media.constants';

/**
 * What the properties service adds to the kit's app, in its main and in tests alike: multipart uploads, one file of
 * at most 10 MB per request (the media service also stops reading past the limit) and a few small fields.
 */
export async function preparePropertiesApp(app: NestFastifyApplication): Promise<void> {
  await app.register(multipart, {
    limits: { files: 1, fileSize: MAX_IMAGE_BYTES, fields: 5, fieldSize: 1024, parts: 6 },
  });
}
