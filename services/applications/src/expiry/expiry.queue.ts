import { defineQueue } from '@trio/service-kit/jobs';

/**
 * Expiry (issue 12): a job scheduler runs `sweep-expired-applications` every EXPIRY_SWEEP_MS; the sweep enqueues one
 * `expire-application` per application past its expiry, with the id `expire-application|<id>|<version>`, so two
 * replicas' sweeps (or two sweeps while one job waits) collapse into one job per application and version.
 */
export const ExpiryQueue = defineQueue('applications-expiry', {
  jobs: ['sweep-expired-applications', 'expire-application'] as const,
  defaultJobOptions: { attempts: 5, backoff: { type: 'exponential', delay: 1_000 } },
}).withData<{
  'sweep-expired-applications': { sweep: 'all' };
  'expire-application': { applicationId: string; version: number };
}>();

/** The scheduler's id (one schedule whatever the number of replicas). */
export const EXPIRY_SCHEDULER_ID = 'applications-expiry-sweep';
