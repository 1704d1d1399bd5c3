import { Inject, Injectable } from '@nestjs/common';
import { JobHandler } from '@trio/service-kit/jobs';
import { DepositQueue } from '../deposit.queue';
import { DepositsService } from '../deposits.service';

/** The refund of a settled deposit's balance through Razorpay (deposit.queue.ts), once however often it runs. */
@Injectable()
export class DepositRefundJob {
  constructor(@Inject(DepositsService) private readonly deposits: DepositsService) {}

  @JobHandler(DepositQueue, 'refund-deposit')
  async refund(data: { leaseId: string }): Promise<string> {
    return this.deposits.refund(data.leaseId);
  }
}
