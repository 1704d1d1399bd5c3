import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { NearbyPlaces } from '../types';

/** GET /trio/properties/nearbyPlaces/getLandmarks?address=…: places within 2 km, by category, nearest first. */
export function fetchNearbyPlaces(address: string, signal?: AbortSignal): Promise<NearbyPlaces> {
  return api<NearbyPlaces>(`/trio/properties/nearbyPlaces/getLandmarks?address=${encodeURIComponent(address)}`, {
    signal,
  });
}

export const nearbyPlacesQueryKey = (address: string) => ['properties', 'nearby-places', address] as const;

/** The server accepts at most 300 characters of address. */
export const MAX_NEARBY_ADDRESS_LENGTH = 300;

export function nearbyPlacesQueryOptions(address: string) {
  return queryOptions({
    queryKey: nearbyPlacesQueryKey(address),
    queryFn: ({ signal }) => fetchNearbyPlaces(address, signal),
    staleTime: 30 * 60_000,
  });
}

export function useNearbyPlaces(address: string | undefined) {
  const text = (address ?? '').trim().slice(0, MAX_NEARBY_ADDRESS_LENGTH);
  return useQuery({ ...nearbyPlacesQueryOptions(text), enabled: text !== '' });
}
