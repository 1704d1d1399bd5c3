import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { listingRequestApproved, type ListingRequestApproved } from '@trio/contracts/events/properties';
import { PropertiesService } from '../properties.service';

/**
 * properties.listing-request.approved.v1 (this service's own topic) → the property of the approved request. The
 * property takes the request's id, so a redelivery finds it and creates nothing.
 */
@Controller()
export class OnListingRequestApprovedHandler {
  constructor(@Inject(PropertiesService) private readonly properties: PropertiesService) {}

  @EventPattern(listingRequestApproved.type)
  async onApproved(@Payload() event: ListingRequestApproved): Promise<void> {
    await this.properties.createFromApproval(event.data);
  }
}
