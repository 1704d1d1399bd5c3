import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  applicationReviewed,
  applicationSubmitted,
  type ApplicationReviewed,
  type ApplicationSubmitted,
} from '@trio/contracts/events/applications';
import { MessagesService } from '../messages.service';

/** applications.application → submitted (renter and manager), reviewed (approved, rejected, more information). */
@Controller()
export class OnApplicationChangedHandler {
  constructor(@Inject(MessagesService) private readonly messages: MessagesService) {}

  @EventPattern(applicationSubmitted.type)
  async onSubmitted(@Payload() event: ApplicationSubmitted): Promise<void> {
    await this.messages.applicationSubmitted(event);
  }

  @EventPattern(applicationReviewed.type)
  async onReviewed(@Payload() event: ApplicationReviewed): Promise<void> {
    await this.messages.applicationReviewed(event);
  }
}
