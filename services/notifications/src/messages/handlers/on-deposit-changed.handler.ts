import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  depositDeductionAnswered,
  depositInspected,
  depositRefunded,
  type DepositDeductionAnswered,
  type DepositInspected,
  type DepositRefunded,
} from '@trio/contracts/events/payments';
import { MessagesService } from '../messages.service';

/**
 * payments.deposit (issue 30): the inspection recorded → the renter; a deduction disputed → the manager; the balance
 * refunded → the renter.
 */
@Controller()
export class OnDepositChangedHandler {
  constructor(@Inject(MessagesService) private readonly messages: MessagesService) {}

  @EventPattern(depositInspected.type)
  async onInspected(@Payload() event: DepositInspected): Promise<void> {
    await this.messages.depositInspected(event);
  }

  @EventPattern(depositDeductionAnswered.type)
  async onAnswered(@Payload() event: DepositDeductionAnswered): Promise<void> {
    await this.messages.depositDeductionAnswered(event);
  }

  @EventPattern(depositRefunded.type)
  async onRefunded(@Payload() event: DepositRefunded): Promise<void> {
    await this.messages.depositRefunded(event);
  }
}
