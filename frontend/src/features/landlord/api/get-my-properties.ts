import { useQuery } from '@tanstack/react-query';
import { myProperties } from '@trio/contracts/http/properties';
import { callRoute } from '../../../lib/api-client';

/** GET /trio/properties: the caller's properties (the Upload Images page's picker). */
export function useMyProperties() {
  return useQuery({
    queryKey: ['properties', 'mine'] as const,
    queryFn: ({ signal }) => callRoute(myProperties, { signal }),
  });
}
