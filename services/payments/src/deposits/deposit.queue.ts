import { defineQueue } from '@trio/service-kit/jobs';

/**
 * Deposit refunds: one `refund-deposit` job per settled deposit with a balance, id `refund-deposit|<leaseId>`
 * (enqueued by the settlement and again by its event's handler: the two collapse into one job). The job refunds
 * the balance through Razorpay once, however often it runs (deposits.service.ts `refund`). Its retries (with
 * backoff, over about an hour) stay well inside the 48 hours promised to the renter.
 */
export const DepositQueue = defineQueue('payments-deposits', {
  jobs: ['refund-deposit'] as const,
  defaultJobOptions: { attempts: 12, backoff: { type: 'exponential', delay: 2_000 } },
}).withData<{
  'refund-deposit': { leaseId: string };
}>();
