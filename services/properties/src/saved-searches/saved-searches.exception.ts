import { SAVED_SEARCH_LIMIT_MESSAGE } from '@trio/contracts/http/properties';
import type { PropertiesProblemCode } from '@trio/contracts/problem';
import { ProblemException } from '@trio/service-kit/http';

/** What the saved searches feature refuses; the class name tells the logs which module spoke. */
export class SavedSearchException extends ProblemException<PropertiesProblemCode> {}

/** Another user's saved search and an unknown id answer alike: existence never leaks. */
export const savedSearchNotFound = (id: string) =>
  new SavedSearchException('NOT_FOUND', `You have no saved search ${id}.`);

/** An unsubscribe link whose id or token is wrong: one answer for both, saying nothing of any saved search. */
export const unsubscribeLinkNotValid = () =>
  new SavedSearchException('NOT_FOUND', 'This unsubscribe link is not valid.');

export const savedSearchLimitReached = () => new SavedSearchException('SAVED_SEARCH_LIMIT', SAVED_SEARCH_LIMIT_MESSAGE);

export const savedSearchCriteriaRequired = () =>
  new SavedSearchException('SEARCH_QUERY_REQUIRED', 'Say where to search: a place or some text.');
