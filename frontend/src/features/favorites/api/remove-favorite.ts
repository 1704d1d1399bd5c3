import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeFavorite as removeFavoriteRoute, type FavoriteChangeBody } from '@trio/contracts/http/users';
import { callRoute } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import type { FavoriteChangeAnswer, FavoriteProperty } from '../types';
import { changeCachedFavorites, restoreCachedFavorites, type FavoritesSnapshot } from './favorites-cache';
import { favoritesQueryKey } from './get-favorites';
import { logger } from '../../../lib/logger';

/** POST /trio/users/removeFavorite {userId, propertyId}. */
export function removeFavorite(change: FavoriteChangeBody): Promise<FavoriteChangeAnswer> {
  return callRoute(removeFavoriteRoute, { body: change });
}

/** Removes a property from the signed-in user's favourites at once; a failure puts it back. */
export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  const { currentUser } = useSession();
  return useMutation<FavoriteChangeAnswer, Error, FavoriteProperty, FavoritesSnapshot | undefined>({
    mutationFn: (property) => {
      if (!currentUser) throw new Error('Sign in to change favourites.');
      return removeFavorite({ userId: currentUser._id, propertyId: property._id });
    },
    onMutate: (property) =>
      currentUser
        ? changeCachedFavorites(queryClient, currentUser.uid, (list) =>
            list.filter((favorite) => favorite._id !== property._id),
          )
        : undefined,
    onError: (error, property, snapshot) => {
      restoreCachedFavorites(queryClient, snapshot);
      logger.warn(`Could not remove ${property._id} from favourites`, error);
    },
    onSettled: () => {
      if (currentUser) void queryClient.invalidateQueries({ queryKey: favoritesQueryKey(currentUser.uid) });
    },
  });
}
