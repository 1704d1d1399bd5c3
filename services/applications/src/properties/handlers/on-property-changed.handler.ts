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
import { PropertiesService } from '../properties.service';

/** properties.property → the properties copy (owner, manager, rent, address, status). */
@Controller()
export class OnPropertyChangedHandler {
  constructor(@Inject(PropertiesService) private readonly properties: PropertiesService) {}

  @EventPattern(propertyListed.type)
  async onListed(@Payload() event: PropertyListed): Promise<void> {
    await this.properties.applySnapshot(event.data, event.aggregateVersion);
  }

  @EventPattern(propertyUpdated.type)
  async onUpdated(@Payload() event: PropertyUpdated): Promise<void> {
    await this.properties.applySnapshot(event.data, event.aggregateVersion);
  }

  @EventPattern(propertyStatusChanged.type)
  async onStatusChanged(@Payload() event: PropertyStatusChanged): Promise<void> {
    await this.properties.applyStatus(event.data.propertyId, event.aggregateVersion, event.data.status);
  }
}
