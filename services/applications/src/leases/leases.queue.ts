import { defineQueue } from '@trio/service-kit/jobs';

/**
 * The end of leases: a job scheduler runs `sweep-ending-leases` every LEASE_SWEEP_MS; the sweep enqueues one
 * `end-lease` per active lease whose end date has come (by the injected clock), with the id `end-lease|<leaseId>`,
 * so repeated sweeps and replicas collapse into one job per lease. The same sweep enqueues one `lease-ending-soon` per
 * active lease within 60 days of its end date not yet told (issue 30), id `lease-ending-soon|<leaseId>|<endDate>`.
 */
export const LeasesQueue = defineQueue('applications-leases', {
  jobs: ['sweep-ending-leases', 'end-lease', 'lease-ending-soon'] as const,
  defaultJobOptions: { attempts: 5, backoff: { type: 'exponential', delay: 1_000 } },
}).withData<{
  'sweep-ending-leases': { sweep: 'all' };
  'end-lease': { leaseId: string };
  'lease-ending-soon': { leaseId: string; endDate: string };
}>();

export const LEASE_END_SCHEDULER_ID = 'applications-lease-end-sweep';
