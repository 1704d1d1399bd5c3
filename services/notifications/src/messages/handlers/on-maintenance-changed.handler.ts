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
import { MessagesService } from '../messages.service';

/** maintenance.request → created (the landlord and the manager), status changed and note added (the tenant). */
@Controller()
export class OnMaintenanceChangedHandler {
  constructor(@Inject(MessagesService) private readonly messages: MessagesService) {}

  @EventPattern(maintenanceRequestCreated.type)
  async onCreated(@Payload() event: MaintenanceRequestCreated): Promise<void> {
    await this.messages.maintenanceCreated(event);
  }

  @EventPattern(maintenanceRequestStatusChanged.type)
  async onStatusChanged(@Payload() event: MaintenanceRequestStatusChanged): Promise<void> {
    await this.messages.maintenanceStatusChanged(event);
  }

  @EventPattern(maintenanceRequestNoteAdded.type)
  async onNoteAdded(@Payload() event: MaintenanceRequestNoteAdded): Promise<void> {
    await this.messages.maintenanceNoteAdded(event);
  }
}
