import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import type { FavoriteProperty } from '../types';

/** GET /trio/users/{uid}/favorites: the signed-in user's favourite properties, newest first. */
export function fetchFavorites(uid: string, signal?: AbortSignal): Promise<FavoriteProperty[]> {
  return api<FavoriteProperty[]>(`/trio/users/${encodeURIComponent(uid)}/favorites`, { signal });
}

export const favoritesQueryKey = (uid: string) => ['favorites', uid] as const;

/** The signed-in user's favourites; idle (no data, no request) for visitors. */
export function favoritesQueryOptions(uid: string) {
  return queryOptions({
    queryKey: favoritesQueryKey(uid),
    queryFn: ({ signal }) => fetchFavorites(uid, signal),
  });
}

export function useFavorites() {
  const { currentUser } = useSession();
  const uid = currentUser?.uid ?? '';
  return useQuery({ ...favoritesQueryOptions(uid), enabled: uid !== '' });
}
