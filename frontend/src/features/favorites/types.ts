import type { PropertyCardData } from '../../lib/property-types';

/** GET /trio/users/{uid}/favorites answers an array of property cards (newest favourite first). */
export type FavoriteProperty = PropertyCardData & {
  rentPaise?: number;
  rentLabel?: string;
};

/** The body of addFavorite and removeFavorite. `userId` is the caller's own id (the users service checks it). */
export interface FavoriteChange {
  userId: string;
  propertyId: string;
}

/** What addFavorite and removeFavorite answer. */
export interface FavoriteChangeAnswer {
  userId: string;
  propertyId: string;
  favorite: boolean;
  favoritePropertyIds: string[];
}
