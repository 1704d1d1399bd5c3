import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { propertyListed, type PropertyListed } from '@trio/contracts/events/properties';
import { PropertiesIndex } from '../../search/properties-index';
import { searchDocumentOf } from '../../search/search-document-of';
import { AreasService } from '../areas.service';

/**
 * properties.property.listed.v1 → the "Get Notified" interests in the home's area are served (once each) with
 * properties.area-interest.served.v1. Runs after the search index took the home (the search feature's handler comes
 * first), so the home is placed as the index holds it now: a home let or withdrawn since serves nobody.
 */
@Controller()
export class OnPropertyListedServeAreaInterestHandler {
  constructor(
    @Inject(AreasService) private readonly areas: AreasService,
    @Inject(PropertiesIndex) private readonly index: PropertiesIndex,
  ) {}

  @EventPattern(propertyListed.type)
  async onListed(@Payload() event: PropertyListed): Promise<void> {
    const indexed = await this.index.get(event.data.propertyId);
    const home = indexed ?? searchDocumentOf(event.data, { listedAt: event.data.listedAt });
    await this.areas.serveListedHome(home);
  }
}
