import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { messagePosted, type MessagePosted } from '@trio/contracts/events/applications';
import { UnreadLooksScheduler } from '../unread-looks.scheduler';

/**
 * applications.message posted (this service's own event, the next step of the chain) → each other member's delayed
 * look at their unread messages: a crash after the message was stored still leads here, through the outbox.
 */
@Controller()
export class OnMessagePostedHandler {
  constructor(@Inject(UnreadLooksScheduler) private readonly looks: UnreadLooksScheduler) {}

  @EventPattern(messagePosted.type)
  async onPosted(@Payload() event: MessagePosted): Promise<void> {
    await this.looks.messagePosted(event);
  }
}
