import { queryOptions, useQuery } from '@tanstack/react-query';
import { managerByEmail } from '@trio/contracts/http/users';
import { callRoute } from '../../../lib/api-client';

export type { ManagerRecord } from '@trio/contracts/http/users';

/** GET /trio/users/property-managers/email/{userEmail}: the caller's property-manager record (404 when none). */
export function getManagerRecord(email: string, signal?: AbortSignal) {
  return callRoute(managerByEmail, { params: { userEmail: email }, signal });
}

export const managerRecordKey = (email: string) => ['property-managers', 'email', email] as const;

export function managerRecordQueryOptions(email: string) {
  return queryOptions({
    queryKey: managerRecordKey(email),
    queryFn: ({ signal }) => getManagerRecord(email, signal),
  });
}

export function useManagerRecord(email: string | undefined) {
  return useQuery({ ...managerRecordQueryOptions(email ?? ''), enabled: Boolean(email) });
}
