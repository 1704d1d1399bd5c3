import type { QueryClient } from '@tanstack/react-query';
import type { FavoriteProperty } from '../types';
import { favoritesQueryKey } from './get-favorites';

/** What an optimistic change keeps so a failure can put the list back as it was. */
export interface FavoritesSnapshot {
  uid: string;
  previous: FavoriteProperty[] | undefined;
}

/**
 * Applies `change` to the cached favourites at once (optimistic update) and returns what was there before. Requests
 * for the list in flight are cancelled so their older answer cannot overwrite the change.
 */
export async function changeCachedFavorites(
  queryClient: QueryClient,
  uid: string,
  change: (current: FavoriteProperty[]) => FavoriteProperty[],
): Promise<FavoritesSnapshot> {
  const key = favoritesQueryKey(uid);
  await queryClient.cancelQueries({ queryKey: key });
  const previous = queryClient.getQueryData<FavoriteProperty[]>(key);
  queryClient.setQueryData<FavoriteProperty[]>(key, (current) => change(current ?? []));
  return { uid, previous };
}

export function restoreCachedFavorites(queryClient: QueryClient, snapshot: FavoritesSnapshot | undefined): void {
  if (snapshot) queryClient.setQueryData(favoritesQueryKey(snapshot.uid), snapshot.previous);
}
