import { queryOptions } from '@tanstack/react-query';
import { applicationEligibility } from '@trio/contracts/http/applications';
import { callRoute } from '../../../lib/api-client';

/**
 * GET /trio/rental-applications/eligibility/{propertyId}: for the initial payment's Review, the home, the caller's
 * application to it and the move-in costs the server computed (000 §9).
 */
export function checkoutApplicationQueryOptions(propertyId: string) {
  return queryOptions({
    queryKey: ['billing', 'initial', propertyId] as const,
    queryFn: ({ signal }) => callRoute(applicationEligibility, { params: { propertyId }, signal }),
  });
}
