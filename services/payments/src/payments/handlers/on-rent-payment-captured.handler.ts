import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { paymentCaptured, type PaymentCaptured } from '@trio/contracts/events/payments';
import { RentLedgerService } from '../../ledger/rent-ledger.service';
import { PaymentReadsService } from '../payment-reads.service';

/**
 * This service's own payments.payment captured, for a month's rent → that month is marked paid in the lease's
 * ledger (`payments.rent.paid.v1`), if this payment won the month (after the payment was settled: the payments
 * handler runs first). Once: a redelivery finds the month paid and changes nothing.
 */
@Controller()
export class OnRentPaymentCapturedHandler {
  constructor(
    @Inject(PaymentReadsService) private readonly payments: PaymentReadsService,
    @Inject(RentLedgerService) private readonly ledger: RentLedgerService,
  ) {}

  @EventPattern(paymentCaptured.type)
  async onCaptured(@Payload() event: PaymentCaptured): Promise<void> {
    if (event.data.paymentType !== 'monthly_rent') return;
    const rent = await this.payments.rentPaidBy(event.data.paymentId);
    if (rent) await this.ledger.recordRentPayment(rent);
  }
}
