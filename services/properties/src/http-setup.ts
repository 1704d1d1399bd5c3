import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { acceptImageUploads } from '@trio/service-kit/images';

/**
 * What the properties service adds to the kit's app, in its main and in tests alike: image uploads (one file of at
 * most 10 MB per request, after a few small fields: propertyId, imageType).
 */
export async function preparePropertiesApp(app: NestFastifyApplication): Promise<void> {
  await acceptImageUploads(app, { fields: 5 });
}
