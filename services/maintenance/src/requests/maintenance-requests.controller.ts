import { Controller, Get, HttpCode, Inject, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { sendStoredImage, uploadedFile } from '@trio/service-kit/images';
import {
  createMaintenanceBodySchema,
  updateMaintenanceBodySchema,
  type CreateMaintenanceAnswer,
  type MaintenanceRequest,
  type MyMaintenanceAnswer,
} from '@trio/contracts/http/maintenance';
import { CurrentIdentity, type GatewayIdentity, Idempotent, isCaller, ZodBody } from '@trio/service-kit/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { forbidden, noFile } from './maintenance.exception';
import { MaintenanceRequestsService } from './maintenance-requests.service';
import { RequestPhotosService } from './request-photos.service';
import { SubmissionThrottle } from './submission-throttle';

/** The spec's /trio/maintenance calls (001 §7) and the photos of a request. */
@Controller()
export class MaintenanceRequestsController {
  constructor(
    @Inject(MaintenanceRequestsService) private readonly requests: MaintenanceRequestsService,
    @Inject(RequestPhotosService) private readonly photos: RequestPhotosService,
    @Inject(SubmissionThrottle) private readonly throttle: SubmissionThrottle,
  ) {}

  @Idempotent()
  @Post('trio/maintenance/create')
  @HttpCode(201)
  async create(
    @ZodBody(createMaintenanceBodySchema) body: z.output<typeof createMaintenanceBodySchema>,
    @CurrentIdentity() me: GatewayIdentity,
  ): Promise<CreateMaintenanceAnswer> {
    await this.throttle.enter(me.userId);
    let doc;
    try {
      doc = await this.requests.create(me, body);
    } catch (error) {
      // A refused request (no active rental yet, not the tenant's home) reached nobody: it uses none of the allowance.
      await this.throttle.leave(me.userId);
      throw error;
    }
    return { success: true, request: this.requests.view(doc) };
  }

  @Get('trio/maintenance/user/:uid')
  async mine(@Param('uid') uid: string, @CurrentIdentity() me: GatewayIdentity): Promise<MyMaintenanceAnswer> {
    if (!isCaller(uid, me)) throw forbidden('You can only see your own maintenance requests.');
    const docs = await this.requests.mine(me.userId);
    return { success: true, requests: docs.map((doc) => this.requests.view(doc)) };
  }

  @Get('trio/maintenance/landlord/:userId')
  async ofLandlord(
    @Param('userId') userId: string,
    @CurrentIdentity() me: GatewayIdentity,
  ): Promise<MaintenanceRequest[]> {
    if (!isCaller(userId, me)) throw forbidden('You can only see the maintenance requests of your own properties.');
    return (await this.requests.ofLandlord(me)).map((doc) => this.requests.view(doc));
  }

  @Get('trio/maintenance/property-manager/:id')
  async ofManager(@Param('id') id: string, @CurrentIdentity() me: GatewayIdentity): Promise<MaintenanceRequest[]> {
    return (await this.requests.ofManager(id, me)).map((doc) => this.requests.view(doc));
  }

  @Idempotent()
  @Put('trio/maintenance/:id')
  async update(
    @Param('id') id: string,
    @ZodBody(updateMaintenanceBodySchema) body: z.output<typeof updateMaintenanceBodySchema>,
    @CurrentIdentity() me: GatewayIdentity,
  ): Promise<MaintenanceRequest> {
    const { actor } = await this.requests.forActor(id, me);
    const doc =
      body.status !== undefined
        ? await this.requests.changeStatus(id, actor, body.status)
        : await this.requests.addNote(id, actor, body.note!);
    return this.requests.view(doc);
  }

  @Post('trio/maintenance/:id/photos')
  @HttpCode(201)
  async addPhoto(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @CurrentIdentity() me: GatewayIdentity,
  ): Promise<MaintenanceRequest> {
    const { doc } = await this.requests.forActor(id, me);
    const file = await uploadedFile(request, 'photo');
    if (!file) throw noFile();
    return this.requests.view(await this.photos.add(doc, me.userId, file.file));
  }

  @Get('trio/maintenance/:id/photos/:photoId')
  async photo(
    @Param('id') id: string,
    @Param('photoId') photoId: string,
    @Query('variant') variant: string | undefined,
    @CurrentIdentity() me: GatewayIdentity,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    const { doc } = await this.requests.forActor(id, me);
    const opened = await this.photos.open(doc, photoId, variant === 'thumbnail' ? 'thumbnail' : 'web');
    return sendStoredImage(reply, opened, 'private, max-age=3600');
  }
}
