import { Inject, Injectable } from '@nestjs/common';
import { Client } from '@opensearch-project/opensearch';
import type { GeoPoint } from '@trio/contracts/common';
import { analysis } from './properties-mapping';
import {
  buildNearbyPlacesBody,
  emptyNearbyPlaces,
  isPlaceCategory,
  type NearbyPlaces,
  type Place,
  toNearbyPlace,
} from './places-queries';
import { OPENSEARCH_CLIENT, SEARCH_INDEX_NAMES, type SearchIndexNames } from './search.tokens';
import { type IndexDefinition, VersionedAlias } from './versioned-alias';

export const PLACES_MAPPING_VERSION = 'v1';
const BULK_BATCH_SIZE = 1000;

export function placesIndexDefinition(): IndexDefinition {
  return {
    settings: { number_of_shards: 1, auto_expand_replicas: '0-1', refresh_interval: '1s', analysis },
    mappings: {
      dynamic: false,
      properties: {
        placeId: { type: 'keyword' },
        name: { type: 'text', analyzer: 'folded', fields: { keyword: { type: 'keyword', ignore_above: 256 } } },
        category: { type: 'keyword' },
        location: { type: 'geo_point' },
        city: { type: 'keyword', normalizer: 'folded' },
        locality: { type: 'keyword', normalizer: 'folded' },
      },
    },
  };
}

interface TopHit {
  _source?: { name: string; location: GeoPoint };
  sort?: unknown[];
}

interface NearbyResponse {
  aggregations?: {
    byCategory?: { buckets: { key: string; nearest: { hits: { hits: TopHit[] } } }[] };
  };
}

/** The `places` index of points of interest, for "What's nearby" on the property page. */
@Injectable()
export class PlacesIndex {
  readonly alias: string;
  private readonly versioned: VersionedAlias;

  constructor(
    @Inject(OPENSEARCH_CLIENT) private readonly client: Client,
    @Inject(SEARCH_INDEX_NAMES) names: SearchIndexNames,
  ) {
    this.alias = names.places;
    this.versioned = new VersionedAlias(client, this.alias, PLACES_MAPPING_VERSION, placesIndexDefinition);
  }

  ensure(): Promise<{ created: boolean; index?: string }> {
    return this.versioned.ensure();
  }

  concreteIndices(): Promise<string[]> {
    return this.versioned.concreteIndices();
  }

  /** Indexes (or replaces, by placeId) the places; throws naming the first failures. */
  async bulkIndex(
    places: readonly Place[],
    options: { refresh?: boolean | 'wait_for' } = {},
  ): Promise<{ indexed: number }> {
    for (let start = 0; start < places.length; start += BULK_BATCH_SIZE) {
      const batch = places.slice(start, start + BULK_BATCH_SIZE);
      const last = start + BULK_BATCH_SIZE >= places.length;
      const { body } = await this.client.bulk({
        index: this.alias,
        body: batch.flatMap((place) => [{ index: { _id: place.placeId } }, place]),
        ...(last && options.refresh !== undefined ? { refresh: options.refresh } : {}),
      });
      if (body.errors) {
        const failures = body.items
          .map((item) => Object.values(item)[0])
          .filter((result) => result?.error)
          .map((result) => `${result?._id}: ${result?.error?.type} ${result?.error?.reason ?? ''}`);
        throw new Error(`Indexing places failed for ${failures.length} documents: ${failures.slice(0, 5).join('; ')}`);
      }
    }
    return { indexed: places.length };
  }

  /** Places within `radiusKm` of the point, by category, nearest first, at most `perCategory` each. */
  async nearby(point: GeoPoint, radiusKm = 2, perCategory = 10): Promise<NearbyPlaces> {
    const { body } = await this.client.search({
      index: this.alias,
      body: buildNearbyPlacesBody(point, radiusKm, perCategory),
    });
    const result = emptyNearbyPlaces();
    for (const bucket of (body as NearbyResponse).aggregations?.byCategory?.buckets ?? []) {
      if (!isPlaceCategory(bucket.key)) continue;
      result[bucket.key] = bucket.nearest.hits.hits.flatMap((hit) =>
        hit._source ? [toNearbyPlace(hit._source, Number(hit.sort?.[0]))] : [],
      );
    }
    return result;
  }

  async count(): Promise<number> {
    const { body } = await this.client.count({ index: this.alias });
    return body.count;
  }
}
