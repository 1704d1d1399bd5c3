import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectConfig } from '@trio/service-kit/config';
import { JobHandler, jobId, JobQueue } from '@trio/service-kit/jobs';
import type { NotificationsConfig } from '../../config';
import { INDIA_TIME_ZONE } from '../../mail/templates/format';
import { dailyPattern, REMINDER_SCHEDULER_ID, ReminderQueue } from '../reminders.queue';
import { RemindersService } from '../reminders.service';

/** The daily reminder schedule and its job (reminders.queue.ts). */
@Injectable()
export class ReminderScheduleJob implements OnApplicationBootstrap {
  constructor(
    @Inject(JobQueue) private readonly jobs: JobQueue,
    @Inject(RemindersService) private readonly reminders: RemindersService,
    @InjectConfig() private readonly config: NotificationsConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.upsertSchedule(
      ReminderQueue,
      REMINDER_SCHEDULER_ID,
      { pattern: dailyPattern(this.config.REMINDER_TIME_IST), tz: INDIA_TIME_ZONE },
      'daily-reminders',
      { run: 'daily' },
    );
    const delay = this.config.REMINDER_CATCH_UP_DELAY_MS;
    if (delay > 0 && this.reminders.timeOfDayInIndia() >= this.config.REMINDER_TIME_IST) {
      await this.jobs.enqueue(
        ReminderQueue,
        'daily-reminders',
        { run: 'daily' },
        { jobId: jobId('reminders-catch-up', this.reminders.today()), delay },
      );
    }
  }

  /** One fire: today's date in India by the injected clock; every lease whose rent is past due gets its reminder. */
  @JobHandler(ReminderQueue, 'daily-reminders')
  async fire(): Promise<number> {
    return this.reminders.sendAutomaticToAll(this.reminders.today());
  }
}
