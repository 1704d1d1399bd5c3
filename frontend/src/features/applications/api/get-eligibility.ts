import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationEligibility } from '@trio/contracts/http/applications';
import { callRoute } from '../../../lib/api-client';

export type { Eligibility } from '@trio/contracts/http/applications';

/**
 * GET /trio/rental-applications/eligibility/{propertyId}: whether the caller can apply now and why not, the move-in
 * costs, the documents needed, the caller's latest application to the property and the form's prefill.
 */
export function getEligibility(propertyId: string, signal?: AbortSignal) {
  return callRoute(applicationEligibility, { params: { propertyId }, signal });
}

/** Under the caller's applications, so a submit, withdraw or review that changes them refreshes it too. */
export const eligibilityKey = (propertyId: string) =>
  ['rental-applications', 'mine', 'eligibility', propertyId] as const;

export function eligibilityQueryOptions(propertyId: string) {
  return queryOptions({
    queryKey: eligibilityKey(propertyId),
    queryFn: ({ signal }) => getEligibility(propertyId, signal),
  });
}

/** Read only for a signed-in user (`enabled`). */
export function useEligibility(propertyId: string, enabled: boolean) {
  return useQuery({ ...eligibilityQueryOptions(propertyId), enabled });
}
