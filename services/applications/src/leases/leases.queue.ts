import { defineQueue } from '@trio/service-kit/jobs';

/**
 * The end of leases: a job scheduler runs `sweep-ending-leases` every LEASE_SWEEP_MS; the sweep enqueues one
 * `end-lease` per active lease whose end date has come (by the injected clock), with the id `end-lease|<leaseId>`,
 * so repeated sweeps and replicas collapse into one job per lease.
 */
export const LeasesQueue = defineQueue('applications-leases', {
  jobs: ['sweep-ending-leases', 'end-lease'] as const,
  defaultJobOptions: { attempts: 5, backoff: { type: 'exponential', delay: 1_000 } },
}).withData<{
  'sweep-ending-leases': { sweep: 'all' };
  'end-lease': { leaseId: string };
}>();

export const LEASE_END_SCHEDULER_ID = 'applications-lease-end-sweep';
