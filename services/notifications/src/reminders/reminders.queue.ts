import { defineQueue } from '@trio/service-kit/jobs';

/**
 * Automatic payment reminders: a job scheduler (upserted by every replica, so one remains) runs `daily-reminders`
 * at REMINDER_TIME_IST in India; it adds one `lease-reminder` per lease whose rent is past due, with the id
 * `auto-reminder|<leaseId>|<YYYY-MM-DD>`, so however many replicas or fires, one job per lease and day; the
 * job records the reminder (`auto-<date>`: found if it exists) and the event it publishes mails the tenant.
 */
export const ReminderQueue = defineQueue('notifications-reminders', {
  jobs: ['daily-reminders', 'lease-reminder'] as const,
  // Each job is a few reads and one write, and the writes of the jobs under way go to the database together
  // (RemindersService.sendAutomatic): the more at once, the fewer writes.
  concurrency: 100,
  defaultJobOptions: { attempts: 5, backoff: { type: 'exponential', delay: 1_000 } },
}).withData<{
  'daily-reminders': { run: 'daily' };
  'lease-reminder': { leaseId: string; date: string };
}>();

export const REMINDER_SCHEDULER_ID = 'notifications-daily-reminders';

/** "09:00" → the cron pattern "0 9 * * *" (read in Asia/Kolkata). */
export function dailyPattern(timeOfDay: string): string {
  const [hours, minutes] = timeOfDay.split(':').map(Number);
  return `${minutes} ${hours} * * *`;
}
