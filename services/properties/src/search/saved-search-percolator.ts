import { Inject, Injectable } from '@nestjs/common';
import { type API, Client, type Types } from '@opensearch-project/opensearch';
import { PROPERTIES_MAPPING_VERSION, propertiesIndexDefinition } from './properties-mapping';
import type { PropertySearchDocument } from './property-search.document';
import { OPENSEARCH_CLIENT, SEARCH_INDEX_NAMES, type SearchIndexNames } from './search.tokens';
import { isVersionConflict, type IndexDefinition, staleInBulk, VersionedAlias } from './versioned-alias';

type Query = Types.Common_QueryDsl.QueryContainer;

/** One active saved search as the percolator holds it: its query, built by the search's own builder. */
export interface PercolatorEntry {
  savedSearchId: string;
  ownerId: string;
  query: Query;
  /** The saved search's revision: a write only lands over an older one (external versioning). */
  revision: number;
}

/** A saved search whose query a home matched. */
export interface PercolatorMatch {
  savedSearchId: string;
  ownerId: string;
}

/** The properties mapping (its fields, analysis and copy_to, so a home is read as search reads it) plus the queries. */
export function savedSearchPercolatorDefinition(): IndexDefinition {
  const { settings, mappings } = propertiesIndexDefinition();
  const properties = (mappings as { properties: Record<string, unknown> }).properties;
  return {
    settings,
    mappings: {
      ...mappings,
      properties: {
        ...properties,
        savedSearchId: { type: 'keyword' },
        ownerId: { type: 'keyword' },
        query: { type: 'percolator' },
      },
    },
  };
}

const PAGE = 500;
/** Saved searches written per bulk request when the percolator is filled from the database. */
const FILL_BATCH_SIZE = 1_000;

/**
 * The saved searches' queries in an OpenSearch percolator index, so a newly listed home finds every saved search it
 * matches in one request. Its concrete index carries the PROPERTIES mapping version (`saved-searches-v1-…`): the
 * stored queries are parsed against that mapping, so when the properties mapping moves to a new version the
 * percolator is rebuilt from the stored saved searches (`ensureCurrent`, at start-up).
 */
@Injectable()
export class SavedSearchPercolator {
  readonly alias: string;
  private readonly versioned: VersionedAlias;

  constructor(
    @Inject(OPENSEARCH_CLIENT) private readonly client: Client,
    @Inject(SEARCH_INDEX_NAMES) names: SearchIndexNames,
  ) {
    this.alias = names.savedSearches ?? `${names.properties}-saved-searches`;
    this.versioned = new VersionedAlias(
      client,
      this.alias,
      PROPERTIES_MAPPING_VERSION,
      savedSearchPercolatorDefinition,
    );
  }

  /** True when the alias exists and every index behind it was built for the current properties mapping. */
  async isCurrent(): Promise<boolean> {
    const indices = await this.versioned.concreteIndices();
    const prefix = `${this.alias}-${PROPERTIES_MAPPING_VERSION}-`;
    return indices.length > 0 && indices.every((index) => index.startsWith(prefix));
  }

  /**
   * At start-up: when the alias is missing it is created (safe under concurrent starts) and filled from `source`;
   * when it stands on an index of an older properties mapping, a new index is filled from `source` and the alias
   * swapped to it. Nothing to do when it is current. Returns what it did.
   */
  async ensureCurrent(
    source: () => AsyncIterable<PercolatorEntry> | Iterable<PercolatorEntry>,
  ): Promise<'current' | 'created' | 'rebuilt'> {
    if (await this.isCurrent()) return 'current';
    if (!(await this.versioned.exists())) {
      await this.versioned.ensure();
      await this.fill(this.alias, source());
      return 'created';
    }
    await this.rebuild(source());
    return 'rebuilt';
  }

