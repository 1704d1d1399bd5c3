import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { conversationUnread, type ConversationUnread } from '@trio/contracts/events/applications';
import { MessagesService } from '../messages.service';

/** applications.conversation unread → one e-mail to the member who left its messages unread (keyed by the event). */
@Controller()
export class OnConversationUnreadHandler {
  constructor(@Inject(MessagesService) private readonly messages: MessagesService) {}

  @EventPattern(conversationUnread.type)
  async onUnread(@Payload() event: ConversationUnread): Promise<void> {
    await this.messages.conversationUnread(event);
  }
}
