import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Client } from '@opensearch-project/opensearch';
import type { PlaceSuggestion } from '@trio/contracts/http/properties';
import { canonicalName } from '../geo/name-key';
import { searchPlaces, type SearchPlace } from './place-catalogue';
import {
  buildHomeCountsBody,
  buildSuggestBody,
  PLACE_SUGGESTIONS_MAPPING_VERSION,
  type PlaceSuggestionDocument,
  placeSuggestionsIndexDefinition,
  suggestText,
} from './place-suggest-queries';
import { OPENSEARCH_CLIENT, SEARCH_INDEX_NAMES, type SearchIndexNames } from './search.tokens';
import { VersionedAlias } from './versioned-alias';

/** After a listing changes, the home counts are recounted once this long after the first change (changes batch). */
export const HOME_COUNTS_DELAY_MS = 2_000;

/**
 * The place-suggestions index: the gazetteer's cities, localities and PIN codes with their available homes, for
 * `GET /trio/places/suggest`. Counts come from one aggregation over the `properties` index, rerun shortly after
 * listings change (`homesChanged()`), and at start-up.
 */
@Injectable()
export class PlaceSuggestionsIndex implements OnApplicationShutdown {
  readonly alias: string;
  private readonly propertiesAlias: string;
  private readonly versioned: VersionedAlias;
  private readonly log = new Logger('PlaceSuggestions');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private closed = false;

  constructor(
    @Inject(OPENSEARCH_CLIENT) private readonly client: Client,
    @Inject(SEARCH_INDEX_NAMES) names: SearchIndexNames,
  ) {
    this.alias = names.placeSuggestions;
    this.propertiesAlias = names.properties;
    this.versioned = new VersionedAlias(
      client,
      this.alias,
      PLACE_SUGGESTIONS_MAPPING_VERSION,
      placeSuggestionsIndexDefinition,
    );
  }

  ensure(): Promise<{ created: boolean; index?: string }> {
    return this.versioned.ensure();
  }

  /** Available homes per place id, counted with the search's own place filters. */
  async countHomes(places: readonly SearchPlace[] = searchPlaces()): Promise<Map<string, number>> {
    const { body } = await this.client.search({ index: this.propertiesAlias, body: buildHomeCountsBody(places) });
    const buckets =
      (body as { aggregations?: { homes?: { buckets?: Record<string, { doc_count: number }> } } }).aggregations?.homes
        ?.buckets ?? {};
    return new Map(places.map((place) => [place.placeId, buckets[place.placeId]?.doc_count ?? 0]));
  }

  /** Writes every place with its current home count; returns how many places have homes. */
  async refreshHomes(options: { refresh?: boolean | 'wait_for' } = {}): Promise<{ places: number; withHomes: number }> {
    const places = searchPlaces();
    const homes = await this.countHomes(places);
    const docs: PlaceSuggestionDocument[] = places.map((place) => ({
      placeId: place.placeId,
      kind: place.kind,
      name: place.name,
      aliases: place.aliases.map(canonicalName),
      city: place.city,
      label: place.label,
      homes: homes.get(place.placeId) ?? 0,
    }));
    const { body } = await this.client.bulk({
      index: this.alias,
      body: docs.flatMap((doc) => [{ index: { _id: doc.placeId } }, doc]),
      ...(options.refresh !== undefined ? { refresh: options.refresh } : {}),
    });
    if (body.errors) {
      const failed = body.items.map((item) => Object.values(item)[0]).filter((result) => result?.error);
      throw new Error(`Writing place suggestions failed for ${failed.length} places: ${failed[0]?.error?.reason}`);
    }
    return { places: docs.length, withHomes: docs.filter((doc) => doc.homes > 0).length };
  }

  /**
   * A listing changed: recount within HOME_COUNTS_DELAY_MS (one recount for every change in that time; a change
   * during a recount schedules another).
   */
  homesChanged(): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      const previous = this.running ?? Promise.resolve();
      this.running = previous
        .then(async () => {
          this.timer = undefined;
          // The changes may not be visible to search yet (the index refreshes every second): make them so first.
          await this.client.indices.refresh({ index: this.propertiesAlias });
          return this.refreshHomes();
        })
        .catch((error: unknown) => {
          this.log.warn(`recounting homes failed: ${error instanceof Error ? error.message : String(error)}`);
        })
        .finally(() => {
          this.running = undefined;
        });
    }, HOME_COUNTS_DELAY_MS);
    this.timer.unref();
  }

  async suggest(raw: string | undefined): Promise<PlaceSuggestion[]> {
    const text = suggestText(raw);
    if (!text) return [];
    const { body } = await this.client.search({ index: this.alias, body: buildSuggestBody(text) });
    const hits = (body as { hits: { hits: { _source?: PlaceSuggestionDocument }[] } }).hits.hits;
    return hits.flatMap(({ _source: doc }) =>
      doc
        ? [
            {
              placeId: doc.placeId,
              kind: doc.kind,
              label: doc.label,
              name: doc.name,
              city: doc.city,
              homes: doc.homes,
            },
          ]
        : [],
    );
  }

  /**
   * Available homes by placeId, for the cities and localities (gazetteer and towns) that have any, as last counted
   * (at most ~3 s behind the listings).
   */
  async homesOfServedPlaces(): Promise<Map<string, number>> {
    const { body } = await this.client.search({
      index: this.alias,
      body: {
        size: 1_000,
        track_total_hits: false,
        query: { bool: { filter: [{ range: { homes: { gt: 0 } } }, { terms: { kind: ['city', 'locality'] } }] } },
        _source: { includes: ['placeId', 'homes'] },
      },
    });
    const hits = (body as { hits: { hits: { _source?: Pick<PlaceSuggestionDocument, 'placeId' | 'homes'> }[] } }).hits
      .hits;
    return new Map(hits.flatMap(({ _source: doc }) => (doc ? [[doc.placeId, doc.homes] as const] : [])));
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
