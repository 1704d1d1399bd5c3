import { queryOptions } from '@tanstack/react-query';
import { myLeases, myRentalApplications } from '@trio/contracts/http/applications';
import { gatewayHealth } from '@trio/contracts/http/gateway';
import { callRoute } from '../../../lib/api-client';
import { HealthCheckFailed } from '../load-errors';

/**
 * The Renters Hub's load (001 §2, §7): the server pre-check (GET /health), then the caller's applications (the
 * confirmed rentals: displayStatus `rental_confirmed`) and leases (GET /trio/users/{uid}/leases).
 */
export async function loadRentersHub(uid: string, signal?: AbortSignal) {
  try {
    await callRoute(gatewayHealth, { signal, auth: false });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new HealthCheckFailed(cause);
  }
  const [applications, leases] = await Promise.all([
    callRoute(myRentalApplications, { params: { uid }, signal }),
    callRoute(myLeases, { params: { uid }, signal }),
  ]);
  return {
    confirmedApplications: applications.rentalApplications.filter(
      (application) => application.displayStatus === 'rental_confirmed',
    ),
    leases: leases.leases,
  };
}

export const rentersHubKey = (uid: string) => ['renters-hub', uid] as const;

export function rentersHubQueryOptions(uid: string) {
  return queryOptions({
    queryKey: rentersHubKey(uid),
    queryFn: ({ signal }) => loadRentersHub(uid, signal),
  });
}
