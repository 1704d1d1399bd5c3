import { queryOptions, useQuery } from '@tanstack/react-query';
import { applyAgain } from '@trio/contracts/http/applications';
import { callRoute } from '../../../lib/api-client';

/** GET /trio/rental-applications/{id}/apply-again: a new application's form, prefilled from an expired one. */
export function getApplyAgain(applicationId: string, signal?: AbortSignal) {
  return callRoute(applyAgain, { params: { id: applicationId }, signal });
}

export const applyAgainKey = (applicationId: string) => ['rental-applications', 'apply-again', applicationId] as const;

export function applyAgainQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: applyAgainKey(applicationId),
    queryFn: ({ signal }) => getApplyAgain(applicationId, signal),
  });
}

/** Read only when "Apply Again" is chosen (`applicationId` set). */
export function useApplyAgain(applicationId: string | null) {
  return useQuery({ ...applyAgainQueryOptions(applicationId ?? ''), enabled: Boolean(applicationId) });
}
