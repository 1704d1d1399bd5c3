import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawRentalApplication } from '@trio/contracts/http/applications';
import { callRoute } from '../../../lib/api-client';
import { myApplicationsRootKey } from './get-my-applications';

/** PUT /trio/rental-applications/{id}/withdraw: the applicant withdraws a pending or under-review application. */
export function withdrawApplication(applicationId: string) {
  return callRoute(withdrawRentalApplication, { params: { id: applicationId } });
}

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myApplicationsRootKey }),
  });
}
