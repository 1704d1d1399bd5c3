import { queryOptions, useQuery } from '@tanstack/react-query';
import { managerRentalApplications } from '@trio/contracts/http/applications';
import { callRoute } from '../../../lib/api-client';

export type { ManagerApplications, PropertyApplications, RentalApplication } from '@trio/contracts/http/applications';

/** GET /trio/rental-applications/property-manager/{id}: the applications to the manager's properties, by property. */
export function getManagerApplications(managerId: string, signal?: AbortSignal) {
  return callRoute(managerRentalApplications, { params: { id: managerId }, signal });
}

export const managerApplicationsKey = (managerId: string) =>
  ['rental-applications', 'property-manager', managerId] as const;

export function managerApplicationsQueryOptions(managerId: string) {
  return queryOptions({
    queryKey: managerApplicationsKey(managerId),
    queryFn: ({ signal }) => getManagerApplications(managerId, signal),
  });
}

export function useManagerApplications(managerId: string) {
  return useQuery(managerApplicationsQueryOptions(managerId));
}
