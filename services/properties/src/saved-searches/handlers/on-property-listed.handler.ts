import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { propertyListed, type PropertyListed } from '@trio/contracts/events/properties';
import { PropertiesIndex } from '../../search/properties-index';
import { searchDocumentOf } from '../../search/search-document-of';
import { SavedSearchesService } from '../saved-searches.service';

/**
 * properties.property.listed.v1 → the saved searches the new home matches record it (once each) and publish
 * properties.saved-search.matched.v1. Runs after the search index took the home (the search feature's handler comes
 * first), so the home is percolated as the index holds it now: a home let or withdrawn since is no match.
 */
@Controller()
export class OnPropertyListedMatchSavedSearchesHandler {
  constructor(
    @Inject(SavedSearchesService) private readonly savedSearches: SavedSearchesService,
    @Inject(PropertiesIndex) private readonly index: PropertiesIndex,
  ) {}

  @EventPattern(propertyListed.type)
  async onListed(@Payload() event: PropertyListed): Promise<void> {
    const indexed = await this.index.get(event.data.propertyId);
    const home = indexed ?? searchDocumentOf(event.data, { listedAt: event.data.listedAt });
    await this.savedSearches.matchListedHome(home);
  }
}
