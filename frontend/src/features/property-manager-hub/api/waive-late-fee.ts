import { useMutation, useQueryClient } from '@tanstack/react-query';
import { waiveLateFee as waiveLateFeeRoute } from '@trio/contracts/http/payments';
import { callRoute } from '../../../lib/api-client';
import { leasesRemindersKey } from './get-leases-reminders';

export interface LateFeeWaiver {
  leaseId: string;
  /** YYYY-MM */
  month: string;
  note: string;
}

/** POST /trio/leases/{leaseId}/rent/{month}/late-fee/waiver {note}: the manager waives a month's late fee. */
export function waiveLateFee({ leaseId, month, note }: LateFeeWaiver) {
  return callRoute(waiveLateFeeRoute, { params: { leaseId, month }, body: { note } });
}

/**
 * Waives a late fee, then reads the manager's leases and reminders again (the reminders board learns the waiver from
 * its event a moment later: the panel shows the waiver it was answered until then).
 */
export function useWaiveLateFee(managerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: waiveLateFee,
    onSettled: () => queryClient.invalidateQueries({ queryKey: leasesRemindersKey(managerId) }),
  });
}
