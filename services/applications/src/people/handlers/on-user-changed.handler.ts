import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { userRegistered, userUpdated, type UserRegistered, type UserUpdated } from '@trio/contracts/events/users';
import { PeopleService } from '../people.service';

/** users.user → the people copy. */
@Controller()
export class OnUserChangedHandler {
  constructor(@Inject(PeopleService) private readonly people: PeopleService) {}

  @EventPattern(userRegistered.type)
  async onRegistered(@Payload() event: UserRegistered): Promise<void> {
    await this.people.apply(event.data, event.aggregateVersion);
  }

  @EventPattern(userUpdated.type)
  async onUpdated(@Payload() event: UserUpdated): Promise<void> {
    await this.people.apply(event.data, event.aggregateVersion);
  }
}
