import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  propertyManagerRegistered,
  propertyManagerUpdated,
  type PropertyManagerRegistered,
  type PropertyManagerUpdated,
} from '@trio/contracts/events/users';
import { ListingRequestsService } from '../../listing-requests/listing-requests.service';
import { ManagersService } from '../managers.service';

/** users.property-manager → the assignment pool; a new manager takes requests that waited for one. */
@Controller()
export class OnManagerChangedHandler {
  constructor(
    @Inject(ManagersService) private readonly managers: ManagersService,
    @Inject(ListingRequestsService) private readonly requests: ListingRequestsService,
  ) {}

  @EventPattern(propertyManagerRegistered.type)
  async onRegistered(@Payload() event: PropertyManagerRegistered): Promise<void> {
    await this.managers.apply(event.data, event.aggregateVersion);
    await this.requests.assignWaiting();
  }

  @EventPattern(propertyManagerUpdated.type)
  async onUpdated(@Payload() event: PropertyManagerUpdated): Promise<void> {
    await this.managers.apply(event.data, event.aggregateVersion);
  }
}
