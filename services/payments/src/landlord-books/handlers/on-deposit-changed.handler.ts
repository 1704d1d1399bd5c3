import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { leaseCreated, type LeaseCreated } from '@trio/contracts/events/applications';
import {
  depositInspected,
  depositRefunded,
  depositSettled,
  type DepositInspected,
  type DepositRefunded,
  type DepositSettled,
} from '@trio/contracts/events/payments';
import { LandlordBooksService } from '../landlord-books.service';

/**
 * A lease's security deposit → the landlord's book takes it as the deposit now holds it: made with the lease (the
 * deposits' handler of the created event runs first), inspected, settled, refunded (this service's own events).
 */
@Controller()
export class OnDepositChangedHandler {
  constructor(@Inject(LandlordBooksService) private readonly books: LandlordBooksService) {}

  @EventPattern(leaseCreated.type)
  async onLeaseCreated(@Payload() event: LeaseCreated): Promise<void> {
    await this.books.refreshDeposit(event.data.leaseId);
  }

  @EventPattern(depositInspected.type)
  async onInspected(@Payload() event: DepositInspected): Promise<void> {
    await this.books.refreshDeposit(event.data.leaseId);
  }

  @EventPattern(depositSettled.type)
  async onSettled(@Payload() event: DepositSettled): Promise<void> {
    await this.books.refreshDeposit(event.data.leaseId);
  }

  @EventPattern(depositRefunded.type)
  async onRefunded(@Payload() event: DepositRefunded): Promise<void> {
    await this.books.refreshDeposit(event.data.leaseId);
  }
}
