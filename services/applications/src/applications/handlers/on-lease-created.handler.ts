import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { leaseCreated, type LeaseCreated } from '@trio/contracts/events/applications';
import { LeaseOutcomeService } from '../lease-outcome.service';

/** applications.lease.created.v1 → the paid application is completed, the others to that home closed. */
@Controller()
export class OnLeaseCreatedHandler {
  constructor(@Inject(LeaseOutcomeService) private readonly leaseOutcome: LeaseOutcomeService) {}

  @EventPattern(leaseCreated.type)
  async onLeaseCreated(@Payload() event: LeaseCreated): Promise<void> {
    await this.leaseOutcome.onLeaseCreated(event.data);
  }
}
