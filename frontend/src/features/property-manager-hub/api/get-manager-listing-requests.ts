import { useQuery } from '@tanstack/react-query';
import { managerListingRequests } from '@trio/contracts/http/properties';
import { callRoute } from '../../../lib/api-client';

export type { ListingRequest } from '@trio/contracts/http/properties';

export const managerListingRequestsKey = (managerId: string) =>
  ['listing-requests', 'property-manager', managerId] as const;

/** GET /trio/propertyListingRequest/property-manager/{id}: the listing requests assigned to the manager. */
export function useManagerListingRequests(managerId: string) {
  return useQuery({
    queryKey: managerListingRequestsKey(managerId),
    queryFn: ({ signal }) => callRoute(managerListingRequests, { params: { id: managerId }, signal }),
  });
}
