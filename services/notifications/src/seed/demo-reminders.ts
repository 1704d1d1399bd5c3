import type { INestApplicationContext } from '@nestjs/common';
import { Topic } from '@trio/contracts/topics';
import { APP_CONFIG } from '@trio/service-kit/config';
import { catchUpTopics } from '@trio/service-kit/events';
import type { NotificationsConfig } from '../config';
import { ProjectionsService } from '../projections/projections.service';
import { RemindersService } from '../reminders/reminders.service';

/** Reads the people, managers, properties, leases and rent published so far into this service's projections. */
export async function catchUpProjections(app: INestApplicationContext): Promise<number> {
  const config = app.get<NotificationsConfig>(APP_CONFIG);
  const prefix = config.EVENTS_TOPIC_PREFIX ?? '';
  const projections = app.get(ProjectionsService);
  return catchUpTopics({
    clientId: `${config.SERVICE_NAME}-catch-up`,
    brokers: config.KAFKA_BROKERS,
    topics: [
      Topic.UsersUser,
      Topic.UsersPropertyManager,
      Topic.PropertiesProperty,
      Topic.ApplicationsLease,
      Topic.PaymentsRent,
    ].map((topic) => prefix + topic),
    apply: async (event) => {
      switch (event.type) {
        case 'users.user.registered.v1':
        case 'users.user.updated.v1':
          return projections.applyPerson(event.data, event.aggregateVersion);
        case 'users.property-manager.registered.v1':
        case 'users.property-manager.updated.v1':
          return projections.applyManager(event.data, event.aggregateVersion);
        case 'properties.property.listed.v1':
        case 'properties.property.updated.v1':
          return projections.applyProperty(event.data, event.aggregateVersion);
        case 'applications.lease.created.v1':
        case 'applications.lease.ended.v1':
          return projections.applyLease(event.data, event.aggregateVersion);
        case 'payments.rent.due.v1':
        case 'payments.rent.overdue.v1':
          return projections.applyRent(event.data, event.aggregateVersion, false);
        case 'payments.rent.paid.v1':
          return projections.applyRent(event.data, event.aggregateVersion, true);
        default:
          return undefined;
      }
    },
  });
}

/**
 * Demo reminder history: today's automatic reminder for every demo lease whose rent is past due (as the daily
 * schedule would send it), so the Property Manager Hub's "Send Payment Reminders" tab shows a history and the
 * tenants' reminder e-mails reach the SMTP capture once the service runs. Safe to repeat (one a day per lease).
 */
export async function seedDemoReminders(app: INestApplicationContext): Promise<{ events: number; reminders: number }> {
  const events = await catchUpProjections(app);
  const reminders = app.get(RemindersService);
  const date = reminders.today();
  const recorded = await reminders.sendAutomaticToAll(date);
  return { events, reminders: recorded };
}
