import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectConfig } from '@trio/service-kit/config';
import { JobHandler, jobId, JobQueue } from '@trio/service-kit/jobs';
import { CLOCK, type Clock } from '@trio/service-kit/clock';
import type { ApplicationsConfig } from '../../config';
import { LEASE_END_SCHEDULER_ID, LeasesQueue } from '../leases.queue';
import { LeasesService } from '../leases.service';

/** The end-of-lease schedule and its two jobs (leases.queue.ts); dates by the injected clock. */
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
    for (const leaseId of await this.leases.dueToEnd(this.clock.now())) {
      await this.jobs.enqueue(LeasesQueue, 'end-lease', { leaseId }, { jobId: jobId('end-lease', leaseId) });
    }
  }

  @JobHandler(LeasesQueue, 'end-lease')
  async endOne(data: { leaseId: string }): Promise<void> {
    await this.leases.end(data.leaseId, this.clock.now());
  }
}
