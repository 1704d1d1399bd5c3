import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  leaseEndingSoon,
  leaseNoticeGiven,
  leaseRenewalDeclined,
  leaseRenewalOffered,
  leaseRenewed,
  type LeaseEndingSoon,
  type LeaseNoticeGiven,
  type LeaseRenewalDeclined,
  type LeaseRenewalOffered,
  type LeaseRenewed,
} from '@trio/contracts/events/applications';
import { MessagesService } from '../messages.service';

/**
 * Issue 30, applications.lease → the ending-soon reminder (tenant and manager), the renewal offer (tenant), its answer
 * (manager) and a notice (the other side and the manager); after the leases copy took the event.
 */
@Controller()
export class OnLeaseRenewalHandler {
  constructor(@Inject(MessagesService) private readonly messages: MessagesService) {}

  @EventPattern(leaseEndingSoon.type)
  async onEndingSoon(@Payload() event: LeaseEndingSoon): Promise<void> {
    await this.messages.leaseEndingSoon(event);
  }

  @EventPattern(leaseRenewalOffered.type)
  async onRenewalOffered(@Payload() event: LeaseRenewalOffered): Promise<void> {
    await this.messages.leaseRenewalOffered(event);
  }

  @EventPattern(leaseRenewed.type)
  async onRenewed(@Payload() event: LeaseRenewed): Promise<void> {
    await this.messages.leaseRenewalAnswered(event);
  }

  @EventPattern(leaseRenewalDeclined.type)
  async onRenewalDeclined(@Payload() event: LeaseRenewalDeclined): Promise<void> {
    await this.messages.leaseRenewalAnswered(event);
  }

  @EventPattern(leaseNoticeGiven.type)
  async onNoticeGiven(@Payload() event: LeaseNoticeGiven): Promise<void> {
    await this.messages.leaseNoticeGiven(event);
  }
}
