import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  maintenanceRequestCreated,
  maintenanceRequestNoteAdded,
  maintenanceRequestStatusChanged,
  type MaintenanceRequestCreated,
  type MaintenanceRequestNoteAdded,
  type MaintenanceRequestStatusChanged,
} from '@trio/contracts/events/maintenance';
import { MaintenanceRequestsService } from '../maintenance-requests.service';

/**
 * maintenance.request (this service's own events) → the requests kept for the landlord are read again. From the
 * event rather than after the write, so a crash in between is made good by the redelivery.
 */
@Controller()
export class OnRequestChangedHandler {
  constructor(@Inject(MaintenanceRequestsService) private readonly requests: MaintenanceRequestsService) {}

  @EventPattern(maintenanceRequestCreated.type)
  async onCreated(@Payload() event: MaintenanceRequestCreated): Promise<void> {
    await this.requests.landlordChanged(event.data.landlordId);
  }

  @EventPattern(maintenanceRequestStatusChanged.type)
  async onStatusChanged(@Payload() event: MaintenanceRequestStatusChanged): Promise<void> {
    await this.requests.landlordChanged(event.data.landlordId);
  }

  @EventPattern(maintenanceRequestNoteAdded.type)
  async onNoteAdded(@Payload() event: MaintenanceRequestNoteAdded): Promise<void> {
    await this.requests.landlordChanged(event.data.landlordId);
  }
}
