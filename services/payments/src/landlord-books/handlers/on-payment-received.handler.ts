import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  paymentCaptured,
  paymentFailed,
  paymentRefunded,
  rentPaid,
  type PaymentCaptured,
  type PaymentFailed,
  type PaymentRefunded,
  type RentPaid,
} from '@trio/contracts/events/payments';
import { LandlordBooksService } from '../landlord-books.service';

/**
 * This service's own payments.payment and payments.rent events → the landlord's book (a payment captured, failed
 * or refunded; a month of rent paid). Consuming its own events, not calling after the write, lets a crash between
 * the write and the book be made good by the redelivery.
 */
@Controller()
export class OnPaymentReceivedHandler {
  constructor(@Inject(LandlordBooksService) private readonly books: LandlordBooksService) {}

  @EventPattern(paymentCaptured.type)
  async onCaptured(@Payload() event: PaymentCaptured): Promise<void> {
    await this.books.refreshPayment(event.data.paymentId);
  }

  @EventPattern(paymentFailed.type)
  async onFailed(@Payload() event: PaymentFailed): Promise<void> {
    await this.books.refreshPayment(event.data.paymentId);
  }

  @EventPattern(paymentRefunded.type)
  async onRefunded(@Payload() event: PaymentRefunded): Promise<void> {
    await this.books.refreshPayment(event.data.paymentId);
  }

  @EventPattern(rentPaid.type)
  async onRentPaid(@Payload() event: RentPaid): Promise<void> {
    await this.books.refreshLease(event.data.leaseId);
  }
}
