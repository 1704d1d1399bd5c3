import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { leaseCreated, leaseEnded, type LeaseCreated, type LeaseEnded } from '@trio/contracts/events/applications';
import { ProjectionsService } from '../projections.service';

/** applications.lease → the leases copy: an active lease lets its tenant ask for maintenance; an ended one no more. */
@Controller()
export class OnLeaseChangedHandler {
  constructor(@Inject(ProjectionsService) private readonly projections: ProjectionsService) {}

  @EventPattern(leaseCreated.type)
  async onCreated(@Payload() event: LeaseCreated): Promise<void> {
    await this.projections.applyLease(event.data, event.aggregateVersion);
  }

  @EventPattern(leaseEnded.type)
  async onEnded(@Payload() event: LeaseEnded): Promise<void> {
    await this.projections.applyLease(event.data, event.aggregateVersion);
  }
}
