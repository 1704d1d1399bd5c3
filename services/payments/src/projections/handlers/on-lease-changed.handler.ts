import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { leaseCreated, leaseEnded, type LeaseCreated, type LeaseEnded } from '@trio/contracts/events/applications';
import { LandlordBooksService } from '../../landlord-books/landlord-books.service';
import { RentLedgerService } from '../../ledger/rent-ledger.service';
import { PaymentsService } from '../../payments/payments.service';
import { ProjectionsService } from '../projections.service';

/**
 * applications.lease → the leases copy; a new lease gets its rent ledger, an ended one frees its home's claim; then
 * the landlord's book takes the lease as the copy and the ledger now hold it.
 */
@Controller()
export class OnLeaseChangedHandler {
  constructor(
    @Inject(ProjectionsService) private readonly projections: ProjectionsService,
    @Inject(RentLedgerService) private readonly ledger: RentLedgerService,
    @Inject(PaymentsService) private readonly payments: PaymentsService,
    @Inject(LandlordBooksService) private readonly books: LandlordBooksService,
  ) {}

  @EventPattern(leaseCreated.type)
  async onCreated(@Payload() event: LeaseCreated): Promise<void> {
    await this.projections.applyLease(event.data, event.aggregateVersion);
    const lease = await this.projections.lease(event.data.leaseId);
    if (lease) await this.ledger.ensure(lease, event.data.paymentId ?? null);
    await this.books.refreshLease(event.data.leaseId);
  }

  @EventPattern(leaseEnded.type)
  async onEnded(@Payload() event: LeaseEnded): Promise<void> {
    await this.projections.applyLease(event.data, event.aggregateVersion);
    const lease = await this.projections.lease(event.data.leaseId);
    if (lease) await this.payments.releaseHome(lease);
    await this.books.refreshLease(event.data.leaseId);
  }
}
