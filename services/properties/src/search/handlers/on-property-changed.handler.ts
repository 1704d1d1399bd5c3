import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  propertyListed,
  propertyStatusChanged,
  propertyUpdated,
  type PropertyListed,
  type PropertyStatusChanged,
  type PropertyUpdated,
} from '@trio/contracts/events/properties';
import { PropertiesService } from '../../properties/properties.service';
import { PlaceSuggestionsIndex } from '../place-suggestions-index';
import { PropertiesIndex } from '../properties-index';
import { SearchAnswerCache } from '../search-cache';
import { SEARCH_ANSWER_CACHE } from '../search.tokens';
import { searchDocumentOf } from '../search-document-of';

/**
 * properties.property → the `properties` search index (and, shortly after, the place suggestions' home counts), through this service's own consumer group: a rebuild is a
 * replay (or `npm run ops -- reindex`). External versioning by aggregate version keeps an older event from
 * overwriting a newer one.
 */
@Controller()
export class OnPropertyChangedIndexHandler {
  constructor(
    @Inject(PropertiesIndex) private readonly index: PropertiesIndex,
    @Inject(PropertiesService) private readonly properties: PropertiesService,
    @Inject(PlaceSuggestionsIndex) private readonly suggestions: PlaceSuggestionsIndex,
    @Inject(SEARCH_ANSWER_CACHE) private readonly cache: SearchAnswerCache<unknown>,
  ) {}

  /** Cached search answers and the suggestions' home counts follow a listing change. */
  private changed(): void {
    this.cache.invalidate();
    this.suggestions.homesChanged();
  }

  @EventPattern(propertyListed.type)
  async onListed(@Payload() event: PropertyListed): Promise<void> {
    await this.upsert(event);
  }

  @EventPattern(propertyUpdated.type)
  async onUpdated(@Payload() event: PropertyUpdated): Promise<void> {
    await this.upsert(event);
  }

  @EventPattern(propertyStatusChanged.type)
  async onStatusChanged(@Payload() event: PropertyStatusChanged): Promise<void> {
    const result = await this.index.setStatus(event.data.propertyId, event.data.status, event.aggregateVersion);
    if (result && result !== 'stale') this.changed();
  }

  private async upsert(event: PropertyListed | PropertyUpdated): Promise<void> {
    // The description and listing date live in this service's own record; the event carries the rest.
    const stored = await this.properties.findById(event.data.propertyId);
    const listedAt =
      'listedAt' in event.data ? event.data.listedAt : new Date(stored?.listedAt ?? Date.now()).toISOString();
    const result = await this.index.upsert(
      searchDocumentOf(event.data, { listedAt, description: stored?.description }),
      event.aggregateVersion,
    );
    if (result !== 'stale') this.changed();
  }
}
