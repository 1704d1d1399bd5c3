import multipart from '@fastify/multipart';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MAX_IMAGE_BYTES } from '@trio/service-kit/images';

/**
 * What the maintenance service adds to the kit's app, in its main and in tests alike: multipart photo uploads, one
 * file of at most 10 MB per request (the image block also stops reading past the limit).
 */
export async function prepareMaintenanceApp(app: NestFastifyApplication): Promise<void> {
  await app.register(multipart, {
    limits: { files: 1, fileSize: MAX_IMAGE_BYTES, fields: 2, fieldSize: 1024, parts: 3 },
  });
}
