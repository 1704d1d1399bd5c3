import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectConfig } from '@trio/service-kit/config';
import { JobHandler, jobId, JobQueue } from '@trio/service-kit/jobs';
import { CLOCK, type Clock } from '@trio/service-kit/clock';
import type { ApplicationsConfig } from '../../config';
import { LEASE_END_SCHEDULER_ID, LeasesQueue } from '../leases.queue';
import { LeasesService } from '../leases.service';

/** The end-of-lease schedule and its jobs (ending soon too) (leases.queue.ts); dates by the injected clock. */
@Injectable()
export class EndLeasesJob implements OnApplicationBootstrap {
  constructor(
    @Inject(JobQueue) private readonly jobs: JobQueue,
    @Inject(LeasesService) private readonly leases: LeasesService,
    @Inject(CLOCK) private readonly clock: Clock,
    @InjectConfig() private readonly config: ApplicationsConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.upsertSchedule(
      LeasesQueue,
      LEASE_END_SCHEDULER_ID,
      { every: this.config.LEASE_SWEEP_MS },
      'sweep-ending-leases',
      { sweep: 'all' },
    );
  }

  @JobHandler(LeasesQueue, 'sweep-ending-leases')
  async sweep(): Promise<void> {
    const now = this.clock.now();
    for (const leaseId of await this.leases.dueToEnd(now)) {
      await this.jobs.enqueue(LeasesQueue, 'end-lease', { leaseId }, { jobId: jobId('end-lease', leaseId) });
    }
    for (const due of await this.leases.dueEndingSoon(now)) {
      await this.jobs.enqueue(LeasesQueue, 'lease-ending-soon', due, {
        jobId: jobId('lease-ending-soon', due.leaseId, due.endDate),
      });
    }
  }

  /** Issue 30: the ending-soon event, once per lease and end date (the lease's mark; the job id per end date). */
  @JobHandler(LeasesQueue, 'lease-ending-soon')
  async endingSoon(data: { leaseId: string; endDate: string }): Promise<void> {
    await this.leases.markEndingSoon(data.leaseId, this.clock.now());
  }

  @JobHandler(LeasesQueue, 'end-lease')
  async endOne(data: { leaseId: string }): Promise<void> {
    await this.leases.end(data.leaseId, this.clock.now());
  }
}
