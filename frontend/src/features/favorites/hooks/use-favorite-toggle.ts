import { useLoginDialog } from '../../../lib/login-dialog-context';
import { useSession } from '../../../lib/auth/session';
import { useAddFavorite } from '../api/add-favorite';
import { useRemoveFavorite } from '../api/remove-favorite';
import { useFavorites } from '../api/get-favorites';
import type { FavoriteProperty } from '../types';

/** Whether a property is among the signed-in user's favourites (false for visitors and while loading). */
export function useIsFavorite(propertyId: string): boolean {
  const favorites = useFavorites();
  return favorites.data?.some((favorite) => favorite._id === propertyId) ?? false;
}

/**
 * The heart of a property card. Signed in: add or remove (optimistically). A visitor is asked to sign in instead.
 */
export function useFavoriteToggle(property: FavoriteProperty) {
  const { userLoggedIn } = useSession();
  const loginDialog = useLoginDialog();
  const isFavorite = useIsFavorite(property._id);
  const add = useAddFavorite();
  const remove = useRemoveFavorite();

  function toggle() {
    if (!userLoggedIn) {
      loginDialog.open();
      return;
    }
    if (isFavorite) remove.mutate(property);
    else add.mutate(property);
  }

  return { isFavorite, toggle, isSignedIn: userLoggedIn };
}
