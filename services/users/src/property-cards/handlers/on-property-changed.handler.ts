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
import { UsersService } from '../../users/users.service';
import { PropertyCardsService } from '../property-cards.service';

/**
 * properties.property → the card copy (favourites) and ownership: the landlord of a listed property owns it, which
 * makes them a landlord (spec 000 §6).
 */
@Controller()
export class OnPropertyChangedHandler {
  constructor(
    @Inject(PropertyCardsService) private readonly cards: PropertyCardsService,
    @Inject(UsersService) private readonly users: UsersService,
  ) {}

  @EventPattern(propertyListed.type)
  async onListed(@Payload() event: PropertyListed): Promise<void> {
    await this.cards.applySnapshot(event.data, event.aggregateVersion);
    await this.users.addOwnedProperty(event.data.landlordId, event.data.propertyId);
  }

  @EventPattern(propertyUpdated.type)
  async onUpdated(@Payload() event: PropertyUpdated): Promise<void> {
    await this.cards.applySnapshot(event.data, event.aggregateVersion);
    await this.users.addOwnedProperty(event.data.landlordId, event.data.propertyId);
  }

  @EventPattern(propertyStatusChanged.type)
  async onStatusChanged(@Payload() event: PropertyStatusChanged): Promise<void> {
    await this.cards.applyStatus(event.data.propertyId, event.aggregateVersion, event.data.status);
  }
}
