import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { Identity } from '@trio/contracts/http/users';
import { CurrentIdentity, type GatewayIdentity } from '@trio/service-kit/http';
import { UsersService } from '../users/users.service';
import { gatewayOnly, noSuchUser } from './identities.exception';

/** The role the gateway forwards with every request, read live (roles change without signing in again). */
export type IdentityView = Identity;

/** The gateway's own identity (role `system`) when it asks for a caller's current role. */
export const GATEWAY_SYSTEM_ROLE = 'system';

@Controller('internal/identities')
export class IdentitiesController {
  constructor(@Inject(UsersService) private readonly users: UsersService) {}

  @Get(':userId')
  async identity(@Param('userId') userId: string, @CurrentIdentity() caller: GatewayIdentity): Promise<IdentityView> {
    if (caller.role !== GATEWAY_SYSTEM_ROLE) {
      throw gatewayOnly();
    }
    const user = await this.users.findById(userId);
    if (!user) throw noSuchUser();
    return { userId: user._id, uid: user.uid, email: user.email, role: user.role, displayName: user.displayName };
  }
}
