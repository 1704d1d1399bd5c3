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

/**
 * properties.property (this service's own events, its own consumer group) → the landlord's kept portfolio is read
 * again (PropertiesService.portfolio). From the event rather than after the write, so a crash in between is made good
 * by the redelivery.
 */
@Controller()
export class OnPropertyChangedHandler {
  constructor(@Inject(PropertiesService) private readonly properties: PropertiesService) {}

  @EventPattern(propertyListed.type)
  async onListed(@Payload() event: PropertyListed): Promise<void> {
    await this.properties.portfolioChanged(event.data.landlordId);
  }

  @EventPattern(propertyUpdated.type)
  async onUpdated(@Payload() event: PropertyUpdated): Promise<void> {
    await this.properties.portfolioChanged(event.data.landlordId);
  }

  @EventPattern(propertyStatusChanged.type)
  async onStatusChanged(@Payload() event: PropertyStatusChanged): Promise<void> {
    await this.properties.portfolioChanged(event.data.landlordId);
  }
}
