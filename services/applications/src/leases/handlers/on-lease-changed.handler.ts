import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { leaseCreated, leaseEnded, type LeaseCreated, type LeaseEnded } from '@trio/contracts/events/applications';
import { LeasesService } from '../leases.service';

/**
 * applications.lease (this service's own events) → the leases kept for the landlord are read again. From the event
 * rather than after the write, so a crash in between is made good by the redelivery.
 */
@Controller()
export class OnLeaseChangedHandler {
  constructor(@Inject(LeasesService) private readonly leases: LeasesService) {}

  @EventPattern(leaseCreated.type)
  async onCreated(@Payload() event: LeaseCreated): Promise<void> {
    await this.leases.landlordChanged(event.data.landlordId);
  }

  @EventPattern(leaseEnded.type)
  async onEnded(@Payload() event: LeaseEnded): Promise<void> {
    await this.leases.landlordChanged(event.data.landlordId);
  }
}
