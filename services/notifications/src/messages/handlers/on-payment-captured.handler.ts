import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { paymentCaptured, type PaymentCaptured } from '@trio/contracts/events/payments';
import { MessagesService } from '../messages.service';

/** payments.payment captured → the payer's "payment received" e-mail with the PDF receipt. */
@Controller()
export class OnPaymentCapturedHandler {
  constructor(@Inject(MessagesService) private readonly messages: MessagesService) {}

  @EventPattern(paymentCaptured.type)
  async onCaptured(@Payload() event: PaymentCaptured): Promise<void> {
    await this.messages.paymentReceived(event);
  }
}
