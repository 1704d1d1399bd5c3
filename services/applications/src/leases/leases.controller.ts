import { Controller, Get, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { documentLanguageQuerySchema, type DocumentLanguageQuery } from '@trio/contracts/common';
import {
  leaseNoticeBodySchema,
  renewalOfferBodySchema,
  type Lease,
  type LeaseNoticeBody,
  type ManagedLeases,
  type MyLeases,
  type RenewalOfferBody,
} from '@trio/contracts/http/applications';
import {
  CurrentIdentity,
  isCaller,
  notModified,
  ZodBody,
  ZodQuery,
  type GatewayIdentity,
} from '@trio/service-kit/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from './leases.exception';
import { LeasesService } from './leases.service';

/** The lease routes (@trio/contracts/http/applications): tenant, landlord and manager of a lease; others 404. */
@Controller()
export class LeasesController {
  constructor(@Inject(LeasesService) private readonly leases: LeasesService) {}

  @Get('trio/users/:uid/leases')
  async mine(@Param('uid') uid: string, @CurrentIdentity() me: GatewayIdentity): Promise<MyLeases> {
    if (!isCaller(uid, me)) throw forbidden('You can only see your own leases.');
    return { leases: await this.leases.listMine(me) };
  }

  /** Tagged for a landlord who manages no home: 304 when the caller (the dashboard's gateway) holds the answer. */
  @Get('trio/leases/managed')
  async managed(
    @CurrentIdentity() me: GatewayIdentity,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ManagedLeases | undefined> {
    const { etag, leases } = await this.leases.listManaged(me);
    return etag && notModified(request, reply, etag) ? undefined : { leases };
  }

  @Get('trio/leases/:id')
  one(@Param('id') id: string, @CurrentIdentity() me: GatewayIdentity): Promise<Lease> {
    return this.leases.get(me, id);
  }

  @Get('trio/leases/:id/agreement.pdf')
  async agreement(
    @Param('id') id: string,
    @ZodQuery(documentLanguageQuerySchema) query: DocumentLanguageQuery,
    @CurrentIdentity() me: GatewayIdentity,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const { fileName, pdf } = await this.leases.agreement(me, id, query.language);
    void reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store');
    return pdf;
  }

  /** Issue 30: the manager offers a renewal; the tenant accepts or declines; either gives notice. */
  @Post('trio/leases/:id/renewal-offer')
  @HttpCode(200)
  offerRenewal(
    @Param('id') id: string,
    @ZodBody(renewalOfferBodySchema) body: RenewalOfferBody,
    @CurrentIdentity() me: GatewayIdentity,
  ): Promise<Lease> {
    return this.leases.offerRenewal(me, id, body);
  }

  @Post('trio/leases/:id/renewal-offer/accept')
  @HttpCode(200)
  acceptRenewal(@Param('id') id: string, @CurrentIdentity() me: GatewayIdentity): Promise<Lease> {
    return this.leases.acceptRenewal(me, id);
  }

  @Post('trio/leases/:id/renewal-offer/decline')
  @HttpCode(200)
  declineRenewal(@Param('id') id: string, @CurrentIdentity() me: GatewayIdentity): Promise<Lease> {
    return this.leases.declineRenewal(me, id);
  }

  @Post('trio/leases/:id/notice')
  @HttpCode(200)
  giveNotice(
    @Param('id') id: string,
    @ZodBody(leaseNoticeBodySchema) body: LeaseNoticeBody,
    @CurrentIdentity() me: GatewayIdentity,
  ): Promise<Lease> {
    return this.leases.giveNotice(me, id, body);
  }
}
