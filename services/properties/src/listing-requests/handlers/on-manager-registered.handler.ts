import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { propertyManagerRegistered, type PropertyManagerRegistered } from '@trio/contracts/events/users';
import { ListingRequestsService } from '../listing-requests.service';

/**
 * users.property-manager.registered.v1 → requests that waited for a manager are assigned now. The managers feature
 * adds the manager to the pool from the same event; until it has, this fails and the event is handled again.
 */
@Controller()
export class OnManagerRegisteredHandler {
  constructor(@Inject(ListingRequestsService) private readonly requests: ListingRequestsService) {}

  @EventPattern(propertyManagerRegistered.type)
  async onRegistered(@Payload() event: PropertyManagerRegistered): Promise<void> {
    await this.requests.assignWaitingFor(event.data.managerId);
  }
}
