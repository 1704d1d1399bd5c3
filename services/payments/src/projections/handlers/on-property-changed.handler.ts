import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  propertyListed,
  propertyStatusChanged,
  propertyUpdated,
  type PropertyListed,
  type PropertyStatusChanged,
  type PropertyUpdated,
} from '@trio/contracts/events/properties';
import { ProjectionsService } from '../projections.service';

/** properties.property → the properties copy (status available/occupied, rent, owner, manager). */
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

  @EventPattern(propertyStatusChanged.type)
  async onStatusChanged(@Payload() event: PropertyStatusChanged): Promise<void> {
    await this.projections.applyPropertyStatus(event.data.propertyId, event.aggregateVersion, event.data.status);
  }
}
