import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { acceptImageUploads } from '@trio/service-kit/images';

/**
 * What the applications service adds to the kit's app, in its main and in tests alike: image uploads to
 * conversations (one file of at most 10 MB per request).
 */
export async function prepareApplicationsApp(app: NestFastifyApplication): Promise<void> {
  await acceptImageUploads(app, { fields: 2 });
}
