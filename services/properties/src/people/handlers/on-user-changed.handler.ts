import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { InjectModel } from '@nestjs/mongoose';
import { userRegistered, userUpdated, type UserRegistered, type UserUpdated } from '@trio/contracts/events/users';
import { applyIfNewer } from '@trio/service-kit/events';
import type { Model } from 'mongoose';
import { PERSON_MODEL, type PersonDocument } from '../person.schema';

/** users.user → the people copy (names and e-mails shown on listing requests). */
@Controller()
export class OnUserChangedHandler {
  constructor(@InjectModel(PERSON_MODEL) private readonly people: Model<PersonDocument>) {}

  @EventPattern(userRegistered.type)
  async onRegistered(@Payload() event: UserRegistered): Promise<void> {
    await this.apply(event);
  }

  @EventPattern(userUpdated.type)
  async onUpdated(@Payload() event: UserUpdated): Promise<void> {
    await this.apply(event);
  }

  private async apply(event: UserRegistered | UserUpdated): Promise<void> {
    const { email, displayName, firstName, lastName } = event.data;
    await applyIfNewer(this.people, event.aggregateId, event.aggregateVersion, {
      email,
      displayName,
      firstName: firstName ?? null,
      lastName: lastName ?? null,
    });
  }
}
