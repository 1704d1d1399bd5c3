import type { IndexDefinition } from './versioned-alias';

/** Bumped when the mapping changes incompatibly; part of the concrete index name (`properties-v1-…`). */
export const PROPERTIES_MAPPING_VERSION = 'v1';

/** Shared analysis: words folded to lower-case ASCII ("Bengaluru", "BENGALURU", "Bengalúru" are one term). */
export const analysis = {
  analyzer: {
    folded: { type: 'custom', tokenizer: 'standard', filter: ['lowercase', 'asciifolding'] },
  },
  normalizer: {
    folded: { type: 'custom', filter: ['lowercase', 'asciifolding'] },
  },
} as const;

/** A text field matched by words, with a normalized keyword beside it for exact matches, terms and sorting. */
const textWithKeyword = (copyTo: string[] = ['searchText']) => ({
  type: 'text',
  analyzer: 'folded',
  copy_to: copyTo,
  fields: { keyword: { type: 'keyword', normalizer: 'folded', ignore_above: 256 } },
});

export function propertiesIndexDefinition(): IndexDefinition {
  return {
    settings: {
      number_of_shards: 1,
      auto_expand_replicas: '0-1',
      refresh_interval: '1s',
      analysis,
    },
    mappings: {
      // Unknown fields stay in _source without being indexed (a consumer that passes more never fails).
      dynamic: false,
      properties: {
        propertyId: { type: 'keyword' },
        landlordId: { type: 'keyword' },
        managerId: { type: 'keyword' },
        name: { type: 'text', analyzer: 'folded', copy_to: ['searchText', 'suggest'] },
        address: {
          properties: {
            line1: { type: 'text', analyzer: 'folded', copy_to: ['searchText'] },
            locality: textWithKeyword(['searchText', 'suggest']),
            city: textWithKeyword(),
            state: textWithKeyword(),
            pinCode: { type: 'keyword' },
          },
        },
        cityAliases: textWithKeyword(),
        /** Matching target: copies of name, address line, locality, city, state and the city's aliases. */
        searchText: { type: 'text', analyzer: 'folded' },
        /** Name and locality as you type (multi_match type bool_prefix). */
        suggest: { type: 'search_as_you_type', analyzer: 'folded' },
        description: { type: 'text', analyzer: 'folded' },
        location: { type: 'geo_point' },
        rentPaise: { type: 'long' },
        bedrooms: { type: 'integer' },
        bathrooms: { type: 'integer' },
        squareFeet: { type: 'integer' },
        propertyType: { type: 'keyword' },
        status: { type: 'keyword' },
        featured: { type: 'boolean' },
        imageIds: { type: 'keyword', index: false, doc_values: false },
        listedAt: { type: 'date' },
      },
    },
  };
}
