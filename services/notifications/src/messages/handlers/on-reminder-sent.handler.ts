import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { reminderSent, type ReminderSent } from '@trio/contracts/events/notifications';
import { MessagesService } from '../messages.service';

/** notifications.reminder (this service's own) → the tenant's reminder e-mail, keyed by the event. */
@Controller()
export class OnReminderSentHandler {
  constructor(@Inject(MessagesService) private readonly messages: MessagesService) {}

  @EventPattern(reminderSent.type)
  async onSent(@Payload() event: ReminderSent): Promise<void> {
    await this.messages.paymentReminder(event);
  }
}
