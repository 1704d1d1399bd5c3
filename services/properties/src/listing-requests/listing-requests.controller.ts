import { ImageLinks } from '../media/image-links';
import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { CurrentIdentity, Idempotent, ZodBody, type GatewayIdentity } from '@trio/service-kit/http';
import type { ListingAudience } from '@trio/contracts/http/properties';
import type { ManagerCopy } from '../copies/manager.copy';
import { ManagersService } from '../copies/managers.service';
import { PeopleService } from '../copies/people.service';
import {
  imagesInputSchema,
  listingRequestInputSchema,
  reviewInputSchema,
  type ListingRequestInput,
  type ReviewInput,
} from './listing-request.input';
import type { ListingRequestDocument } from './listing-request.schema';
import { listingRequestView, type ListingRequestView } from './listing-request-views';
import { forbidden } from './listing-requests.exception';
import { ListingRequestsService } from './listing-requests.service';

/**
 * Spec 001 §7 listing-request calls. A landlord sees only their own requests, a manager only those assigned to
 * them; every id in a path or body is checked against the caller.
 */
@Controller('trio/propertyListingRequest')
export class ListingRequestsController {
  constructor(
    @Inject(ListingRequestsService) private readonly requests: ListingRequestsService,
    @Inject(ManagersService) private readonly managers: ManagersService,
    @Inject(PeopleService) private readonly people: PeopleService,
    @Inject(ImageLinks) private readonly links: ImageLinks,
  ) {}

  @Post()
  @Idempotent()
  async submit(
    @ZodBody(listingRequestInputSchema) input: ListingRequestInput,
    @CurrentIdentity() me: GatewayIdentity,
  ): Promise<ListingRequestView> {
    if (input.landlordId && input.landlordId !== me.userId)
      throw forbidden('You can only submit listings as yourself.');
    return this.view(await this.requests.submit(me.userId, input), 'landlord');
  }

  @Get('landlord/:landlordId')
  async forLandlord(
    @Param('landlordId') landlordId: string,
    @CurrentIdentity() me: GatewayIdentity,
  ): Promise<ListingRequestView[]> {
    if (landlordId !== me.userId) throw forbidden('You can only see your own listing requests.');
    const requests = await this.requests.listForLandlord(me.userId);
    return Promise.all(requests.map((r) => this.view(r, 'landlord')));
  }

  @Get('property-manager/:id')
  async forManager(
    @Param('id') managerId: string,
    @CurrentIdentity() me: GatewayIdentity,
  ): Promise<ListingRequestView[]> {
    const manager = await this.callerManager(me);
    if (manager._id !== managerId) throw forbidden('You can only see the requests assigned to you.');
    const requests = await this.requests.listForManager(manager._id);
    return Promise.all(requests.map((r) => this.view(r, 'manager', manager)));
  }

  @Idempotent()
  @Put(':id/review')
  async review(
    @Param('id') id: string,
    @ZodBody(reviewInputSchema) input: ReviewInput,
    @CurrentIdentity() me: GatewayIdentity,
  ): Promise<ListingRequestView> {
    const manager = await this.callerManager(me);
    return this.view(await this.requests.review(id, manager._id, me.userId, input), 'manager', manager);
  }

  @Put(':id/images')
  async images(
    @Param('id') id: string,
    @ZodBody(imagesInputSchema) input: { images: string[] },
    @CurrentIdentity() me: GatewayIdentity,
  ): Promise<ListingRequestView> {
    return this.view(await this.requests.setImages(id, me.userId, input.images), 'landlord');
  }

  /** The landlord's edit of a `needs_more_info` request; it goes back, `assigned`, to the same manager. */
  @Put(':id')
  async resubmit(
    @Param('id') id: string,
    @ZodBody(listingRequestInputSchema) input: ListingRequestInput,
    @CurrentIdentity() me: GatewayIdentity,
  ): Promise<ListingRequestView> {
    if (input.landlordId && input.landlordId !== me.userId) throw forbidden('You can only change your own requests.');
    return this.view(await this.requests.resubmit(id, me.userId, input), 'landlord');
  }

  /** The landlord's own draft (a request whose photos never came), deleted with its images. */
  @Delete(':id')
  @HttpCode(204)
  async deleteDraft(@Param('id') id: string, @CurrentIdentity() me: GatewayIdentity): Promise<void> {
    await this.requests.deleteDraft(id, me.userId);
  }

  private async callerManager(me: GatewayIdentity): Promise<ManagerCopy> {
    const manager = await this.managers.findByEmail(me.email);
    if (!manager) throw forbidden('Only property managers review listing requests.');
    return manager;
  }

  private async view(request: ListingRequestDocument, audience: ListingAudience, manager?: ManagerCopy | null) {
    const [landlord, assigned] = await Promise.all([
      this.people.findById(request.landlordId),
      manager !== undefined || !request.managerId ? manager : this.managers.findById(request.managerId),
    ]);
    return listingRequestView(request, audience, { landlord, manager: assigned ?? null }, this.links);
  }
}
