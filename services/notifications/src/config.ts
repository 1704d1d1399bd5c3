import { positiveInt, serviceConfigSchema, urlWithScheme, type ConfigOf } from '@trio/service-kit/config';
import { z } from 'zod';

/** The notifications service's environment, parsed once at start-up. */
export const notificationsConfigSchema = z.object({
  ...serviceConfigSchema('notifications', 3106).shape,
  /** Where mail goes: maildev locally (smtp://127.0.0.1:1025), any SMTP server by configuration (user:pass@ in it). */
  SMTP_URL: urlWithScheme('smtp', 'smtps').default('smtp://127.0.0.1:1025'),
  /**
   * Pooled SMTP: at most this many connections at once. The email queue runs 50 sends at once and each holds a
   * connection for its whole SMTP exchange, so with 10 the sends queued for a connection: bench/reminders delivered
   * ~180 e-mails a second (62 s for 10,000); with 30, ~280 (36 s). Lower it for a provider that caps connections.
   */
  SMTP_MAX_CONNECTIONS: positiveInt('connections').default(30),
  /** The sender of every e-mail. */
  MAIL_FROM: z.string().min(3).default('Trio Rentals <no-reply@trio.rentals>'),
  /** The SPA's public address, for the links in e-mails (checkout, Renters Hub, hubs). */
  APP_URL: urlWithScheme('http', 'https').default('http://127.0.0.1:3000'),
  /** When the daily payment reminders go out, India time (HH:MM, 24-hour). */
  REMINDER_TIME_IST: z
    .string()
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'a time of day as HH:MM (24-hour)')
    .default('09:00'),
  /**
   * A replica starting after the day's reminder time (a deploy, `npm start`) makes up the day's fire this long after
   * it starts (once a day whatever the number of replicas: one job id per date), so the rent notices of the other
   * services are read first; 0 turns it off.
   */
  REMINDER_CATCH_UP_DELAY_MS: z.coerce.number().int().min(0).default(300_000),
  /**
   * Maintenance requests of one home that follow the one just mailed within this many minutes wait, and reach the
   * landlord and the manager together as one digest when the burst ends.
   */
  MAINTENANCE_DIGEST_WINDOW_MINUTES: positiveInt('minutes').default(10),
  /** BullMQ key prefix (tests use a unique one). */
  JOBS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._-]+$/, 'letters, digits, ".", "_" and "-" only')
    .default('bull'),
});
export type NotificationsConfig = ConfigOf<typeof notificationsConfigSchema>;
