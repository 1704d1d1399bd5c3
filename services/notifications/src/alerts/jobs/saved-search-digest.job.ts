import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JobHandler, JobQueue } from '@trio/service-kit/jobs';
import { AlertsService } from '../alerts.service';
import {
  SAVED_SEARCH_DIGEST_SCHEDULER_ID,
  SAVED_SEARCH_DIGEST_SWEEP_MS,
  SavedSearchDigestQueue,
} from '../saved-search-digest.queue';

/** The sweep that mails the saved searches' digests due (saved-search-digest.queue.ts). */
@Injectable()
export class SavedSearchDigestJob implements OnApplicationBootstrap {
  constructor(
    @Inject(JobQueue) private readonly jobs: JobQueue,
    @Inject(AlertsService) private readonly alerts: AlertsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.upsertSchedule(
      SavedSearchDigestQueue,
      SAVED_SEARCH_DIGEST_SCHEDULER_ID,
      { every: SAVED_SEARCH_DIGEST_SWEEP_MS },
      'send-due-digests',
      { run: 'sweep' },
    );
  }

  @JobHandler(SavedSearchDigestQueue, 'send-due-digests')
  async sweep(): Promise<number> {
    return this.alerts.sendDueDigests();
  }
}
