import { queryOptions, useQuery } from '@tanstack/react-query';
import { managedLeases } from '@trio/contracts/http/applications';
import { callRoute } from '../../../lib/api-client';

/** GET /trio/leases/managed: the leases of the homes the caller manages (or owns), with renewal and notice state. */
export function getManagedLeases(signal?: AbortSignal) {
  return callRoute(managedLeases, { signal });
}

export const managedLeasesKey = ['leases', 'managed'] as const;

export function useManagedLeases() {
  return useQuery(queryOptions({ queryKey: managedLeasesKey, queryFn: ({ signal }) => getManagedLeases(signal) }));
}
