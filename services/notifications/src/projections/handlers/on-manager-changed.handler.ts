import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  propertyManagerRegistered,
  propertyManagerUpdated,
  type PropertyManagerRegistered,
  type PropertyManagerUpdated,
} from '@trio/contracts/events/users';
import { ProjectionsService } from '../projections.service';

/** users.property-manager → the managers copy (whom to write, who may send reminders). */
@Controller()
export class OnManagerChangedHandler {
  constructor(@Inject(ProjectionsService) private readonly projections: ProjectionsService) {}

  @EventPattern(propertyManagerRegistered.type)
  async onRegistered(@Payload() event: PropertyManagerRegistered): Promise<void> {
    await this.projections.applyManager(event.data, event.aggregateVersion);
  }

  @EventPattern(propertyManagerUpdated.type)
  async onUpdated(@Payload() event: PropertyManagerUpdated): Promise<void> {
    await this.projections.applyManager(event.data, event.aggregateVersion);
  }
}
