import { Controller, Inject, Param, Req, Res } from '@nestjs/common';
import { landlordDashboard, type LandlordDashboard } from '@trio/contracts/http/landlord';
import { clientGoneSignal } from '@trio/service-kit/http';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type Caller, CurrentCaller } from '../http/caller';
import { ServeRoute } from '../http/served-route';
import { LandlordDashboardService } from './landlord-dashboard.service';
import { notYourDashboard, signInForDashboard } from './landlord.exception';

/** Screens of the landlord area the gateway composes itself (see LandlordDashboardService). */
@Controller()
export class LandlordDashboardController {
  constructor(@Inject(LandlordDashboardService) private readonly dashboard: LandlordDashboardService) {}

  /** `GET /trio/landlord/{userId}/dashboard`: the caller's own (user id or uid); anyone else's → 403. */
  @ServeRoute(landlordDashboard)
  async show(
    @Param('userId') userId: string,
    @CurrentCaller() caller: Caller | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LandlordDashboard> {
    if (!caller) throw signInForDashboard();
    if (userId !== caller.userId && userId !== caller.uid) {
      throw notYourDashboard();
    }
    const { dashboard, timings } = await this.dashboard.compose(caller, request, clientGoneSignal(request));
    // How long each owning service took (browsers' dev tools and the bench read it).
    void reply.header(
      'server-timing',
      Object.entries(timings)
        .map(([service, ms]) => `${service};dur=${ms}`)
        .join(', '),
    );
    return dashboard;
  }
}
