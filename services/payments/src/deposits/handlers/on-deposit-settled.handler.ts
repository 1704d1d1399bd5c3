import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { depositSettled, type DepositSettled } from '@trio/contracts/events/payments';
import { RefundRequests } from '../refund-requests';

/**
 * payments.deposit settled (this service's own event) → the refund job requested again: the settlement enqueued it
 * already, and the job's id collapses the two; this resumes a settlement a crash cut short before its enqueue.
 */
@Controller()
export class OnDepositSettledHandler {
  constructor(@Inject(RefundRequests) private readonly refunds: RefundRequests) {}

  @EventPattern(depositSettled.type)
  async onSettled(@Payload() event: DepositSettled): Promise<void> {
    await this.refunds.request(event.data.leaseId);
  }
}
