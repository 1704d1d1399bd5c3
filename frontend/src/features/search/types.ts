import { propertyTypeSchema } from '@trio/contracts/common';
import { type areaInterestKinds, placeIdSchema, searchSorts } from '@trio/contracts/http/properties';
import { z } from 'zod';

export const PROPERTY_TYPES = propertyTypeSchema.options;
export const SEARCH_SORTS = searchSorts;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The search API caps pages at 500 and a page at 50 results; it answers 20 per page unless asked. */
export const MAX_SEARCH_PAGE = 500;
export const DEFAULT_PAGE_SIZE = 20;

/** Rents are whole rupees; the API accepts up to one crore. */
const rupeesParam = z.coerce.number().int().min(0).max(10_000_000);

/**
 * The search filters as they live in the URL (`/search?q=…&minRent=…&page=…`). Anything unreadable in the URL is
 * dropped rather than sent, so a hand-edited address still searches.
 */
const searchFiltersSchema = z.object({
  /** The place picked from the suggestions (`place=`): search filters by it instead of matching the text. */
  place: placeIdSchema.optional().catch(undefined),
  minRent: rupeesParam.optional().catch(undefined),
  maxRent: rupeesParam.optional().catch(undefined),
  bedrooms: z.coerce.number().int().min(1).max(4).optional().catch(undefined),
  type: z.enum(PROPERTY_TYPES).optional().catch(undefined),
  sort: z.enum(SEARCH_SORTS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(MAX_SEARCH_PAGE).optional().catch(undefined),
});
export type SearchFilters = z.output<typeof searchFiltersSchema>;
export const FILTER_KEYS = ['minRent', 'maxRent', 'bedrooms', 'type', 'sort'] as const;

/** Every key of the URL besides `q`, in the order URLs are written. */
const URL_KEYS = ['place', ...FILTER_KEYS, 'page'] as const;

export function filtersFromUrl(params: URLSearchParams): SearchFilters {
  const raw: Record<string, string> = {};
  for (const key of URL_KEYS) {
    const value = params.get(key)?.trim();
    if (value) raw[key] = value;
  }
  return searchFiltersSchema.parse(raw);
}

/** True when any filter (not the page) narrows the search. */
export function hasActiveFilters(filters: SearchFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== undefined && !(key === 'sort' && filters.sort === 'relevance'));
}

/**
 * `/search?q=…&place=…` with the filters and page, in a stable order (shareable, and the same search is the same
 * URL).
 */
export function searchUrl(query: string, filters: SearchFilters = {}): string {
  const params = new URLSearchParams({ q: query });
  for (const key of URL_KEYS) {
    const value = filters[key];
    if (value === undefined || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  return `/search?${params.toString()}`;
}

export type { AreaInterestBody as AreaInterest, SearchAnswer as SearchResponse } from '@trio/contracts/http/properties';
export type AreaInterestKind = (typeof areaInterestKinds)[number];
