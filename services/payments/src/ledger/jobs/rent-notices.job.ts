import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectConfig } from '@trio/service-kit/config';
import { JobHandler, jobId, JobQueue } from '@trio/service-kit/jobs';
import type { PaymentsConfig } from '../../config';
import { RentLedgerService } from '../rent-ledger.service';
import { RENT_SCHEDULER_ID, RentQueue } from '../rent.queue';

/** The rent schedule and its two jobs (rent.queue.ts). */
@Injectable()
export class RentNoticesJob implements OnApplicationBootstrap {
  constructor(
    @Inject(JobQueue) private readonly jobs: JobQueue,
    @Inject(RentLedgerService) private readonly ledger: RentLedgerService,
    @InjectConfig() private readonly config: PaymentsConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.upsertSchedule(RentQueue, RENT_SCHEDULER_ID, { every: this.config.RENT_SWEEP_MS }, 'sweep-rent', {
      sweep: 'all',
    });
  }

  @JobHandler(RentQueue, 'sweep-rent')
  async sweep(): Promise<number> {
    const notices = await this.ledger.pendingNotices();
    for (const notice of notices) {
      await this.jobs.enqueue(RentQueue, 'rent-notice', notice, {
        jobId: jobId('rent-notice', notice.leaseId, notice.month, notice.kind),
      });
    }
    return notices.length;
  }

  @JobHandler(RentQueue, 'rent-notice')
  async notice(data: { leaseId: string; month: string; kind: 'due' | 'overdue' }): Promise<void> {
    await this.ledger.notify(data.leaseId, data.month, data.kind);
  }
}
