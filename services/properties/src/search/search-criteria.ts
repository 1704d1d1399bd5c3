import type { searchQuerySchema } from '@trio/contracts/http/properties';
import type { z } from 'zod';
import { placeById, placeNamedBy } from './place-catalogue';
import type { PropertyMatchParams } from './property-queries';

/** The search route's query as parsed (rents in rupees); a saved search stores the same fields. */
export type SearchCriteria = Omit<z.output<typeof searchQuerySchema>, 'page' | 'pageSize'>;

/**
 * What a search looks for, from the search route's query: a suggestion's place, else text that names a place exactly
 * ("Koramangala", "Bombay", "560034": a cheap filter), else the text itself (typos, addresses, several words take the
 * fuzzy text path); rents in paise. An unknown placeId is ignored in favour of the text; "India", "anywhere", "भारत"
 * name the whole country (no place filter). Null when there is neither text nor place (SEARCH_QUERY_REQUIRED).
 *
 * The search route and saved searches both read criteria through this, so a saved search's alerts match what its
 * search finds.
 */
export function searchParamsOf(criteria: SearchCriteria): PropertyMatchParams | null {
  const typed = (criteria.query ?? '').trim();
  const place = placeById(criteria.placeId) ?? (typed ? placeNamedBy(typed) : null);
  const query = typed || place?.label || '';
  if (!query) return null;
  return {
    query,
    place,
    minRentPaise: criteria.minRent === undefined ? undefined : Math.round(criteria.minRent * 100),
    maxRentPaise: criteria.maxRent === undefined ? undefined : Math.round(criteria.maxRent * 100),
    bedrooms: criteria.bedrooms,
    type: criteria.type,
  };
}
