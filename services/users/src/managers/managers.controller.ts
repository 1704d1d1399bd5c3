import { Controller, Get, Inject, Param } from '@nestjs/common';
import { CurrentIdentity, type GatewayIdentity } from '@trio/service-kit/http';
import { noManagerRecord, notYourManagerRecord } from './managers.exception';
import { managerView, ManagersService, type ManagerView } from './managers.service';

@Controller('trio/users/property-managers')
export class ManagersController {
  constructor(@Inject(ManagersService) private readonly managers: ManagersService) {}

  /**
   * The spec's role check: a truthy answer means the caller is a property manager. Only for the caller's own
   * e-mail; 404 when there is no record.
   */
  @Get('email/:userEmail')
  async byEmail(@Param('userEmail') email: string, @CurrentIdentity() me: GatewayIdentity): Promise<ManagerView> {
    if (email.trim().toLowerCase() !== me.email.toLowerCase()) {
      throw notYourManagerRecord();
    }
    const manager = await this.managers.findByEmail(email);
    if (!manager) throw noManagerRecord();
    return managerView(manager);
  }
}
