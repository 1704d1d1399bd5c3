import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { applicationClosed, type ApplicationClosed } from '@trio/contracts/events/applications';
import { RefundsService } from '../refunds.service';

/** applications.application closed → the applicant, if charged (`refundPaymentId`), is refunded. */
@Controller()
export class OnApplicationClosedHandler {
  constructor(@Inject(RefundsService) private readonly refunds: RefundsService) {}

  @EventPattern(applicationClosed.type)
  async onClosed(@Payload() event: ApplicationClosed): Promise<void> {
    if (event.data.refundPaymentId) await this.refunds.refund(event.data.refundPaymentId, 'property_unavailable');
  }
}
