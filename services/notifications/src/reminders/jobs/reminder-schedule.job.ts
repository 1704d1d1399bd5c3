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
    // 100 additions in flight at a time: thousands of leases are enqueued in seconds, not one round trip each.
    for (let from = 0; from < leaseIds.length; from += 100) {
      await Promise.all(
        leaseIds
          .slice(from, from + 100)
          .map((leaseId) =>
            this.jobs.enqueue(
              ReminderQueue,
              'lease-reminder',
              { leaseId, date },
              { jobId: jobId('auto-reminder', leaseId, date) },
            ),
          ),
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
