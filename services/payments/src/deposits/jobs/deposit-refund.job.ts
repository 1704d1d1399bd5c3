import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectConfig } from '@trio/service-kit/config';
import { JobHandler, JobQueue } from '@trio/service-kit/jobs';
import { InjectLogger, type Logger } from '@trio/service-kit/logging';
import type { PaymentsConfig } from '../../config';
import { DEPOSIT_REFUND_SCHEDULER_ID, DEPOSIT_REFUND_SWEEP_AFTER_MS, DepositQueue } from '../deposit.queue';
import { DepositsService } from '../deposits.service';

/** The refund of a settled deposit's balance through Razorpay (deposit.queue.ts), once however often it runs. */
@Injectable()
export class DepositRefundJob implements OnApplicationBootstrap {
  constructor(
    @Inject(DepositsService) private readonly deposits: DepositsService,
    @Inject(JobQueue) private readonly jobs: JobQueue,
    @InjectConfig() private readonly config: PaymentsConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.upsertSchedule(
      DepositQueue,
      DEPOSIT_REFUND_SCHEDULER_ID,
      { every: this.config.RENT_SWEEP_MS },
      'sweep-refunds',
      { sweep: 'all' },
    );
  }

  @JobHandler(DepositQueue, 'refund-deposit')
  async refund(data: { leaseId: string }): Promise<string> {
    return this.deposits.refund(data.leaseId);
  }

  /**
   * Deposits settled a while ago and still not refunded: refunded now, each once (a failure waits for the next). One
   * that fails past its promised time (48 hours) is logged as `DEPOSIT_REFUND_OVERDUE`, the operators' alarm; the
   * renter's and the manager's screens say it is late.
   */
  @JobHandler(DepositQueue, 'sweep-refunds')
  async sweep(): Promise<number> {
    let refunded = 0;
    for (const { leaseId, overdue } of await this.deposits.unrefundedSince(DEPOSIT_REFUND_SWEEP_AFTER_MS)) {
      try {
        if ((await this.deposits.refund(leaseId)) === 'refunded') refunded += 1;
      } catch (err) {
        if (overdue) {
          this.logger.error(
            { leaseId, err, alert: 'DEPOSIT_REFUND_OVERDUE' },
            'deposit refund overdue (past its 48 hours) and failed again; the next sweep tries again',
          );
        } else {
          this.logger.error({ leaseId, err }, 'deposit refund failed again; the next sweep tries again');
        }
      }
    }
    return refunded;
  }
}
