import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  leaseCreated,
  leaseEnded,
  leaseEndingSoon,
  leaseNoticeGiven,
  leaseRenewalDeclined,
  leaseRenewalOffered,
  leaseRenewed,
  type LeaseCreated,
  type LeaseEnded,
  type LeaseEndingSoon,
  type LeaseNoticeGiven,
  type LeaseRenewalDeclined,
  type LeaseRenewalOffered,
  type LeaseRenewed,
} from '@trio/contracts/events/applications';
import { LeasesService } from '../leases.service';

/**
 * applications.lease (this service's own events) → the leases kept for the landlord are read again. From the event
 * rather than after the write, so a crash in between is made good by the redelivery. Issue 30: a renewal offered,
 * answered or a notice changes what the landlord reads too.
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

  @EventPattern(leaseEndingSoon.type)
  async onEndingSoon(@Payload() event: LeaseEndingSoon): Promise<void> {
    await this.leases.landlordChanged(event.data.landlordId);
  }

  @EventPattern(leaseRenewalOffered.type)
  async onRenewalOffered(@Payload() event: LeaseRenewalOffered): Promise<void> {
    await this.leases.landlordChanged(event.data.landlordId);
  }

  @EventPattern(leaseRenewalDeclined.type)
  async onRenewalDeclined(@Payload() event: LeaseRenewalDeclined): Promise<void> {
    await this.leases.landlordChanged(event.data.landlordId);
  }

  @EventPattern(leaseRenewed.type)
  async onRenewed(@Payload() event: LeaseRenewed): Promise<void> {
    await this.leases.landlordChanged(event.data.landlordId);
  }

  @EventPattern(leaseNoticeGiven.type)
  async onNoticeGiven(@Payload() event: LeaseNoticeGiven): Promise<void> {
    await this.leases.landlordChanged(event.data.landlordId);
  }
}
