import { defineQueue } from '@trio/service-kit/jobs';

/**
 * Deposit refunds: one `refund-deposit` job per settled deposit with a balance, id `refund-deposit|<leaseId>`
 * (enqueued by the settlement and again by its event's handler: the two collapse into one job). The job refunds
 * the balance through Razorpay once, however often it runs (deposits.service.ts `refund`). Its retries (with
 * backoff, over about two hours) stay well inside the 48 hours promised to the renter; `sweep-refunds` (every
 * RENT_SWEEP_MS) then refunds any deposit still settled and unrefunded a while after settlement (a job that used up
 * its tries, Razorpay down for long), in the same once-only way.
 */
export const DepositQueue = defineQueue('payments-deposits', {
  jobs: ['refund-deposit', 'sweep-refunds'] as const,
  defaultJobOptions: { attempts: 12, backoff: { type: 'exponential', delay: 2_000 } },
}).withData<{
  'refund-deposit': { leaseId: string };
  'sweep-refunds': { sweep: 'all' };
}>();

export const DEPOSIT_REFUND_SCHEDULER_ID = 'payments-deposit-refund-sweep';

/** A settled deposit is swept only this long after settlement (its own job goes first). */
export const DEPOSIT_REFUND_SWEEP_AFTER_MS = 3 * 60 * 60_000;
