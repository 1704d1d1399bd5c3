import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { leaseCreated, leaseEnded, type LeaseCreated, type LeaseEnded } from '@trio/contracts/events/applications';
import { PropertiesService } from '../properties.service';

/** applications.lease → the home is `occupied` while a lease runs, `available` again when it ends. */
@Controller()
export class OnLeaseChangedHandler {
  constructor(@Inject(PropertiesService) private readonly properties: PropertiesService) {}

  @EventPattern(leaseCreated.type)
  async onCreated(@Payload() event: LeaseCreated): Promise<void> {
    await this.properties.applyLease(event.data.propertyId, event.data.leaseId, 'occupied', new Date(event.occurredAt));
  }

  @EventPattern(leaseEnded.type)
  async onEnded(@Payload() event: LeaseEnded): Promise<void> {
    await this.properties.applyLease(
      event.data.propertyId,
      event.data.leaseId,
      'available',
      new Date(event.occurredAt),
    );
  }
}
