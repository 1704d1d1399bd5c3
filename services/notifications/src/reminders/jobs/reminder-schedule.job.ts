import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectConfig } from '@trio/service-kit/config';
import { JobHandler, jobId, JobQueue } from '@trio/service-kit/jobs';
import type { NotificationsConfig } from '../../config';
import { INDIA_TIME_ZONE } from '../../mail/templates/format';
import { dailyPattern, REMINDER_SCHEDULER_ID, ReminderQueue } from '../reminders.queue';
import { RemindersService } from '../reminders.service';

/** The daily reminder schedule and its two jobs (reminders.queue.ts). */
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

  /** One fire: today's date in India by the injected clock, one job per lease whose rent is past due. */
  @JobHandler(ReminderQueue, 'daily-reminders')
  async fire(): Promise<number> {
    const date = this.reminders.today();
    const leaseIds = await this.reminders.leasesToRemind(date);
    // Added a thousand per round trip to Redis; each job's id is its lease's and the day's, so a second fire the
    // same day (another replica, a restart) adds none that exists already.
    for (let from = 0; from < leaseIds.length; from += 1000) {
      await this.jobs.enqueueMany(
        ReminderQueue,
        'lease-reminder',
        leaseIds.slice(from, from + 1000).map((leaseId) => ({
          data: { leaseId, date },
          options: { jobId: jobId('auto-reminder', leaseId, date) },
        })),
      );
    }
    return leaseIds.length;
  }

  @JobHandler(ReminderQueue, 'lease-reminder')
  async remind(data: { leaseId: string; date: string }): Promise<string> {
    const reminder = await this.reminders.sendAutomatic(data.leaseId, data.date);
    return reminder ? `reminder ${reminder.nth}` : 'nothing to send';
  }
}
