import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  listingRequestAssigned,
  listingRequestReviewed,
  type ListingRequestAssigned,
  type ListingRequestReviewed,
} from '@trio/contracts/events/properties';
import { MessagesService } from '../messages.service';

/** properties.listing-request → assigned (the manager), reviewed (the landlord, with the notes). */
@Controller()
export class OnListingRequestChangedHandler {
  constructor(@Inject(MessagesService) private readonly messages: MessagesService) {}

  @EventPattern(listingRequestAssigned.type)
  async onAssigned(@Payload() event: ListingRequestAssigned): Promise<void> {
    await this.messages.listingAssigned(event);
  }

  @EventPattern(listingRequestReviewed.type)
  async onReviewed(@Payload() event: ListingRequestReviewed): Promise<void> {
    await this.messages.listingReviewed(event);
  }
}
