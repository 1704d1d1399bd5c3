import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { leaseCreated, type LeaseCreated } from '@trio/contracts/events/applications';
import { MessagesService } from '../messages.service';

/** applications.lease created → confirmed to its tenant, landlord and manager (after the leases copy took it). */
@Controller()
export class OnLeaseCreatedHandler {
  constructor(@Inject(MessagesService) private readonly messages: MessagesService) {}

  @EventPattern(leaseCreated.type)
  async onCreated(@Payload() event: LeaseCreated): Promise<void> {
    await this.messages.leaseConfirmed(event);
  }
}
