import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewListingRequest, type ReviewBody } from '@trio/contracts/http/properties';
import { callRoute } from '../../../lib/api-client';
import { managerListingRequestsKey } from './get-manager-listing-requests';

/** PUT /trio/propertyListingRequest/{id}/review {action, reviewNotes}: the assigned manager decides. */
export function useReviewListingRequest(managerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ReviewBody & { id: string }) =>
      callRoute(reviewListingRequest, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: managerListingRequestsKey(managerId) }),
  });
}
