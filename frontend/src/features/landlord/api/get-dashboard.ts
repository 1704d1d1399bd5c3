import { useQuery } from '@tanstack/react-query';
import { landlordDashboard } from '@trio/contracts/http/landlord';
import { callRoute } from '../../../lib/api-client';

export type { LandlordDashboard, DashboardGap } from '@trio/contracts/http/landlord';

export const dashboardKey = (userId: string) => ['landlord', userId, 'dashboard'] as const;

/** GET /trio/landlord/{userId}/dashboard: the composed dashboard (parts a service could not give are in `gaps`). */
export function useLandlordDashboard(userId: string | undefined) {
  return useQuery({
    queryKey: dashboardKey(userId ?? ''),
    queryFn: ({ signal }) => callRoute(landlordDashboard, { params: { userId: userId! }, signal }),
    enabled: Boolean(userId),
  });
}
