import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { paymentCaptured, type PaymentCaptured } from '@trio/contracts/events/payments';
import { LeasesService } from '../leases.service';

/** payments.payment.captured.v1 (initial payments) → the lease of the paid application (or a refused payment). */
@Controller()
export class OnPaymentCapturedHandler {
  constructor(@Inject(LeasesService) private readonly leases: LeasesService) {}

  @EventPattern(paymentCaptured.type)
  async onCaptured(@Payload() event: PaymentCaptured): Promise<void> {
    await this.leases.onInitialPaymentCaptured(event.data);
  }
}
