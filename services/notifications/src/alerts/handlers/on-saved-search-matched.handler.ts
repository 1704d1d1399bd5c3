import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { savedSearchMatched, type SavedSearchMatched } from '@trio/contracts/events/properties';
import { AlertsService } from '../alerts.service';

/** properties.saved-search matched → the owner's alert: an e-mail now (`instant`) or a line of the next digest (`daily`). */
@Controller()
export class OnSavedSearchMatchedHandler {
  constructor(@Inject(AlertsService) private readonly alerts: AlertsService) {}

  @EventPattern(savedSearchMatched.type)
  async onMatched(@Payload() event: SavedSearchMatched): Promise<void> {
    await this.alerts.savedSearchMatched(event);
  }
}
