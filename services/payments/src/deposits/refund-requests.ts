import { Inject, Injectable } from '@nestjs/common';
import { JobQueue, jobId } from '@trio/service-kit/jobs';
import { DepositQueue } from './deposit.queue';
import { DepositsService } from './deposits.service';

/**
 * Requests the refund of a settled deposit's balance: one `refund-deposit` job per deposit (its id is the deposit's,
 * so the settlement's request and its event's handler's collapse into one). Only the running service has it (the
 * queue is the running service's; the ops commands have none).
 */
@Injectable()
export class RefundRequests {
  constructor(
    @Inject(JobQueue) private readonly jobs: JobQueue,
    @Inject(DepositsService) private readonly deposits: DepositsService,
  ) {}

  async request(leaseId: string): Promise<void> {
    const deposit = await this.deposits.state(leaseId);
    if (deposit?.status !== 'settled') return;
    await this.jobs.enqueue(DepositQueue, 'refund-deposit', { leaseId }, { jobId: jobId('refund-deposit', leaseId) });
  }
}
