import { defineQueue } from '@trio/service-kit/jobs';

/**
 * Rent notices: a job scheduler runs `sweep-rent` every RENT_SWEEP_MS; the sweep enqueues one `rent-notice` per
 * ledger item that became due (0–6 days) or overdue (7+ days) and was not announced yet, with the id
 * `rent-notice|<leaseId>|<YYYY-MM>|<due|overdue>`, so replicas' sweeps collapse into one job per notice; the job
 * publishes `payments.rent.due.v1` / `.overdue.v1` once (a version-checked write).
 */
export const RentQueue = defineQueue('payments-rent', {
  jobs: ['sweep-rent', 'rent-notice'] as const,
  defaultJobOptions: { attempts: 5, backoff: { type: 'exponential', delay: 1_000 } },
}).withData<{
  'sweep-rent': { sweep: 'all' };
  'rent-notice': { leaseId: string; month: string; kind: 'due' | 'overdue' };
}>();

export const RENT_SCHEDULER_ID = 'payments-rent-sweep';
