import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { leaseCreated, leaseEnded, type LeaseCreated, type LeaseEnded } from '@trio/contracts/events/applications';
import { ProjectionsService } from '../../projections/projections.service';
import { MessagesService } from '../messages.service';

/** applications.lease → the leases copy; a new lease is confirmed to its tenant, landlord and manager. */
@Controller()
export class OnLeaseChangedHandler {
  constructor(
    @Inject(ProjectionsService) private readonly projections: ProjectionsService,
    @Inject(MessagesService) private readonly messages: MessagesService,
  ) {}

  @EventPattern(leaseCreated.type)
  async onCreated(@Payload() event: LeaseCreated): Promise<void> {
    await this.projections.applyLease(event.data, event.aggregateVersion);
    await this.messages.leaseConfirmed(event);
  }

  @EventPattern(leaseEnded.type)
  async onEnded(@Payload() event: LeaseEnded): Promise<void> {
    await this.projections.applyLease(event.data, event.aggregateVersion);
  }
}
