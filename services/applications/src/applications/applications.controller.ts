import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import {
  applyBodySchemaOn,
  reviewApplicationBodySchema,
  type ApplyAgain,
  type Eligibility,
  type ManagerApplications,
  type MyApplications,
  type RentalApplication,
} from '@trio/contracts/http/applications';
import type { z } from 'zod';
import {
  CurrentIdentity,
  type GatewayIdentity,
  Idempotent,
  isCaller,
  ZodBody,
  ZodValidationPipe,
} from '@trio/service-kit/http';
import { forbidden } from './applications.exception';
import { ApplicationReadsService } from './application-reads.service';
import { ApplicationsService } from './applications.service';

/** Whether `id` (a uid or a user id, from a path or a body) names the caller. */

/**
 * The rental-application calls of spec 000 §7 and 001 §7, plus eligibility, withdraw and Apply Again
 * (@trio/contracts/http/applications). Every id in a path or body is checked against the caller.
 */
@Controller()
export class ApplicationsController {
  constructor(
    @Inject(ApplicationsService) private readonly applications: ApplicationsService,
    @Inject(ApplicationReadsService) private readonly reads: ApplicationReadsService,
  ) {}

  @Idempotent()
  @Post('trio/rental-applications/apply')
  @HttpCode(200)
  apply(@Body() raw: unknown, @CurrentIdentity() me: GatewayIdentity): Promise<RentalApplication> {
    // The move-in window starts today (India) by the service's clock, so the schema is built per request.
    const body: z.output<ReturnType<typeof applyBodySchemaOn>> = new ZodValidationPipe(
      applyBodySchemaOn(this.applications.today()),
    ).transform(raw);
    if (body.userId && !isCaller(body.userId, me)) throw forbidden('You can only apply as yourself.');
    return this.applications.apply(me, body.propertyId, body.formData);
  }

  @Get('trio/users/:uid/rentalApplications')
  async mine(@Param('uid') uid: string, @CurrentIdentity() me: GatewayIdentity): Promise<MyApplications> {
    if (!isCaller(uid, me)) throw forbidden('You can only see your own rental applications.');
    return { rentalApplications: await this.reads.listMine(me.userId) };
  }

  @Get('trio/rental-applications/property-manager/:id')
  forManager(@Param('id') id: string, @CurrentIdentity() me: GatewayIdentity): Promise<ManagerApplications> {
    return this.reads.listForManager(me, id);
  }

  @Get('trio/rental-applications/eligibility/:propertyId')
  eligibility(@Param('propertyId') propertyId: string, @CurrentIdentity() me: GatewayIdentity): Promise<Eligibility> {
    return this.reads.eligibility(me, propertyId);
  }

  @Idempotent()
  @Put('trio/rental-applications/:id/review')
  review(
    @Param('id') id: string,
    @ZodBody(reviewApplicationBodySchema) body: z.output<typeof reviewApplicationBodySchema>,
    @CurrentIdentity() me: GatewayIdentity,
  ): Promise<RentalApplication> {
    return this.applications.review(me, id, body.action, body.reviewNotes);
  }

  @Idempotent()
  @Put('trio/rental-applications/:id/withdraw')
  withdraw(@Param('id') id: string, @CurrentIdentity() me: GatewayIdentity): Promise<RentalApplication> {
    return this.applications.withdraw(me, id);
  }

  @Get('trio/rental-applications/:id/apply-again')
  applyAgain(@Param('id') id: string, @CurrentIdentity() me: GatewayIdentity): Promise<ApplyAgain> {
    return this.reads.applyAgain(me, id);
  }
}
