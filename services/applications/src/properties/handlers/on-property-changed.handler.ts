import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  propertyListed,
  propertyStatusChanged,
  propertyUpdated,
  type PropertyListed,
  type PropertyStatusChanged,
  type PropertyUpdated,
} from '@trio/contracts/events/properties';
import { ApplicationsService } from '../../applications/applications.service';
import { LeasesService } from '../../leases/leases.service';
import { PropertiesService } from '../properties.service';

/**
 * properties.property → the properties copy (owner, manager, rent, address, status); then, when the home changed
 * (not when it is first listed: a new home has no lease yet), the leases kept for the landlord (their views show the
 * home from this copy) are read again, and when its manager changed, its applications name the new one. All in this
 * handler, in that order: a second handler of the same event would run at the same time, and could let an answer
 * from the old copy be kept.
 */
@Controller()
export class OnPropertyChangedHandler {
  constructor(
    @Inject(PropertiesService) private readonly properties: PropertiesService,
    @Inject(LeasesService) private readonly leases: LeasesService,
    @Inject(ApplicationsService) private readonly applications: ApplicationsService,
  ) {}

  @EventPattern(propertyListed.type)
  async onListed(@Payload() event: PropertyListed): Promise<void> {
    await this.properties.applySnapshot(event.data, event.aggregateVersion);
  }

  @EventPattern(propertyUpdated.type)
  async onUpdated(@Payload() event: PropertyUpdated): Promise<void> {
    await this.properties.applySnapshot(event.data, event.aggregateVersion);
    await this.leases.landlordChanged(event.data.landlordId);
    if (event.data.changedFields.includes('managerId')) {
      await this.applications.propertyManagerChanged(event.data.propertyId);
    }
  }

  @EventPattern(propertyStatusChanged.type)
  async onStatusChanged(@Payload() event: PropertyStatusChanged): Promise<void> {
    await this.properties.applyStatus(event.data.propertyId, event.aggregateVersion, event.data.status);
    await this.leases.landlordChanged(event.data.landlordId);
  }
}
