import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  propertyStatusChanged,
  propertyUpdated,
  type PropertyStatusChanged,
  type PropertyUpdated,
} from '@trio/contracts/events/properties';
import { LeasesService } from '../leases.service';

/**
 * properties.property updated or its status changed → the leases kept for the landlord (their views show the home
 * from the properties copy, which took the change first) are read again. Not when a home is first listed: a new
 * home has no lease yet.
 */
@Controller()
export class OnPropertyChangedHandler {
  constructor(@Inject(LeasesService) private readonly leases: LeasesService) {}

  @EventPattern(propertyUpdated.type)
  async onUpdated(@Payload() event: PropertyUpdated): Promise<void> {
    await this.leases.landlordChanged(event.data.landlordId);
  }

  @EventPattern(propertyStatusChanged.type)
  async onStatusChanged(@Payload() event: PropertyStatusChanged): Promise<void> {
    await this.leases.landlordChanged(event.data.landlordId);
  }
}
