import { defineQueue } from '@trio/service-kit/jobs';

/**
 * Saved searches' daily digests (alerts.service.ts): a job scheduler (upserted by every replica, so one remains)
 * runs `send-due-digests` every few minutes; a run mails each saved search's digest whose 08:00 IST has come by the
 * injected clock, once per saved search and day (the e-mail's id names both), whatever the replicas or runs.
 */
export const SavedSearchDigestQueue = defineQueue('notifications-saved-search-digests', {
  jobs: ['send-due-digests'] as const,
  defaultJobOptions: { attempts: 3, backoff: { type: 'exponential', delay: 1_000 } },
}).withData<{
  'send-due-digests': { run: 'sweep' };
}>();

export const SAVED_SEARCH_DIGEST_SCHEDULER_ID = 'notifications-saved-search-digests';
/** The digests of 08:00 go out by 08:05. */
export const SAVED_SEARCH_DIGEST_SWEEP_MS = 5 * 60_000;
