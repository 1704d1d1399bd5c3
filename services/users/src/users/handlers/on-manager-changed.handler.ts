import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  propertyManagerRegistered,
  propertyManagerUpdated,
  type PropertyManagerRegistered,
  type PropertyManagerUpdated,
} from '@trio/contracts/events/users';
import { UsersService } from '../users.service';

/** A manager record appeared or changed: the user with that e-mail (if any) may now be a property_manager. */
@Controller()
export class OnManagerChangedHandler {
  constructor(@Inject(UsersService) private readonly users: UsersService) {}

  @EventPattern(propertyManagerRegistered.type)
  async onRegistered(@Payload() event: PropertyManagerRegistered): Promise<void> {
    await this.users.refreshRoleForEmail(event.data.email);
  }

  @EventPattern(propertyManagerUpdated.type)
  async onUpdated(@Payload() event: PropertyManagerUpdated): Promise<void> {
    await this.users.refreshRoleForEmail(event.data.email);
  }
}
