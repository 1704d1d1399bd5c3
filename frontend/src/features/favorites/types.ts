import type { FavoriteChange, FavoriteProperty as FavoriteAnswer } from '@trio/contracts/http/users';
import type { PropertyCardData } from '../../lib/property-types';

/**
 * A favourite in the cached list: what GET /trio/users/{uid}/favorites answers (newest first), or a property card the
 * heart added a moment ago (optimistically, until the list is read again).
 */
export type FavoriteProperty = PropertyCardData & Partial<Pick<FavoriteAnswer, 'rentPaise' | 'rentLabel'>>;

/** What addFavorite and removeFavorite answer. */
export type FavoriteChangeAnswer = FavoriteChange;
