import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { propertyManagerRegistered, type PropertyManagerRegistered } from '@trio/contracts/events/users';
import { ListingRequestsService } from '../listing-requests.service';

/**
 * users.property-manager.registered.v1 → requests that waited for a manager are assigned now, from the pool the
 * managers copy took the manager into first (its handler runs before this one).
 */
@Controller()
export class OnManagerRegisteredHandler {
  constructor(@Inject(ListingRequestsService) private readonly requests: ListingRequestsService) {}

  @EventPattern(propertyManagerRegistered.type)
  async onRegistered(@Payload() event: PropertyManagerRegistered): Promise<void> {
    await this.requests.assignWaitingFor(event.data.managerId);
  }
}
