import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendLeaseReminder } from '@trio/contracts/http/notifications';
import { callRoute } from '../../../lib/api-client';
import { leasesRemindersKey } from './get-leases-reminders';

/** POST /trio/property-manager/lease/{leaseId}/send-reminder (no body): the lease's tenant is e-mailed a reminder. */
export function sendReminder(leaseId: string) {
  return callRoute(sendLeaseReminder, { params: { leaseId } });
}

/** Sends a reminder, then reads the manager's leases and reminders again. */
export function useSendReminder(managerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReminder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: leasesRemindersKey(managerId) }),
  });
}
