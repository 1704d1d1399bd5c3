import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  userPasswordResetRequested,
  userRegistered,
  type UserPasswordResetRequested,
  type UserRegistered,
} from '@trio/contracts/events/users';
import { MessagesService } from '../messages.service';

/** users.user → a sign-up gets the welcome e-mail (after the people copy took it), a reset request the link. */
@Controller()
export class OnUserChangedHandler {
  constructor(@Inject(MessagesService) private readonly messages: MessagesService) {}

  @EventPattern(userRegistered.type)
  async onRegistered(@Payload() event: UserRegistered): Promise<void> {
    await this.messages.welcome(event);
  }

  /** The link is mailed. */
  @EventPattern(userPasswordResetRequested.type)
  async onPasswordResetRequested(@Payload() event: UserPasswordResetRequested): Promise<void> {
    await this.messages.passwordResetRequested(event);
  }
}
