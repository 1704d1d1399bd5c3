import type { INestApplicationContext } from '@nestjs/common';
import { Topic } from '@trio/contracts/topics';
import { catchUpThroughHandlers } from '@trio/service-kit/events';
import { copies } from '../copies/copies.module';
import { RemindersService } from '../reminders/reminders.service';

/**
 * Reads the people, managers, properties, leases and rent published so far through this service's copies' own
 * handlers (only those: the other handlers write e-mails, which the running service sends from the same events).
 */
export function catchUpCopies(app: INestApplicationContext): Promise<number> {
  return catchUpThroughHandlers(app, {
    topics: [
      Topic.UsersUser,
      Topic.UsersPropertyManager,
      Topic.PropertiesProperty,
      Topic.ApplicationsLease,
      Topic.PaymentsRent,
    ],
    handlers: copies.map((copy) => copy.handler),
  });
}

/**
 * Demo reminder history: today's automatic reminder for every demo lease whose rent is past due (as the daily
 * schedule would send it), so the Property Manager Hub's "Send Payment Reminders" tab shows a history and the
 * tenants' reminder e-mails reach the SMTP capture once the service runs. Safe to repeat (one a day per lease).
 */
export async function seedDemoReminders(app: INestApplicationContext): Promise<{ events: number; reminders: number }> {
  const events = await catchUpCopies(app);
  const reminders = app.get(RemindersService);
  const date = reminders.today();
  const recorded = await reminders.sendAutomaticToAll(date);
  return { events, reminders: recorded };
}
