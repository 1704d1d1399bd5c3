import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  userPasswordResetRequested,
  userRegistered,
  userUpdated,
  type UserPasswordResetRequested,
  type UserRegistered,
  type UserUpdated,
} from '@trio/contracts/events/users';
import { ProjectionsService } from '../../projections/projections.service';
import { MessagesService } from '../messages.service';

/** users.user → the people copy; a sign-up gets the welcome e-mail, a reset request the link. */
@Controller()
export class OnUserChangedHandler {
  constructor(
    @Inject(ProjectionsService) private readonly projections: ProjectionsService,
    @Inject(MessagesService) private readonly messages: MessagesService,
  ) {}

  @EventPattern(userRegistered.type)
  async onRegistered(@Payload() event: UserRegistered): Promise<void> {
    await this.projections.applyPerson(event.data, event.aggregateVersion);
    await this.messages.welcome(event);
  }

  @EventPattern(userUpdated.type)
  async onUpdated(@Payload() event: UserUpdated): Promise<void> {
    await this.projections.applyPerson(event.data, event.aggregateVersion);
  }

  /** Nothing to copy (the person is unchanged): the link is mailed. */
  @EventPattern(userPasswordResetRequested.type)
  async onPasswordResetRequested(@Payload() event: UserPasswordResetRequested): Promise<void> {
    await this.messages.passwordResetRequested(event);
  }
}
