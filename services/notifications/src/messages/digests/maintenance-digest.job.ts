import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JobHandler, JobQueue } from '@trio/service-kit/jobs';
import { MessagesService } from '../messages.service';
import {
  MAINTENANCE_DIGEST_SCHEDULER_ID,
  MAINTENANCE_DIGEST_SWEEP_MS,
  MaintenanceDigestQueue,
} from './maintenance-digest.queue';

/** The minute-by-minute sweep that mails the maintenance digests due (maintenance-digest.queue.ts). */
@Injectable()
export class MaintenanceDigestJob implements OnApplicationBootstrap {
  constructor(
    @Inject(JobQueue) private readonly jobs: JobQueue,
    @Inject(MessagesService) private readonly messages: MessagesService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.upsertSchedule(
      MaintenanceDigestQueue,
      MAINTENANCE_DIGEST_SCHEDULER_ID,
      { every: MAINTENANCE_DIGEST_SWEEP_MS },
      'send-due-digests',
      { run: 'sweep' },
    );
  }

  @JobHandler(MaintenanceDigestQueue, 'send-due-digests')
  async sweep(): Promise<number> {
    return this.messages.sendDueMaintenanceDigests();
  }
}
