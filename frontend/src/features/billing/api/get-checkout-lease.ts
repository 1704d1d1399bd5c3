import { queryOptions } from '@tanstack/react-query';
import { getLease, myLeases } from '@trio/contracts/http/applications';
import { rentLedger } from '@trio/contracts/http/payments';
import { callRoute } from '../../../lib/api-client';

/**
 * For a month's rent: the lease (GET /trio/leases/{id}, or the caller's active lease of the home when no rental id
 * came along) and its rent ledger (GET /trio/payments/ledger/{leaseId}): the month to pay and its costs.
 */
export function checkoutLeaseQueryOptions(uid: string, propertyId: string, rentalId: string | undefined) {
  return queryOptions({
    queryKey: ['billing', 'monthly_rent', propertyId, rentalId ?? null] as const,
    queryFn: async ({ signal }) => {
      const lease = rentalId
        ? await callRoute(getLease, { params: { id: rentalId }, signal })
        : ((await callRoute(myLeases, { params: { uid }, signal })).leases.find(
            (candidate) => candidate.propertyId === propertyId && candidate.status === 'active',
          ) ?? null);
      if (!lease) return { lease: null, ledger: null };
      const ledger = await callRoute(rentLedger, { params: { leaseId: lease._id }, signal });
      return { lease, ledger };
    },
  });
}
