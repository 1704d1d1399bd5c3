import type { API, Types } from '@opensearch-project/opensearch';
import type { GeoPoint } from '@trio/contracts/common';
import type { PropertyStatus, PropertyType } from '@trio/contracts/events/properties';
import { placeFilter, type SearchPlace } from './place-catalogue';
import type { PropertySearchDocument } from './property-search.document';

/*
 * Pure builders of the request bodies PropertiesIndex sends: no client, no I/O, so they are unit-tested as data.
 * Field names are those of the mapping in properties-mapping.ts.
 */

type Query = Types.Common_QueryDsl.QueryContainer;
type SearchBody = API.Search_RequestBody;

export type PropertySort = 'relevance' | 'rent_asc' | 'rent_desc' | 'newest';
export const propertySorts: readonly PropertySort[] = ['relevance', 'rent_asc', 'rent_desc', 'newest'];

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;
/** OpenSearch's default `index.max_result_window`: from + size beyond it is refused. */
export const MAX_RESULT_WINDOW = 10_000;
/** Longer queries are cut: a search box string, not a document. */
export const MAX_QUERY_LENGTH = 200;
/** `bedrooms: 4` means 4 or more (the "4+" choice). */
export const BEDROOMS_OR_MORE = 4;

/** Constant scores added on top of the text score; large enough that the text score never reorders them. */
export const BOOST = {
  localityExact: 100,
  localityTerms: 50,
  cityExact: 40,
  cityTerms: 30,
} as const;

export interface PropertySearchParams {
  query: string;
  /**
   * A resolved place (a suggestion's placeId, or text that names a place exactly): its homes by a term filter,
   * without text matching or scoring; `query` is then only the text shown. Relevance is newest first.
   */
  place?: SearchPlace | null;
  minRentPaise?: number;
  maxRentPaise?: number;
  /** Exact count; BEDROOMS_OR_MORE (4) means 4 or more. */
  bedrooms?: number;
  type?: PropertyType;
  sort?: PropertySort;
  /** 1-based. */
  page?: number;
  /** Default 20, at most 50. */
  pageSize?: number;
  /** Default 'available'; 'any' lists occupied properties too. */
  status?: PropertyStatus | 'any';
  /** Default true (the response carries totalFound); a number caps the count for speed. */
  trackTotalHits?: boolean | number;
}

export interface ParsedQuery {
  /** The words to match as text (the query without its PIN codes), trimmed and collapsed. */
  text: string;
  /** Six-digit tokens: matched exactly against address.pinCode. */
  pinCodes: string[];
}

/** Splits a search box string into text and PIN codes. */
export function parseQuery(raw: string): ParsedQuery {
  const tokens = raw
    .slice(0, MAX_QUERY_LENGTH)
    .split(/[\s,;]+/)
    .map((token) => token.trim())
    .filter(Boolean);
  const pinCodes = tokens.filter((token) => /^\d{6}$/.test(token));
  const text = tokens.filter((token) => !/^\d{6}$/.test(token)).join(' ');
  return { text, pinCodes: [...new Set(pinCodes)] };
}

/** The structured filters (status, rent range, bedrooms, type), all in filter context. */
export function buildFilterClauses(params: Omit<PropertySearchParams, 'query'>): Query[] {
  const filters: Query[] = [];
  const status = params.status ?? 'available';
  if (status !== 'any') filters.push({ term: { status } });
  const rent: { gte?: number; lte?: number } = {};
  if (isFiniteNumber(params.minRentPaise)) rent.gte = Math.max(0, Math.floor(params.minRentPaise));
  if (isFiniteNumber(params.maxRentPaise)) rent.lte = Math.max(0, Math.ceil(params.maxRentPaise));
  if (rent.gte !== undefined || rent.lte !== undefined) filters.push({ range: { rentPaise: rent } });
  if (isFiniteNumber(params.bedrooms)) {
    const bedrooms = Math.max(0, Math.floor(params.bedrooms));
    filters.push(
      bedrooms >= BEDROOMS_OR_MORE ? { range: { bedrooms: { gte: BEDROOMS_OR_MORE } } } : { term: { bedrooms } },
    );
  }
  if (params.type) filters.push({ term: { propertyType: params.type } });
  return filters;
}

