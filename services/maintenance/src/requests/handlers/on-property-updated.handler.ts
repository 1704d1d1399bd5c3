import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { propertyUpdated, type PropertyUpdated } from '@trio/contracts/events/properties';
import { MaintenanceRequestsService } from '../maintenance-requests.service';

/**
 * properties.property updated → its requests name its owner and manager from the properties copy (which took the
 * change first), and the requests kept for the landlord are read again. Not when a home is first listed: a new home
 * has no request yet.
 */
@Controller()
export class OnPropertyUpdatedHandler {
  constructor(@Inject(MaintenanceRequestsService) private readonly requests: MaintenanceRequestsService) {}

  @EventPattern(propertyUpdated.type)
  async onUpdated(@Payload() event: PropertyUpdated): Promise<void> {
    await this.requests.propertyChanged(event.data.propertyId);
    await this.requests.landlordChanged(event.data.landlordId);
  }
}
