import { type DefaultJobOptions } from 'bullmq';
import { type QueueJobDefaults } from './queue-definition';

/** Seven days: completed jobs stay this long, which is also how long a repeated jobId is recognised. */
const COMPLETED_KEPT_SECONDS = 7 * 24 * 60 * 60;

/**
 * Defaults for every queue, before the queue's own `defaultJobOptions`:
 * - 5 attempts with exponential backoff from 1 s (1, 2, 4, 8 s);
 * - failed jobs are kept (`removeOnFail: false`) for inspection and manual retry;
 * - completed jobs are trimmed after 7 days or beyond the newest 10,000. A jobId only collapses duplicates while
 *   the first job still exists, so this is also the de-duplication window for completed work.
 */
export const KIT_JOB_DEFAULTS: Readonly<DefaultJobOptions> = Object.freeze({
  attempts: 5,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: { age: COMPLETED_KEPT_SECONDS, count: 10_000 },
  removeOnFail: false,
});

export function queueJobOptions(queueDefaults: QueueJobDefaults): DefaultJobOptions {
  return { ...KIT_JOB_DEFAULTS, ...queueDefaults };
}