/**
 * AUTO:4,9 = exact up to 3 characters, one edit for 4–8, two from 9. Plain AUTO (3,6) allows two edits on an
 * 8-letter word, so "Bangalor" would also match "Bungalow" in Mumbai; one edit still takes it to "Bangalore".
 */
export const FUZZINESS = 'AUTO:4,9';
const fuzzy = { fuzziness: FUZZINESS, prefix_length: 1 } as const;

/**
 * The text part: which documents match (filter context, unscored) and how they rank (should clauses).
 *
 * - Matching: every word (up to 3; 75 % of longer queries) must fuzzily hit `searchText`, a copy_to of name,
 *   address line, locality, city, state and the city's aliases; PIN codes must equal address.pinCode.
 * - Ranking: constant boosts when the query is the locality (exact, then any of its words) or the city / an alias
 *   (exact, then its words, fuzzily), plus a multi_match over the fields for the finer order. That multi_match is
 *   exact, not fuzzy: typos are already matched by the filter and ranked by the fuzzy tiers, and a fuzzy
 *   multi_match expands every word in six fields, which cost more CPU than the rest of the query (measured in
 *   bench/search: OpenSearch CPU per search of the mix 9.6–11.8 ms with it, 5.7–7.6 ms without).
 */
export function buildTextClauses(raw: string): { filter: Query[]; should: Query[] } {
  const { text, pinCodes } = parseQuery(raw);
  const filter: Query[] = [];
  const should: Query[] = [];
  if (pinCodes.length > 0) filter.push({ terms: { 'address.pinCode': pinCodes } });
  if (!text) return { filter, should };

  filter.push({
    match: { searchText: { query: text, ...fuzzy, operator: 'or', minimum_should_match: '3<75%' } },
  });
  should.push(
    {
      multi_match: {
        query: text,
        type: 'best_fields',
        fields: ['name^2', 'address.locality^3', 'address.city^2', 'cityAliases^2', 'address.line1', 'address.state'],
        tie_breaker: 0.3,
      },
    },
    constant(BOOST.localityExact, { match: { 'address.locality.keyword': { query: text } } }),
    constant(BOOST.localityTerms, { match: { 'address.locality': { query: text, ...fuzzy } } }),
    constant(BOOST.cityExact, {
      bool: {
        should: [
          { match: { 'address.city.keyword': { query: text } } },
          { match: { 'cityAliases.keyword': { query: text } } },
        ],
      },
    }),
    constant(BOOST.cityTerms, {
      bool: {
        should: [
          { match: { 'address.city': { query: text, ...fuzzy, operator: 'and' } } },
          { match: { cityAliases: { query: text, ...fuzzy, operator: 'and' } } },
        ],
      },
    }),
  );
  return { filter, should };
}

function constant(boost: number, filter: Query): Query {
  return { constant_score: { filter, boost } };
}

/** A total order for every sort, so from/size pages never overlap or skip. */
export function buildSort(sort: PropertySort = 'relevance'): Types.Common.SortCombinations[] {
  const tiebreak: Types.Common.SortCombinations[] = [{ listedAt: { order: 'desc' } }, { propertyId: { order: 'asc' } }];
  switch (sort) {
    case 'rent_asc':
      return [{ rentPaise: { order: 'asc' } }, ...tiebreak];
    case 'rent_desc':
      return [{ rentPaise: { order: 'desc' } }, ...tiebreak];
    case 'newest':
      return tiebreak;
    case 'relevance':
    default:
      return [{ _score: { order: 'desc' } }, ...tiebreak];
  }
}

export interface Paging {
  from: number;
  size: number;
  page: number;
  pageSize: number;
}

