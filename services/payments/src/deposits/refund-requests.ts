import { Inject, Injectable, Optional } from '@nestjs/common';
import { JobQueue, jobId } from '@trio/service-kit/jobs';
import { DepositQueue } from './deposit.queue';
import { DepositsService } from './deposits.service';

/**
 * Requests the refund of a settled deposit's balance: one `refund-deposit` job per deposit (its id is the deposit's,
 * so the settlement's request and its event's handler's collapse into one). The queue is the running service's: the
 * ops commands (whose catch-up builds every handler) have none, and asking there is an error.
 */
@Injectable()
export class RefundRequests {
  constructor(
    @Optional() @Inject(JobQueue) private readonly jobs: JobQueue | undefined,
    @Inject(DepositsService) private readonly deposits: DepositsService,
  ) {}

  async request(leaseId: string): Promise<void> {
    const deposit = await this.deposits.state(leaseId);
    if (deposit?.status !== 'settled') return;
    if (!this.jobs) throw new Error(`no job queue here to refund deposit ${leaseId}: the running service does it`);
    await this.jobs.enqueue(DepositQueue, 'refund-deposit', { leaseId }, { jobId: jobId('refund-deposit', leaseId) });
  }
}
