import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectConfig } from '@trio/service-kit/config';
import { JobHandler, jobId, JobQueue } from '@trio/service-kit/jobs';
import { CLOCK, type Clock } from '@trio/service-kit/clock';
import type { ApplicationsConfig } from '../../config';
import { EXPIRY_SCHEDULER_ID, ExpiryQueue } from '../expiry.queue';
import { ExpiryService } from '../expiry.service';

/** The expiry schedule and its two jobs (expiry.queue.ts). */
@Injectable()
export class ExpireApplicationsJob implements OnApplicationBootstrap {
  constructor(
    @Inject(JobQueue) private readonly jobs: JobQueue,
    @Inject(ExpiryService) private readonly expiry: ExpiryService,
    @Inject(CLOCK) private readonly clock: Clock,
    @InjectConfig() private readonly config: ApplicationsConfig,
  ) {}

  /** Every replica upserts the same scheduler: one schedule remains. */
  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.upsertSchedule(
      ExpiryQueue,
      EXPIRY_SCHEDULER_ID,
      { every: this.config.EXPIRY_SWEEP_MS },
      'sweep-expired-applications',
      { sweep: 'all' },
    );
  }

  @JobHandler(ExpiryQueue, 'sweep-expired-applications')
  async sweep(): Promise<void> {
    for (const { _id, version } of await this.expiry.due(this.clock.now())) {
      await this.jobs.enqueue(
        ExpiryQueue,
        'expire-application',
        { applicationId: _id, version },
        { jobId: jobId('expire-application', _id, version) },
      );
    }
  }

  @JobHandler(ExpiryQueue, 'expire-application')
  async expireOne(data: { applicationId: string; version: number }): Promise<void> {
    await this.expiry.expireOne(data.applicationId, this.clock.now());
  }
}
