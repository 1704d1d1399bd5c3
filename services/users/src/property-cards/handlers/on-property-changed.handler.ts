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
import { PropertyCardsService } from '../property-cards.service';

/**
 * properties.property → the card copy that favourites show. (Ownership, and with it the landlord role, is the users
 * feature's: its own handler hears the same events.)
 */
@Controller()
export class OnPropertyChangedHandler {
  constructor(@Inject(PropertyCardsService) private readonly cards: PropertyCardsService) {}

  @EventPattern(propertyListed.type)
  async onListed(@Payload() event: PropertyListed): Promise<void> {
    await this.cards.applySnapshot(event.data, event.aggregateVersion);
  }

  @EventPattern(propertyUpdated.type)
  async onUpdated(@Payload() event: PropertyUpdated): Promise<void> {
    await this.cards.applySnapshot(event.data, event.aggregateVersion);
  }

  @EventPattern(propertyStatusChanged.type)
  async onStatusChanged(@Payload() event: PropertyStatusChanged): Promise<void> {
    await this.cards.applyStatus(event.data.propertyId, event.aggregateVersion, event.data.status);
  }
}
