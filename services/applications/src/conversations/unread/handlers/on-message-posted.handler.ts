import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { messagePosted, type MessagePosted } from '@trio/contracts/events/applications';
import { NoticeUnreadJob } from '../jobs/notice-unread.job';

/**
 * applications.message posted (this service's own event, the next step of the chain) → each other member's delayed
 * look at their unread messages: a crash after the message was stored still leads here, through the outbox.
 */
@Controller()
export class OnMessagePostedHandler {
  constructor(@Inject(NoticeUnreadJob) private readonly unread: NoticeUnreadJob) {}

  @EventPattern(messagePosted.type)
  async onPosted(@Payload() event: MessagePosted): Promise<void> {
    await this.unread.messagePosted(event);
  }
}
