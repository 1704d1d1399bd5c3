import { RedisModule } from '@trio/service-kit/redis';
import { MaintenanceDigestJob } from './messages/digests/maintenance-digest.job';
import { MaintenanceDigestQueue } from './messages/digests/maintenance-digest.queue';
import { MaintenanceDigests } from './messages/digests/maintenance-digests';
import { Topic } from '@trio/contracts/topics';
import { APP_CONFIG } from '@trio/service-kit/config';
import { JobsModule } from '@trio/service-kit/jobs';
import { defineService } from '@trio/service-kit/service';
import { ClockModule } from '@trio/service-kit/clock';
import { notificationsConfigSchema, type NotificationsConfig } from './config';
import { copies, CopiesModule } from './copies/copies.module';
import { SendEmailJob } from './mail/jobs/send-email.job';
import { MailModule } from './mail/mail.module';
import { EmailQueue } from './mail/mail.queue';
import { MailService } from './mail/mail.service';
import { MailTransport } from './mail/mail-transport';
import { OnApplicationChangedHandler } from './messages/handlers/on-application-changed.handler';
import { OnLeaseCreatedHandler } from './messages/handlers/on-lease-created.handler';
import { OnMaintenanceChangedHandler } from './messages/handlers/on-maintenance-changed.handler';
import { OnListingRequestChangedHandler } from './messages/handlers/on-listing-request-changed.handler';
import { OnPaymentCapturedHandler } from './messages/handlers/on-payment-captured.handler';
import { OnReminderSentHandler } from './messages/handlers/on-reminder-sent.handler';
import { OnUserChangedHandler } from './messages/handlers/on-user-changed.handler';
import { MessagesService } from './messages/messages.service';
import { ReminderScheduleJob } from './reminders/jobs/reminder-schedule.job';
import { RemindersController } from './reminders/reminders.controller';
import { RemindersModule } from './reminders/reminders.module';
import { ReminderQueue } from './reminders/reminders.queue';

/** The event handlers, in the order one event's handlers run (the copies' first): one per source of news. */
export const eventHandlers = [
  ...copies.map((copy) => copy.handler),
  OnUserChangedHandler,
  OnApplicationChangedHandler,
  OnLeaseCreatedHandler,
  OnPaymentCapturedHandler,
  OnListingRequestChangedHandler,
  OnMaintenanceChangedHandler,
  OnReminderSentHandler,
];

/**
 * The notifications service: the only sender of e-mail. It consumes the other services' events, keeps the
 * copies it needs (people, managers, properties, leases and their rent), mails each state change through the
 * `email` queue (one job per event and recipient), and runs the payment reminders (daily schedule, by hand from the
 * Property Manager Hub), whose history it owns and publishes (notifications.reminder).
 */
export const notifications = defineService({
  name: 'notifications',
  config: notificationsConfigSchema,
  publishes: [Topic.NotificationsReminder],
  // Every handler writes only its own event's aggregate (a copy by the aggregate's id) or e-mails keyed by
  // the event: different aggregates' events may be handled at once (the daily reminders' thousands of events).
  consumer: { concurrency: 50 },
  imports: () => [ClockModule, CopiesModule, MailModule, RemindersModule],
  app: {
    imports: [
      RedisModule.forRoot(), // Redis: the maintenance digests' bursts
      JobsModule.forRootAsync({
        inject: [APP_CONFIG],
        useFactory: (config: NotificationsConfig) => ({
          connection: config.REDIS_URL,
          queues: [EmailQueue, ReminderQueue, MaintenanceDigestQueue],
          prefix: config.JOBS_PREFIX,
        }),
      }),
    ],
    controllers: [RemindersController, ...eventHandlers],
    providers: [
      MailService,
      MailTransport,
      SendEmailJob,
      MessagesService,
      MaintenanceDigests,
      MaintenanceDigestJob,
      ReminderScheduleJob,
    ],
  },
});
