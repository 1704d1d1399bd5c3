import { positiveInt, s3ConfigSchema, serviceConfigSchema, type ConfigOf } from '@trio/service-kit/config';
import { CONVERSATION_UNREAD_EMAIL_AFTER_MS } from '@trio/contracts/events/applications';
import { CONVERSATION_STREAM_KEEPALIVE_MS } from '@trio/contracts/http/conversations';
import { z } from 'zod';

/** The applications service's environment, parsed once at start-up. */
export const applicationsConfigSchema = z.object({
  ...serviceConfigSchema('applications', 3103).shape,
  ...s3ConfigSchema.shape,
  /**
   * The bucket of the images sent in conversations: private (served only through the service, to the conversation's
   * members).
   */
  MEDIA_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
    .default('trio-conversations'),
  /**
   * The key of the identity numbers' hash (HMAC-SHA-256): the same Aadhaar or PAN used by two accounts gives the same
   * hash, so the manager sees a possible duplicate, while the stored hash reveals nothing without the key. Changing
   * it forgets earlier duplicates.
   */
  IDENTITY_HASH_SECRET: z.string().min(32, 'must be at least 32 characters'),
  /** How often the expiry job looks for applications past their expiry (the job scheduler's interval). */
  EXPIRY_SWEEP_MS: positiveInt('milliseconds').default(60_000),
  /** How often the lease-end job looks for active leases whose end date has come (the job scheduler's interval). */
  LEASE_SWEEP_MS: positiveInt('milliseconds').default(60_000),
  /**
   * How long a conversation's member may leave a message unread before they are told by e-mail (by the clock; tests
   * set a short one).
   */
  CONVERSATION_UNREAD_EMAIL_AFTER_MS: positiveInt('milliseconds').default(CONVERSATION_UNREAD_EMAIL_AFTER_MS),
  /** How often an open conversation stream sends a comment line (so proxies keep a quiet stream open). Tests make it short. */
  CONVERSATION_STREAM_KEEPALIVE_MS: positiveInt('milliseconds').default(CONVERSATION_STREAM_KEEPALIVE_MS),
  /**
   * How often an open conversation stream reads the conversation again without being told: a message whose Redis
   * notice was lost still arrives, and a reader who stopped being a member is let go even if that notice was lost.
   */
  CONVERSATION_STREAM_RECHECK_MS: positiveInt('milliseconds').default(60_000),
  /** BullMQ key prefix (tests use a unique one). */
  JOBS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._-]+$/, 'letters, digits, ".", "_" and "-" only')
    .default('bull'),
});
export type ApplicationsConfig = ConfigOf<typeof applicationsConfigSchema>;
