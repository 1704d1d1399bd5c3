import type { PropertiesProblemCode } from '@trio/contracts/problem';
import { ProblemException } from '@trio/service-kit/http';

/** What search and the nearby-places lookup refuse; the class name tells the logs which module spoke. */
export class SearchException extends ProblemException<PropertiesProblemCode> {}

export const searchQueryRequired = () =>
  new SearchException('SEARCH_QUERY_REQUIRED', 'Please enter a location.', {
    errors: [{ field: 'query', message: 'Please enter a location' }],
  });

export const addressRequired = () =>
  new SearchException('VALIDATION_FAILED', 'Give the address to look around.', {
    errors: [{ field: 'address', message: 'An address of at most 300 characters is required.' }],
  });

export const addressNotPlaced = (text: string) =>
  new SearchException('NOT_FOUND', `We could not place "${text}" on the map.`);

export const propertyNotIndexed = (id: string) => new SearchException('NOT_FOUND', `There is no property ${id}.`);
