import { Controller, Get, HttpCode, Inject, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { documentLanguageQuerySchema, oneLineAddress, type DocumentLanguageQuery } from '@trio/contracts/common';
import {
  depositAnswerBodySchema,
  depositInspectionBodySchema,
  inspectionPhotoQuerySchema,
  type Deposit,
  type InspectionPhotoQuery,
} from '@trio/contracts/http/payments';
import { depositStatementFileName, renderDepositStatementPdf } from '@trio/service-kit/documents';
import { CurrentIdentity, ZodBody, ZodQuery, type GatewayIdentity } from '@trio/service-kit/http';
import { sendStoredImage, uploadedFile } from '@trio/service-kit/images';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { noPhoto } from './deposits.exception';
import { DepositsService } from './deposits.service';
import { InspectionPhotosService } from './inspection-photos.service';
import { RefundRequests } from './refund-requests';

/** A lease's security deposit at move-out (issue 30): read, inspection with photos, answers, settlement, statement. */
@Controller()
export class DepositsController {
  constructor(
    @Inject(DepositsService) private readonly deposits: DepositsService,
    @Inject(RefundRequests) private readonly refunds: RefundRequests,
    @Inject(InspectionPhotosService) private readonly photos: InspectionPhotosService,
  ) {}

  @Get('trio/leases/:id/deposit')
  async one(@Param('id') id: string, @CurrentIdentity() me: GatewayIdentity): Promise<Deposit> {
    return this.deposits.view(await this.deposits.ofCaller(id, me));
  }

  @Put('trio/leases/:id/deposit/inspection')
  async inspect(
    @Param('id') id: string,
    @ZodBody(depositInspectionBodySchema) body: z.output<typeof depositInspectionBodySchema>,
    @CurrentIdentity() me: GatewayIdentity,
  ): Promise<Deposit> {
    const inspected = await this.deposits.inspect(id, me, body);
    // The photos of rooms the revision left out go with them (the view shows only the kept rooms' photos meanwhile).
    await this.photos.keepRoomsOf(id);
    return this.deposits.view(inspected);
  }

  @Post('trio/leases/:id/deposit/inspection/photos')
  @HttpCode(201)
  async addPhoto(
    @Param('id') id: string,
    @ZodQuery(inspectionPhotoQuerySchema) query: InspectionPhotoQuery,
    @Req() request: FastifyRequest,
    @CurrentIdentity() me: GatewayIdentity,
  ): Promise<Deposit> {
    const file = await uploadedFile(request, 'photo');
    if (!file) throw noPhoto();
    return this.deposits.view(await this.photos.add(id, me, query.room, file.file));
  }

  @Get('trio/leases/:id/deposit/photos/:photoId')
  async photo(
    @Param('id') id: string,
    @Param('photoId') photoId: string,
    @Query('variant') variant: string | undefined,
    @CurrentIdentity() me: GatewayIdentity,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    const opened = await this.photos.open(id, me, photoId, variant === 'thumbnail' ? 'thumbnail' : 'web');
    return sendStoredImage(reply, opened, 'private, max-age=3600');
  }

  @Post('trio/leases/:id/deposit/deductions/:deductionId/answer')
  @HttpCode(200)
  async answer(
    @Param('id') id: string,
    @Param('deductionId') deductionId: string,
    @ZodBody(depositAnswerBodySchema) body: z.output<typeof depositAnswerBodySchema>,
    @CurrentIdentity() me: GatewayIdentity,
  ): Promise<Deposit> {
    return this.deposits.view(await this.deposits.answer(id, deductionId, me, body));
  }

  @Post('trio/leases/:id/deposit/settle')
  @HttpCode(200)
  async settle(@Param('id') id: string, @CurrentIdentity() me: GatewayIdentity): Promise<Deposit> {
    const settled = await this.deposits.settle(id, me);
    // The refund is asked for at once (and again by the settled event's handler, should this request stop here).
    await this.refunds.request(settled.deposit._id);
    return this.deposits.view(settled);
  }

  @Get('trio/leases/:id/deposit/statement.pdf')
  async statement(
    @Param('id') id: string,
    @ZodQuery(documentLanguageQuerySchema) query: DocumentLanguageQuery,
    @CurrentIdentity() me: GatewayIdentity,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    const mine = await this.deposits.ofCaller(id, me);
    const deposit = await this.deposits.view(mine);
    const pdf = await renderDepositStatementPdf(
      {
        leaseId: deposit.leaseId,
        tenantName: deposit.tenantName,
        propertyName: deposit.propertyName,
        propertyAddress: oneLineAddress(mine.lease.property.address),
        collectedPaise: deposit.collectedPaise,
        leaseEndDate: deposit.endDate,
        inspectedAt: deposit.inspectedAt,
        deductions: deposit.deductions,
        deductedPaise: deposit.deductedPaise,
        balancePaise: deposit.balancePaise,
        settledAt: deposit.settledAt,
        refund: deposit.refund,
      },
      query.language,
    );
    return reply
      .status(200)
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${depositStatementFileName(deposit.leaseId)}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  }
}
