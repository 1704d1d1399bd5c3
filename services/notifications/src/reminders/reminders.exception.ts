import type { NotificationsProblemCode } from '@trio/contracts/problem';
import { ProblemException } from '@trio/service-kit/http';

/** What the reminders feature refuses; the class name tells the logs which module spoke. */
export class ReminderException extends ProblemException<NotificationsProblemCode> {}

export const leaseNotFound = (leaseId: string) => new ReminderException('NOT_FOUND', `There is no lease ${leaseId}.`);

export const notTheManager = (detail: string) => new ReminderException('FORBIDDEN', detail);

export const leaseNotActive = () =>
  new ReminderException('LEASE_NOT_ACTIVE', 'This lease has ended; no reminders are sent for it.');

export const reminderTooSoon = (retryAfterSeconds: number) =>
  new ReminderException(
    'REMINDER_TOO_SOON',
    `A reminder was sent for this lease less than an hour ago. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
    { extensions: { retryAfterSeconds } },
  );

export const busy = () =>
  new ReminderException('CONFLICT', 'The reminders of this lease changed meanwhile; try again.');
