import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApplyBody, applyForRental } from '@trio/contracts/http/applications';
import { callRoute } from '../../../lib/api-client';
import { myApplicationsRootKey } from './get-my-applications';

/** POST /trio/rental-applications/apply {formData, propertyId, userId}: the new application (pending). */
export function applyForProperty(body: ApplyBody) {
  return callRoute(applyForRental, { body });
}

/** Sends an application; afterwards the caller's applications (and so the property page's status) are read again. */
export function useApplyForProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyForProperty,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myApplicationsRootKey }),
  });
}
