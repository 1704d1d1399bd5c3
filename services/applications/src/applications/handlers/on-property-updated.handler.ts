import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { propertyUpdated, type PropertyUpdated } from '@trio/contracts/events/properties';
import { ApplicationsService } from '../applications.service';

/** properties.property updated with a new manager → its applications name the one the properties copy now holds. */
@Controller()
export class OnPropertyUpdatedHandler {
  constructor(@Inject(ApplicationsService) private readonly applications: ApplicationsService) {}

  @EventPattern(propertyUpdated.type)
  async onUpdated(@Payload() event: PropertyUpdated): Promise<void> {
    if (event.data.changedFields.includes('managerId')) {
      await this.applications.propertyManagerChanged(event.data.propertyId);
    }
  }
}
