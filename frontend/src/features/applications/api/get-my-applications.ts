import { queryOptions, useQuery } from '@tanstack/react-query';
import { myRentalApplications } from '@trio/contracts/http/applications';
import { callRoute } from '../../../lib/api-client';

export type { RentalApplication } from '@trio/contracts/http/applications';

/** GET /trio/users/{uid}/rentalApplications: the caller's own applications, newest first, each with its property. */
export function getMyApplications(uid: string, signal?: AbortSignal) {
  return callRoute(myRentalApplications, { params: { uid }, signal });
}

/** Every query about the caller's applications starts with this, so one invalidation refreshes them all. */
export const myApplicationsRootKey = ['rental-applications', 'mine'] as const;
export const myApplicationsKey = (uid: string) => [...myApplicationsRootKey, 'list', uid] as const;

export function myApplicationsQueryOptions(uid: string) {
  return queryOptions({
    queryKey: myApplicationsKey(uid),
    queryFn: ({ signal }) => getMyApplications(uid, signal),
    select: (answer) => answer.rentalApplications,
  });
}

export function useMyApplications(uid: string | undefined) {
  return useQuery({ ...myApplicationsQueryOptions(uid ?? ''), enabled: Boolean(uid) });
}
