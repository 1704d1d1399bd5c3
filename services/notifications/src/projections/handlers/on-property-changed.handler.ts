import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  propertyListed,
  propertyUpdated,
  type PropertyListed,
  type PropertyUpdated,
} from '@trio/contracts/events/properties';
import { ProjectionsService } from '../projections.service';

/** properties.property → the properties copy (the reminder cards' bedrooms, bathrooms and type). */
@Controller()
export class OnPropertyChangedHandler {
  constructor(@Inject(ProjectionsService) private readonly projections: ProjectionsService) {}

  @EventPattern(propertyListed.type)
  async onListed(@Payload() event: PropertyListed): Promise<void> {
    await this.projections.applyProperty(event.data, event.aggregateVersion);
  }

  @EventPattern(propertyUpdated.type)
  async onUpdated(@Payload() event: PropertyUpdated): Promise<void> {
    await this.projections.applyProperty(event.data, event.aggregateVersion);
  }
}
