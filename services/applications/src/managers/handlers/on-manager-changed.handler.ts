import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  propertyManagerRegistered,
  propertyManagerUpdated,
  type PropertyManagerRegistered,
  type PropertyManagerUpdated,
} from '@trio/contracts/events/users';
import { ManagersService } from '../managers.service';

/** users.property-manager → the manager records copy. */
@Controller()
export class OnManagerChangedHandler {
  constructor(@Inject(ManagersService) private readonly managers: ManagersService) {}

  @EventPattern(propertyManagerRegistered.type)
  async onRegistered(@Payload() event: PropertyManagerRegistered): Promise<void> {
    await this.managers.apply(event.data, event.aggregateVersion);
  }

  @EventPattern(propertyManagerUpdated.type)
  async onUpdated(@Payload() event: PropertyManagerUpdated): Promise<void> {
    await this.managers.apply(event.data, event.aggregateVersion);
  }
}
