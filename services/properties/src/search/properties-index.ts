import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type API, Client } from '@opensearch-project/opensearch';
import type { PropertyStatus } from '@trio/contracts/events/properties';
import { PROPERTIES_MAPPING_VERSION, propertiesIndexDefinition } from './properties-mapping';
import {
  buildFeaturedBody,
  buildSearchBody,
  buildSimilarBody,
  type PropertySearchParams,
  resolvePaging,
  type SimilarOptions,
} from './property-queries';
import type { PropertySearchDocument } from './property-search.document';
import { OPENSEARCH_CLIENT, SEARCH_INDEX_NAMES, type SearchIndexNames } from './search.tokens';
import { isVersionConflict, staleInBulk, VersionedAlias } from './versioned-alias';

export type UpsertResult = 'created' | 'updated' | 'stale';
export type RemoveResult = 'deleted' | 'not_found' | 'stale';

export interface WriteOptions {
  /** `wait_for` in tests and the seed; omit in the consumer (the index refreshes every second). */
  refresh?: boolean | 'wait_for';
}

export interface PropertySearchResult {
  items: PropertySearchDocument[];
  total: number;
  page: number;
  pageSize: number;
}

export type SimilarProperty = PropertySearchDocument & { distanceKm: number };

export interface ReindexEntry {
  doc: PropertySearchDocument;
  /** The aggregateVersion of the event the document comes from. */
  version: number;
}

export interface ReindexResult {
  /** The new concrete index the alias now points at. */
  index: string;
  /** The indices the alias pointed at before (deleted). */
  previous: string[];
  indexed: number;
  /** The same property more than once in the source: the older copies lost to the newer (external version). */
  stale: number;
}

export const REINDEX_BATCH_SIZE = 1000;

interface Hit<T> {
  _id: string;
  _source?: T;
  sort?: unknown[];
}

/**
 * The `properties` search index: an alias over a versioned concrete index, fed from property events with the
 * event's aggregateVersion as external version (an older event never overwrites a newer one).
 */
@Injectable()
export class PropertiesIndex {
  readonly alias: string;
  private readonly versioned: VersionedAlias;

  constructor(
    @Inject(OPENSEARCH_CLIENT) private readonly client: Client,
    @Inject(SEARCH_INDEX_NAMES) names: SearchIndexNames,
  ) {
    this.alias = names.properties;
    this.versioned = new VersionedAlias(client, this.alias, PROPERTIES_MAPPING_VERSION, propertiesIndexDefinition);
  }

  /** Creates `<alias>-v1-<timestamp>-<random>` and the alias when the alias does not exist. */
  ensure(): Promise<{ created: boolean; index?: string }> {
    return this.versioned.ensure();
  }

  concreteIndices(): Promise<string[]> {
    return this.versioned.concreteIndices();
  }

  async upsert(doc: PropertySearchDocument, version: number, options: WriteOptions = {}): Promise<UpsertResult> {
    try {
      const { body } = await this.client.index({
        index: this.alias,
        id: doc.propertyId,
        body: doc,
        version,
        version_type: 'external',
        ...(options.refresh !== undefined ? { refresh: options.refresh } : {}),
      });
      return body.result === 'created' ? 'created' : 'updated';
    } catch (error) {
      if (isVersionConflict(error)) return 'stale';
      throw error;
    }
  }

  /**
   * Applies `properties.property.status-changed.v1` (which carries no snapshot): rewrites the stored document with
   * the new status at `version`. 'stale' when the index already holds that version or a newer one; null when the
   * property is not indexed (its listed event has not arrived yet; the listed/updated snapshot will carry the status).
   */
  async setStatus(
    propertyId: string,
    status: PropertyStatus,
    version: number,
    options: WriteOptions = {},
  ): Promise<UpsertResult | null> {
    const current = await this.getWithVersion(propertyId);
    if (!current) return null;
    if (current.version >= version) return 'stale';
    return this.upsert({ ...current.doc, status }, version, options);
  }

  async remove(propertyId: string, version: number, options: WriteOptions = {}): Promise<RemoveResult> {
    try {
      const { body, statusCode } = await this.client.delete(
        {
          index: this.alias,
          id: propertyId,
          version,
          version_type: 'external',
          ...(options.refresh !== undefined ? { refresh: options.refresh } : {}),
        },
        { ignore: [404] },
      );
      return statusCode === 404 || body.result === 'not_found' ? 'not_found' : 'deleted';
    } catch (error) {
      if (isVersionConflict(error)) return 'stale';
      throw error;
    }
  }

  async get(propertyId: string): Promise<PropertySearchDocument | null> {
    return (await this.getWithVersion(propertyId))?.doc ?? null;
  }

  async getWithVersion(propertyId: string): Promise<{ doc: PropertySearchDocument; version: number } | null> {
    const { body, statusCode } = await this.client.get({ index: this.alias, id: propertyId }, { ignore: [404] });
    if (statusCode === 404 || !body.found || !body._source) return null;
    return { doc: body._source as PropertySearchDocument, version: body._version ?? 0 };
  }

