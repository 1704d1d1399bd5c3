import { defineQueue } from '@trio/service-kit/jobs';

/**
 * Automatic payment reminders: a job scheduler (upserted by every replica, so one remains) runs `daily-reminders`
 * at REMINDER_TIME_IST in India; the fire records the reminder `auto-<YYYY-MM-DD>` of every lease whose rent is past
 * due (RemindersService.sendAutomaticToAll), so however many replicas or fires, one reminder per lease and day; the
 * event each reminder publishes mails the tenant.
 */
export const ReminderQueue = defineQueue('notifications-reminders', {
  jobs: ['daily-reminders'] as const,
  defaultJobOptions: { attempts: 5, backoff: { type: 'exponential', delay: 1_000 } },
}).withData<{
  'daily-reminders': { run: 'daily' };
}>();

export const REMINDER_SCHEDULER_ID = 'notifications-daily-reminders';

/** "09:00" → the cron pattern "0 9 * * *" (read in Asia/Kolkata). */
export function dailyPattern(timeOfDay: string): string {
  const [hours, minutes] = timeOfDay.split(':').map(Number);
  return `${minutes} ${hours} * * *`;
}
