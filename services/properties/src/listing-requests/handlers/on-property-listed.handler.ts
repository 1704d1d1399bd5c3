import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { propertyListed, type PropertyListed } from '@trio/contracts/events/properties';
import { ListingRequestsService } from '../listing-requests.service';

/**
 * properties.property.listed.v1 naming a listing request → that request is `listed` (the last step of an approval;
 * the search index hears the same event through its own handler).
 */
@Controller()
export class OnPropertyListedHandler {
  constructor(@Inject(ListingRequestsService) private readonly requests: ListingRequestsService) {}

  @EventPattern(propertyListed.type)
  async onListed(@Payload() event: PropertyListed): Promise<void> {
    if (event.data.listingRequestId) await this.requests.markListed(event.data.listingRequestId, event.data.propertyId);
  }
}
