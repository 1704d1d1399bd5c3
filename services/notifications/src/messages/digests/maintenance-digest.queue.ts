import { defineQueue } from '@trio/service-kit/jobs';

/**
 * Maintenance digests (maintenance-digests.ts): a job scheduler (upserted by every replica, so one remains) runs
 * `send-due-digests` every minute; a run mails each digest whose burst has ended, once (the e-mail's id is the
 * digest's), whatever the number of replicas or runs.
 */
export const MaintenanceDigestQueue = defineQueue('notifications-maintenance-digests', {
  jobs: ['send-due-digests'] as const,
  defaultJobOptions: { attempts: 3, backoff: { type: 'exponential', delay: 1_000 } },
}).withData<{
  'send-due-digests': { run: 'sweep' };
}>();

export const MAINTENANCE_DIGEST_SCHEDULER_ID = 'notifications-maintenance-digests';
export const MAINTENANCE_DIGEST_SWEEP_MS = 60_000;
