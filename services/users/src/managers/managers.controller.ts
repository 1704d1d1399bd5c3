import { Controller, Get, Inject, Param } from '@nestjs/common';
import { CurrentIdentity, ProblemException, type GatewayIdentity } from '@trio/service-kit/http';
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
      throw new ProblemException('FORBIDDEN', 'You can only look up your own manager record.');
    }
    const manager = await this.managers.findByEmail(email);
    if (!manager) throw new ProblemException('NOT_FOUND', 'There is no property manager record for this e-mail.');
    return managerView(manager);
  }
}
