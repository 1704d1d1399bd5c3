import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { leaseCreated, type LeaseCreated } from '@trio/contracts/events/applications';
import { CopiesService } from '../../copies/copies.service';
import { DepositsService } from '../deposits.service';

/** applications.lease created → the lease's security deposit, held (after the lease copy took the lease). */
@Controller()
export class OnLeaseCreatedHandler {
  constructor(
    @Inject(CopiesService) private readonly copies: CopiesService,
    @Inject(DepositsService) private readonly deposits: DepositsService,
  ) {}

  @EventPattern(leaseCreated.type)
  async onCreated(@Payload() event: LeaseCreated): Promise<void> {
    const lease = await this.copies.lease(event.data.leaseId);
    if (lease) await this.deposits.ensure(lease, event.data.paymentId ?? null);
  }
}