export function resolvePaging(page?: number, pageSize?: number): Paging {
  const size = clampInt(pageSize, 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE);
  const p = clampInt(page, 1, Number.MAX_SAFE_INTEGER, 1);
  const from = (p - 1) * size;
  // Beyond the result window OpenSearch refuses the request: answer an empty page (with the total) instead.
  if (from + size > MAX_RESULT_WINDOW) return { from: 0, size: 0, page: p, pageSize: size };
  return { from, size, page: p, pageSize: size };
}

/** What a search's homes must be and how they rank, without sorting or paging. */
export type PropertyMatchParams = Omit<PropertySearchParams, 'sort' | 'page' | 'pageSize' | 'trackTotalHits'>;

/**
 * The query of a search (place or text, and every filter), without sort or paging: the search request's `query`,
 * and what a saved search stores in the percolator, so an alert never disagrees with the search it came from.
 */
export function buildSearchQuery(params: PropertyMatchParams): Query {
  const { filter, should } = params.place
    ? { filter: placeFilter(params.place), should: [] }
    : buildTextClauses(params.query ?? '');
  return { bool: { filter: [...filter, ...buildFilterClauses(params)], ...(should.length ? { should } : {}) } };
}

export function buildSearchBody(params: PropertySearchParams): SearchBody {
  const { from, size } = resolvePaging(params.page, params.pageSize);
  // Every home of a place is as relevant as the next: the newest first.
  const sort = params.place && (params.sort ?? 'relevance') === 'relevance' ? 'newest' : (params.sort ?? 'relevance');
  return {
    query: buildSearchQuery(params),
    sort: buildSort(sort),
    from,
    size,
    track_total_hits: params.trackTotalHits ?? true,
  };
}

export function buildFeaturedBody(limit: number): SearchBody {
  return {
    query: { bool: { filter: [{ term: { featured: true } }, { term: { status: 'available' } }] } },
    sort: buildSort('newest'),
    size: clampInt(limit, 0, MAX_PAGE_SIZE, 8),
    track_total_hits: false,
  };
}

export interface SimilarOptions {
  radiusKm?: number;
  /** Fraction of the rent either side: 0.3 = ±30 %. */
  rentTolerance?: number;
  bedroomsDelta?: number;
  limit?: number;
}

/** Null when the property has no location: "nearby" means nothing then. */
export function buildSimilarBody(doc: PropertySearchDocument, options: SimilarOptions = {}): SearchBody | null {
  if (!doc.location) return null;
  const { radiusKm = 5, rentTolerance = 0.3, bedroomsDelta = 1, limit = 6 } = options;
  const point: GeoPoint = { lat: doc.location.lat, lon: doc.location.lon };
  return {
    query: {
      bool: {
        filter: [
          { term: { status: 'available' } },
          { term: { 'address.city.keyword': doc.address.city } },
          {
            range: { bedrooms: { gte: Math.max(0, doc.bedrooms - bedroomsDelta), lte: doc.bedrooms + bedroomsDelta } },
          },
          {
            range: {
              rentPaise: {
                gte: Math.ceil(doc.rentPaise * (1 - rentTolerance)),
                lte: Math.floor(doc.rentPaise * (1 + rentTolerance)),
              },
            },
          },
          { geo_distance: { distance: `${radiusKm}km`, location: point } },
        ],
        must_not: [{ ids: { values: [doc.propertyId] } }],
      },
    },
    sort: [
      { _geo_distance: { location: point, order: 'asc', unit: 'km', distance_type: 'arc' } },
      { propertyId: { order: 'asc' } },
    ],
    size: clampInt(limit, 0, MAX_PAGE_SIZE, 6),
    track_total_hits: false,
  };
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function clampInt(value: number | undefined, min: number, max: number, fallback: number): number {
  if (!isFiniteNumber(value)) return fallback;
  return Math.min(max, Math.max(min, Math.floor(value)));
}
