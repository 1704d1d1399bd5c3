import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  leaseCreated,
  leaseEnded,
  leaseNoticeGiven,
  leaseRenewed,
  type LeaseCreated,
  type LeaseEnded,
  type LeaseNoticeGiven,
  type LeaseRenewed,
} from '@trio/contracts/events/applications';
import { LandlordBooksService } from '../landlord-books.service';

/**
 * applications.lease → the landlord's book takes the lease as the lease copy and the rent ledger now hold it: this
 * handler is listed after the ledger's and the payments' handlers of the same events, which run first.
 */
@Controller()
export class OnLeaseChangedHandler {
  constructor(@Inject(LandlordBooksService) private readonly books: LandlordBooksService) {}

  @EventPattern(leaseCreated.type)
  async onCreated(@Payload() event: LeaseCreated): Promise<void> {
    await this.books.refreshLease(event.data.leaseId);
  }

  @EventPattern(leaseEnded.type)
  async onEnded(@Payload() event: LeaseEnded): Promise<void> {
    await this.books.refreshLease(event.data.leaseId);
  }

  /** Issue 30: a renewal (new end date, new rent) or a notice (earlier end date) changes the book's lease. */
  @EventPattern(leaseRenewed.type)
  async onRenewed(@Payload() event: LeaseRenewed): Promise<void> {
    await this.books.refreshLease(event.data.leaseId);
  }

  @EventPattern(leaseNoticeGiven.type)
  async onNoticeGiven(@Payload() event: LeaseNoticeGiven): Promise<void> {
    await this.books.refreshLease(event.data.leaseId);
  }
}