  /** A new index for the current mapping, filled from `source`, then the alias swapped to it. */
  async rebuild(source: AsyncIterable<PercolatorEntry> | Iterable<PercolatorEntry>): Promise<{ indexed: number }> {
    const index = this.versioned.newIndexName();
    await this.versioned.createIndex(index, { bulkLoad: true });
    try {
      const indexed = await this.fill(index, source);
      await this.versioned.finishBulkLoad(index);
      await this.versioned.swapTo(index);
      return { indexed };
    } catch (error) {
      await this.versioned.deleteIndex(index).catch(() => undefined);
      throw error;
    }
  }

  /**
   * Writes every entry of `source` into `index` in bulk requests (an older revision than the one stored is left out,
   * as in `put`), then refreshes it. Returns how many were stored.
   */
  private async fill(index: string, source: AsyncIterable<PercolatorEntry> | Iterable<PercolatorEntry>) {
    let stored = 0;
    let batch: PercolatorEntry[] = [];
    const flush = async () => {
      if (batch.length > 0) stored += await this.bulkInto(index, batch);
      batch = [];
    };
    for await (const entry of source) {
      batch.push(entry);
      if (batch.length >= FILL_BATCH_SIZE) await flush();
    }
    await flush();
    await this.client.indices.refresh({ index });
    return stored;
  }

  private async bulkInto(index: string, batch: readonly PercolatorEntry[]): Promise<number> {
    const { body } = await this.client.bulk({
      body: batch.flatMap((entry) => [
        {
          index: {
            _index: index,
            _id: entry.savedSearchId,
            version: entry.revision,
            version_type: 'external' as const,
          },
        },
        { savedSearchId: entry.savedSearchId, ownerId: entry.ownerId, query: entry.query },
      ]),
    });
    return batch.length - staleInBulk(body.items, `Percolator fill of ${index}`);
  }

  /** Stores (or replaces) a saved search's query; an older revision never overwrites a newer one. */
  async put(entry: PercolatorEntry, index: string = this.alias): Promise<'stored' | 'stale'> {
    try {
      await this.client.index({
        index,
        id: entry.savedSearchId,
        body: { savedSearchId: entry.savedSearchId, ownerId: entry.ownerId, query: entry.query },
        version: entry.revision,
        version_type: 'external',
        refresh: true,
      });
      return 'stored';
    } catch (error) {
      if (isVersionConflict(error)) return 'stale';
      throw error;
    }
  }

  /** Takes a saved search's query out (paused or deleted) at `revision`. */
  async remove(savedSearchId: string, revision: number): Promise<void> {
    try {
      await this.client.delete(
        { index: this.alias, id: savedSearchId, version: revision, version_type: 'external', refresh: true },
        { ignore: [404] },
      );
    } catch (error) {
      if (!isVersionConflict(error)) throw error;
    }
  }

  /** Whether the percolator holds a saved search's query. */
  async holds(savedSearchId: string): Promise<boolean> {
    const { body } = await this.client.exists({ index: this.alias, id: savedSearchId });
    return body === true;
  }

  /** Every stored saved search whose query `doc` matches, except those of `excludeOwnerId` (the home's landlord). */
  async match(doc: PropertySearchDocument, excludeOwnerId?: string): Promise<PercolatorMatch[]> {
    const matches: PercolatorMatch[] = [];
    let after: string[] | undefined;
    for (;;) {
      const body: API.Search_RequestBody = {
        query: {
          bool: {
            filter: [{ percolate: { field: 'query', document: doc } } as Query],
            ...(excludeOwnerId ? { must_not: [{ term: { ownerId: excludeOwnerId } }] } : {}),
          },
        },
        _source: ['savedSearchId', 'ownerId'],
        sort: [{ savedSearchId: { order: 'asc' } }],
        size: PAGE,
        track_total_hits: false,
        ...(after ? { search_after: after } : {}),
      };
      const { body: response } = await this.client.search({ index: this.alias, body });
      const hits = (response as { hits: { hits: { _source?: PercolatorMatch; sort?: string[] }[] } }).hits.hits;
      for (const hit of hits) if (hit._source) matches.push(hit._source);
      if (hits.length < PAGE) return matches;
      after = hits[hits.length - 1]?.sort;
    }
  }
}
