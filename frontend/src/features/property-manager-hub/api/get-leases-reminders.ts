import { queryOptions, useQuery } from '@tanstack/react-query';
import { leasesReminders } from '@trio/contracts/http/notifications';
import { callRoute } from '../../../lib/api-client';

export type { LeaseReminderRecord, Reminder } from '@trio/contracts/http/notifications';

/** GET /trio/property-manager/{id}/leases-reminders: the manager's active leases with rent status and reminders. */
export function getLeasesReminders(managerId: string, signal?: AbortSignal) {
  return callRoute(leasesReminders, { params: { id: managerId }, signal });
}

export const leasesRemindersKey = (managerId: string) => ['property-manager', managerId, 'leases-reminders'] as const;

export function leasesRemindersQueryOptions(managerId: string) {
  return queryOptions({
    queryKey: leasesRemindersKey(managerId),
    queryFn: ({ signal }) => getLeasesReminders(managerId, signal),
  });
}

export function useLeasesReminders(managerId: string) {
  return useQuery(leasesRemindersQueryOptions(managerId));
}
