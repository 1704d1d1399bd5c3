import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  rentDue,
  rentOverdue,
  rentPaid,
  type RentDue,
  type RentOverdue,
  type RentPaid,
} from '@trio/contracts/events/payments';
import { ProjectionsService } from '../projections.service';

/** payments.rent → each lease's months of rent: due (and overdue) until paid. */
@Controller()
export class OnRentChangedHandler {
  constructor(@Inject(ProjectionsService) private readonly projections: ProjectionsService) {}

  @EventPattern(rentDue.type)
  async onDue(@Payload() event: RentDue): Promise<void> {
    await this.projections.applyRent(event.data, event.aggregateVersion, false);
  }

  @EventPattern(rentOverdue.type)
  async onOverdue(@Payload() event: RentOverdue): Promise<void> {
    await this.projections.applyRent(event.data, event.aggregateVersion, false);
  }

  @EventPattern(rentPaid.type)
  async onPaid(@Payload() event: RentPaid): Promise<void> {
    await this.projections.applyRent(event.data, event.aggregateVersion, true);
  }
}
