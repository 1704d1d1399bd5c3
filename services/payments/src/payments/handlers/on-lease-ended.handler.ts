import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { leaseEnded, type LeaseEnded } from '@trio/contracts/events/applications';
import { CopiesService } from '../../copies/copies.service';
import { CaptureService } from '../capture.service';

/** applications.lease ended → its home's claim is freed (after the lease copy took the end). */
@Controller()
export class OnLeaseEndedHandler {
  constructor(
    @Inject(CopiesService) private readonly copies: CopiesService,
    @Inject(CaptureService) private readonly capture: CaptureService,
  ) {}

  @EventPattern(leaseEnded.type)
  async onEnded(@Payload() event: LeaseEnded): Promise<void> {
    const lease = await this.copies.lease(event.data.leaseId);
    if (lease) await this.capture.releaseHome(lease);
  }
}
