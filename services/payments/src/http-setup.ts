import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { razorpayWebhook } from '@trio/contracts/http/payments';
import { installRawJsonBodies } from '@trio/service-kit/http';
import { acceptImageUploads } from '@trio/service-kit/images';

/**
 * What the payments service adds to the kit's app, in its main and in tests alike: the webhook's signature is over
 * the exact bytes Razorpay sent (its JSON body is kept raw), and the inspection's photo uploads (one file of at most
 * 10 MB per request; the room is named in the query, so the form takes no text fields).
 */
export async function preparePaymentsApp(app: NestFastifyApplication): Promise<void> {
  installRawJsonBodies(app, [razorpayWebhook.path]);
  await acceptImageUploads(app, { fields: 0 });
}
