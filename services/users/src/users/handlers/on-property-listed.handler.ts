import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  propertyListed,
  propertyUpdated,
  type PropertyListed,
  type PropertyUpdated,
} from '@trio/contracts/events/properties';
import { UsersService } from '../users.service';

/**
 * properties.property → ownership: the landlord of a listed property owns it, which makes them a landlord (spec 000
 * §6). The favourite cards hear the same events through their copy (copies/property-card.copy.ts).
 */
@Controller()
export class OnPropertyListedHandler {
  constructor(@Inject(UsersService) private readonly users: UsersService) {}

  @EventPattern(propertyListed.type)
  async onListed(@Payload() event: PropertyListed): Promise<void> {
    await this.users.addOwnedProperty(event.data.landlordId, event.data.propertyId);
  }

  /** A snapshot names the landlord too: a listing this service missed still counts. */
  @EventPattern(propertyUpdated.type)
  async onUpdated(@Payload() event: PropertyUpdated): Promise<void> {
    await this.users.addOwnedProperty(event.data.landlordId, event.data.propertyId);
  }
}
