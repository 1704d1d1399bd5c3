import {
  positiveInt,
  s3ConfigSchema,
  serviceConfigSchema,
  urlWithScheme,
  type ConfigOf,
} from '@trio/service-kit/config';
import { z } from 'zod';

/** The payments service's environment, parsed once at start-up. */
export const paymentsConfigSchema = z.object({
  ...serviceConfigSchema('payments', 3104).shape,
  ...s3ConfigSchema.shape,
  /** The bucket of move-out inspection photos: private (served only through the service, to whoever may read the deposit). */
  MEDIA_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
    .default('trio-deposits'),
  /**
   * Razorpay's API origin (without /v1). Local runs and tests: the stand-in (infra/razorpay, given to every app by
   * infra/local/addresses.ts); production: unset, real Razorpay.
   */
  RAZORPAY_API_URL: urlWithScheme('http', 'https').default('https://api.razorpay.com'),
  /** Public: the checkout gets it with each order. */
  RAZORPAY_KEY_ID: z.string().min(1),
  /** Signs `order_id|payment_id` (the checkout's success triple) and authenticates the API calls. */
  RAZORPAY_KEY_SECRET: z.string().min(1),
  /** Signs webhook bodies (X-Razorpay-Signature). */
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1),
  /** The largest webhook body accepted, in bytes (Razorpay's are a few kB). */
  WEBHOOK_BODY_LIMIT: positiveInt('bytes').default(64 * 1024),
  /** How often the rent job looks for ledger items that became due or overdue. */
  RENT_SWEEP_MS: positiveInt('milliseconds').default(15 * 60_000),
  /** BullMQ key prefix (tests use a unique one). */
  JOBS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._-]+$/, 'letters, digits, ".", "_" and "-" only')
    .default('bull'),
});
export type PaymentsConfig = ConfigOf<typeof paymentsConfigSchema>;
