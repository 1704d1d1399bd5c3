import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { areaInterestServed, type AreaInterestServed } from '@trio/contracts/events/properties';
import { AlertsService } from '../alerts.service';

/** properties.area-interest served → the one e-mail to the person who asked to hear of homes in the area. */
@Controller()
export class OnAreaInterestServedHandler {
  constructor(@Inject(AlertsService) private readonly alerts: AlertsService) {}

  @EventPattern(areaInterestServed.type)
  async onServed(@Payload() event: AreaInterestServed): Promise<void> {
    await this.alerts.areaInterestServed(event);
  }
}
