import { Topic } from '@trio/contracts/topics';
import { ClockModule } from '@trio/service-kit/clock';
import { defineService } from '@trio/service-kit/service';
import { alertsFeature } from './alerts/alerts.feature';
import { SavedSearchDigestQueue } from './alerts/saved-search-digest.queue';
import { notificationsConfigSchema } from './config';
import { copiesFeature } from './copies/copies.module';
import { mailFeature } from './mail/mail.module';
import { EmailQueue } from './mail/mail.queue';
import { MaintenanceDigestQueue } from './messages/digests/maintenance-digest.queue';
import { messagesFeature } from './messages/messages.feature';
import { remindersFeature } from './reminders/reminders.module';
import { ReminderQueue } from './reminders/reminders.queue';

/**
 * The notifications service: the only sender of e-mail. It consumes the other services' events, keeps the
 * copies it needs (people, managers, properties, leases and their rent), mails each state change through the
 * `email` queue (one job per event and recipient), and runs the payment reminders (daily schedule, by hand from the
 * Property Manager Hub), whose history it owns and publishes (notifications.reminder), and the saved searches'
 * alerts and area-interest e-mails (alerts/).
 */
export const notifications = defineService({
  name: 'notifications',
  config: notificationsConfigSchema,
  publishes: [Topic.NotificationsReminder],
  // Every handler writes only its own event's aggregate (a copy by the aggregate's id) or e-mails keyed by
  // the event: different aggregates' events may be handled at once (the daily reminders' thousands of events).
  consumer: { concurrency: 50 },
  queues: [EmailQueue, ReminderQueue, MaintenanceDigestQueue, SavedSearchDigestQueue],
  // One event's handlers run in this order: the copies' first, then the messages', then the alerts'.
  features: [ClockModule, copiesFeature, mailFeature, messagesFeature, alertsFeature, remindersFeature],
});
