import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { propertyUpdated, type PropertyUpdated } from '@trio/contracts/events/properties';
import { ConversationsService } from '../conversations.service';

/**
 * properties.property updated → the conversations about the home and about things in it list their members again
 * (a new manager takes over, the old one's Inbox no longer shows them). The copy took the change first.
 */
@Controller()
export class OnHomeChangedHandler {
  constructor(@Inject(ConversationsService) private readonly conversations: ConversationsService) {}

  @EventPattern(propertyUpdated.type)
  async onUpdated(@Payload() event: PropertyUpdated): Promise<void> {
    await this.conversations.homeChanged(event.data.propertyId);
  }
}
