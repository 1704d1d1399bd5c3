import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { paymentCaptured, type PaymentCaptured } from '@trio/contracts/events/payments';
import { CaptureService } from '../capture.service';

/**
 * This service's own payments.payment captured → the payment is settled (its claims; refunded if it lost). The
 * request that captured settled it already; this resumes one a crash left between the capture and its claims, so
 * the handlers after it (the rent ledger's) find the payment settled.
 */
@Controller()
export class OnPaymentCapturedHandler {
  constructor(@Inject(CaptureService) private readonly capture: CaptureService) {}

  @EventPattern(paymentCaptured.type)
  async onCaptured(@Payload() event: PaymentCaptured): Promise<void> {
    await this.capture.settle(event.data.paymentId);
  }
}
