import type { UsersProblemCode } from '@trio/contracts/problem';
import { ProblemException } from '@trio/service-kit/http';

/** What favourites refuse; the class name tells the logs which module spoke. */
export class FavoriteException extends ProblemException<UsersProblemCode> {}

export const notYourFavorites = () => new FavoriteException('FORBIDDEN', 'You can only use your own favourites.');

export const noListedProperty = (propertyId: string) =>
  new FavoriteException('NOT_FOUND', `There is no listed property ${propertyId}.`, {
    errors: [{ field: 'propertyId', message: 'No listed property has this id.' }],
  });
