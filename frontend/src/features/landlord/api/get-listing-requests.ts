import { useQuery } from '@tanstack/react-query';
import { landlordListingRequests } from '@trio/contracts/http/properties';
import { callRoute } from '../../../lib/api-client';

export type { ListingRequest } from '@trio/contracts/http/properties';

export const listingRequestsKey = (landlordId: string) => ['listing-requests', 'landlord', landlordId] as const;

/** GET /trio/propertyListingRequest/landlord/{landlordId}: the caller's listing requests, newest first. */
export function useLandlordListingRequests(landlordId: string | undefined) {
  return useQuery({
    queryKey: listingRequestsKey(landlordId ?? ''),
    queryFn: ({ signal }) => callRoute(landlordListingRequests, { params: { landlordId: landlordId! }, signal }),
    enabled: Boolean(landlordId),
  });
}
