import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addFavorite as addFavoriteRoute, type FavoriteChangeBody } from '@trio/contracts/http/users';
import { callRoute } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import type { FavoriteChangeAnswer, FavoriteProperty } from '../types';
import { changeCachedFavorites, restoreCachedFavorites, type FavoritesSnapshot } from './favorites-cache';
import { favoritesQueryKey } from './get-favorites';
import { logger } from '../../../lib/logger';

/** POST /trio/users/addFavorite {userId, propertyId}. */
export function addFavorite(change: FavoriteChangeBody): Promise<FavoriteChangeAnswer> {
  return callRoute(addFavoriteRoute, { body: change });
}

/** Adds a property to the signed-in user's favourites; the heart turns red at once and turns back on failure. */
export function useAddFavorite() {
  const queryClient = useQueryClient();
  const { currentUser } = useSession();
  return useMutation<FavoriteChangeAnswer, Error, FavoriteProperty, FavoritesSnapshot | undefined>({
    mutationFn: (property) => {
      if (!currentUser) throw new Error('Sign in to save favourites.');
      return addFavorite({ userId: currentUser._id, propertyId: property._id });
    },
    onMutate: (property) =>
      currentUser
        ? changeCachedFavorites(queryClient, currentUser.uid, (list) => [
            property,
            ...list.filter((favorite) => favorite._id !== property._id),
          ])
        : undefined,
    onError: (error, property, snapshot) => {
      restoreCachedFavorites(queryClient, snapshot);
      logger.warn(`Could not add ${property._id} to favourites`, error);
    },
    onSettled: () => {
      if (currentUser) void queryClient.invalidateQueries({ queryKey: favoritesQueryKey(currentUser.uid) });
    },
  });
}
