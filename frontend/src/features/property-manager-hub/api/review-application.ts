import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReviewApplicationBody, reviewRentalApplication } from '@trio/contracts/http/applications';
import { callRoute } from '../../../lib/api-client';
import { managerApplicationsKey } from './get-manager-applications';

export interface ApplicationReview extends ReviewApplicationBody {
  applicationId: string;
}

/** PUT /trio/rental-applications/{id}/review {action, reviewNotes}: the property's manager decides. */
export function reviewApplication({ applicationId, ...body }: ApplicationReview) {
  return callRoute(reviewRentalApplication, { params: { id: applicationId }, body });
}

/** Reviews an application, then reads the manager's list (and counters) again. */
export function useReviewApplication(managerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: managerApplicationsKey(managerId) }),
  });
}
