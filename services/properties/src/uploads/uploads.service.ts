import { Inject, Injectable } from '@nestjs/common';
import type { GatewayIdentity } from '@trio/service-kit/http';
import { ListingRequestsService } from '../listing-requests/listing-requests.service';
import { ManagersService } from '../copies/managers.service';
import type { OwnerKind } from '../media/media.constants';
import { PropertiesService } from '../properties/properties.service';
import { imagesFinal, noSuchOwner, notResponsible } from './uploads.exception';

export interface ImageOwner {
  kind: OwnerKind;
  id: string;
}

/**
 * Whose images an upload adds to: the `propertyId` of the form names a property (the Upload Images page) or a
 * listing request (the modal after submitting one). Only its landlord or its assigned manager may add images.
 */
@Injectable()
export class UploadsService {
  constructor(
    @Inject(PropertiesService) private readonly properties: PropertiesService,
    @Inject(ListingRequestsService) private readonly requests: ListingRequestsService,
    @Inject(ManagersService) private readonly managers: ManagersService,
  ) {}

  async ownerFor(id: string, me: GatewayIdentity): Promise<ImageOwner> {
    const manager = await this.managers.findByEmail(me.email);
    const isResponsible = (landlordId: string, managerId: string | null) =>
      landlordId === me.userId || (manager !== null && manager._id === managerId);
    const property = await this.properties.findById(id);
    if (property) {
      if (isResponsible(property.landlordId, property.managerId)) return { kind: 'property', id };
      throw notResponsible();
    }
    const request = await this.requests.findById(id);
    if (request && isResponsible(request.landlordId, request.managerId)) {
      if (request.status === 'listed' || request.status === 'rejected') {
        throw imagesFinal(request.status);
      }
      return { kind: 'listing-request', id };
    }
    if (request) throw notResponsible();
    throw noSuchOwner(id);
  }

  /** A property shows a new image at once; a listing request lists it among its images. */
  async attach(owner: ImageOwner, imageId: string): Promise<void> {
    if (owner.kind === 'property') await this.properties.addImage(owner.id, imageId);
    else await this.requests.addImage(owner.id, imageId);
  }
}
