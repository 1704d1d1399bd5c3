import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { userRegistered, userUpdated, type UserRegistered, type UserUpdated } from '@trio/contracts/events/users';
import { ProjectionsService } from '../projections.service';

/** users.user → the people copy (uids for `/user/{uid}`, the landlord's e-mail for the events). */
@Controller()
export class OnUserChangedHandler {
  constructor(@Inject(ProjectionsService) private readonly projections: ProjectionsService) {}

  @EventPattern(userRegistered.type)
  async onRegistered(@Payload() event: UserRegistered): Promise<void> {
    await this.projections.applyPerson(event.data, event.aggregateVersion);
  }

  @EventPattern(userUpdated.type)
  async onUpdated(@Payload() event: UserUpdated): Promise<void> {
    await this.projections.applyPerson(event.data, event.aggregateVersion);
  }
}