  async search(params: PropertySearchParams): Promise<PropertySearchResult> {
    const paging = resolvePaging(params.page, params.pageSize);
    const body = await this.runSearch<PropertySearchDocument>(
      buildSearchBody(params),
      preferenceFor(params.place ? params.place.placeId : params.query),
    );
    return {
      items: body.hits.hits.flatMap((hit) => (hit._source ? [hit._source] : [])),
      total: totalOf(body.hits.total),
      page: paging.page,
      pageSize: paging.pageSize,
    };
  }

  /** Featured and available, newest first. */
  async featured(limit = 8): Promise<PropertySearchDocument[]> {
    const body = await this.runSearch<PropertySearchDocument>(buildFeaturedBody(limit));
    return body.hits.hits.flatMap((hit) => (hit._source ? [hit._source] : []));
  }

  /**
   * Available properties in the same city within `radiusKm` of this one, rent within ±rentTolerance, bedrooms
   * within ±bedroomsDelta, nearest first. Empty when the property is unknown or has no location.
   */
  async similar(propertyId: string, options: SimilarOptions = {}): Promise<SimilarProperty[]> {
    const doc = await this.get(propertyId);
    const request = doc ? buildSimilarBody(doc, options) : null;
    if (!request) return [];
    const body = await this.runSearch<PropertySearchDocument>(request);
    return body.hits.hits.flatMap((hit) =>
      hit._source ? [{ ...hit._source, distanceKm: Number(hit.sort?.[0] ?? Number.NaN) }] : [],
    );
  }

  /** Name/locality completions as the user types (search_as_you_type). */
  async suggest(prefix: string, limit = 8): Promise<PropertySearchDocument[]> {
    const text = prefix.trim().slice(0, 100);
    if (!text) return [];
    const body = await this.runSearch<PropertySearchDocument>({
      query: {
        bool: {
          must: [
            {
              multi_match: {
                query: text,
                type: 'bool_prefix',
                operator: 'and',
                fields: ['suggest', 'suggest._2gram', 'suggest._3gram'],
              },
            },
          ],
          filter: [{ term: { status: 'available' } }],
        },
      },
      size: Math.min(Math.max(1, Math.floor(limit)), 20),
      track_total_hits: false,
    });
    return body.hits.hits.flatMap((hit) => (hit._source ? [hit._source] : []));
  }

  async count(): Promise<number> {
    const { body } = await this.client.count({ index: this.alias });
    return body.count;
  }

  /**
   * Rebuilds the index from `source` (e.g. a replay of the property events or the properties collection): a new
   * concrete index, bulk-loaded in batches with refresh off, then one atomic alias swap and the old index deleted.
   * Writes that reach the old index while this runs are lost with it: pause the consumer, or replay after.
   * On any failed document the new index is dropped and the alias stays where it was.
   */
  async reindex(source: AsyncIterable<ReindexEntry> | Iterable<ReindexEntry>): Promise<ReindexResult> {
    const index = this.versioned.newIndexName();
    await this.versioned.createIndex(index, { bulkLoad: true });
    let indexed = 0;
    let stale = 0;
    try {
      let batch: ReindexEntry[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        const result = await this.bulkInto(index, batch);
        indexed += result.indexed;
        stale += result.stale;
        batch = [];
      };
      for await (const entry of source) {
        batch.push(entry);
        if (batch.length >= REINDEX_BATCH_SIZE) await flush();
      }
      await flush();
      await this.versioned.finishBulkLoad(index);
      const previous = await this.versioned.swapTo(index);
      return { index, previous, indexed: indexed - stale, stale };
    } catch (error) {
      await this.versioned.deleteIndex(index).catch(() => undefined);
      throw error;
    }
  }

  private async bulkInto(index: string, batch: ReindexEntry[]): Promise<{ indexed: number; stale: number }> {
    const { body } = await this.client.bulk({
      body: batch.flatMap(({ doc, version }) => [
        { index: { _index: index, _id: doc.propertyId, version, version_type: 'external' as const } },
        doc,
      ]),
    });
    return { indexed: batch.length, stale: staleInBulk(body.items, `Reindex into ${index}`) };
  }

  private async runSearch<T>(body: API.Search_RequestBody, preference?: string) {
    const { body: response } = await this.client.search({
      index: this.alias,
      body,
      ...(preference ? { preference } : {}),
    });
    return response as { hits: { total?: number | { value: number }; hits: Hit<T>[] } };
  }
}

/**
 * The same query goes to the same shard copies, so scores (which may differ slightly between a primary and its
 * replica) do not change between its pages.
 */
function preferenceFor(query: string): string {
  return `q${createHash('sha1').update(query.trim().toLowerCase()).digest('hex').slice(0, 12)}`;
}

function totalOf(total: number | { value: number } | undefined): number {
  if (typeof total === 'number') return total;
  return total?.value ?? 0;
}
