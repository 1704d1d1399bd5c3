import type { API, Types } from '@opensearch-project/opensearch';
import { SUGGEST_LIMIT, SUGGEST_MIN_LENGTH } from '@trio/contracts/http/properties';
import { canonicalName } from '../geo/name-key';
import { placeFilter, searchPlaces, type SearchPlace } from './place-catalogue';
import { analysis } from './properties-mapping';
import type { IndexDefinition } from './versioned-alias';

type Query = Types.Common_QueryDsl.QueryContainer;

export const PLACE_SUGGESTIONS_MAPPING_VERSION = 'v1';

/** One document of the place-suggestions index. */
export interface PlaceSuggestionDocument {
  placeId: string;
  kind: SearchPlace['kind'];
  name: string;
  aliases: string[];
  city: string;
  label: string;
  /** Available homes in the place (the search's totalFound for it), refreshed as listings change. */
  homes: number;
}

/**
 * A few hundred documents: the official name and the other names as `search_as_you_type` (prefixes of every word),
 * the home count for ranking.
 */
export function placeSuggestionsIndexDefinition(): IndexDefinition {
  return {
    settings: { number_of_shards: 1, auto_expand_replicas: '0-1', refresh_interval: '1s', analysis },
    mappings: {
      dynamic: false,
      properties: {
        placeId: { type: 'keyword' },
        kind: { type: 'keyword' },
        name: { type: 'search_as_you_type', analyzer: 'folded' },
        aliases: { type: 'search_as_you_type', analyzer: 'folded' },
        city: { type: 'keyword' },
        label: { type: 'keyword', index: false },
        homes: { type: 'integer' },
      },
    },
  };
}

/** Constant scores: a prefix of the official name beats a prefix of another name, which beats a typo. */
export const SUGGEST_SCORE = { namePrefix: 30, aliasPrefix: 20, typo: 10 } as const;

/**
 * The text as suggestions read it: NFC without joiners (as the indexed names), trimmed, inner spaces collapsed, at
 * most 100 characters; '' when too short.
 */
export function suggestText(raw: string | undefined): string {
  const text = canonicalName(raw ?? '')
    .replace(/[\s,]+/g, ' ')
    .trim()
    .slice(0, 100);
  return text.length >= SUGGEST_MIN_LENGTH ? text : '';
}

/** Ids of the places suggestions offer whatever their home count. */
const SUGGESTED_WITHOUT_HOMES: string[] = searchPlaces()
  .filter((place) => place.suggestedWithoutHomes)
  .map((place) => place.placeId);

const prefixOf = (field: string, text: string): Query => ({
  multi_match: {
    query: text,
    type: 'bool_prefix',
    operator: 'and',
    fields: [field, `${field}._2gram`, `${field}._3gram`],
  },
});

/**
 * Places whose name (or other name) starts with the words typed, the last one as a prefix ("kor" → Koramangala,
 * "hsr la" → HSR Layout, "5600" → PIN codes, "ಕೋರ" → Koramangala), or that are one or two typos away ("Bangalor",
 * "Gurgoan"); with homes only, apart from the places suggested without homes (regions, their towns and localities,
 * the country), whose search names the nearest places with homes. Ordered by how it matched, then by the number of homes, then by id (a total order).
 */
export function buildSuggestBody(text: string, limit = SUGGEST_LIMIT): API.Search_RequestBody {
  const typo = (field: string): Query => ({
    match: { [field]: { query: text, operator: 'and', fuzziness: 'AUTO', prefix_length: 1 } },
  });
  return {
    query: {
      bool: {
        filter: [
          {
            bool: {
              should: [{ range: { homes: { gt: 0 } } }, { terms: { placeId: SUGGESTED_WITHOUT_HOMES } }],
              minimum_should_match: 1,
            },
          },
        ],
        should: [
          { constant_score: { filter: prefixOf('name', text), boost: SUGGEST_SCORE.namePrefix } },
          { constant_score: { filter: prefixOf('aliases', text), boost: SUGGEST_SCORE.aliasPrefix } },
          {
            constant_score: {
              filter: { bool: { should: [typo('name'), typo('aliases')] } },
              boost: SUGGEST_SCORE.typo,
            },
          },
        ],
        minimum_should_match: 1,
      },
    },
    sort: [{ _score: { order: 'desc' } }, { homes: { order: 'desc' } }, { placeId: { order: 'asc' } }],
    size: Math.min(Math.max(1, Math.floor(limit)), 20),
    track_total_hits: false,
    _source: { includes: ['placeId', 'kind', 'name', 'city', 'label', 'homes'] },
  };
}

/**
 * One request counting the available homes of every place: a `filters` aggregation with, per place, the very
 * filter a search by that place uses.
 */
export function buildHomeCountsBody(places: readonly SearchPlace[]): API.Search_RequestBody {
  return {
    size: 0,
    track_total_hits: false,
    query: { bool: { filter: [{ term: { status: 'available' } }] } },
    aggs: {
      homes: {
        filters: {
          filters: Object.fromEntries(places.map((place) => [place.placeId, { bool: { filter: placeFilter(place) } }])),
        },
      },
    },
  };
}
