import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  propertyListed,
  propertyUpdated,
  type PropertyListed,
  type PropertyUpdated,
} from '@trio/contracts/events/properties';
import { MaintenanceRequestsService } from '../../requests/maintenance-requests.service';
import { ProjectionsService } from '../projections.service';

/**
 * properties.property → the properties copy (who owns and who manages each home; its name and address); then, when
 * the home changed (a new home has no request yet), its requests name its owner and manager from the copy, and the
 * requests kept for the landlord are read again. All here, in that order: a second handler of the same event would
 * run at the same time, and could let an answer from the old copy be kept.
 */
@Controller()
export class OnPropertyChangedHandler {
  constructor(
    @Inject(ProjectionsService) private readonly projections: ProjectionsService,
    @Inject(MaintenanceRequestsService) private readonly requests: MaintenanceRequestsService,
  ) {}

  @EventPattern(propertyListed.type)
  async onListed(@Payload() event: PropertyListed): Promise<void> {
    await this.projections.applyProperty(event.data, event.aggregateVersion);
  }

  @EventPattern(propertyUpdated.type)
  async onUpdated(@Payload() event: PropertyUpdated): Promise<void> {
    await this.projections.applyProperty(event.data, event.aggregateVersion);
    await this.requests.propertyChanged(event.data.propertyId);
    await this.requests.landlordChanged(event.data.landlordId);
  }
}
