import { Inject, Injectable } from '@nestjs/common';
import { ProblemException, type GatewayIdentity } from '@trio/service-kit/http';
import { ListingRequestsService } from '../listing-requests/listing-requests.service';
import { ManagersService } from '../managers/managers.service';
import type { OwnerKind } from '../media/media.constants';
import { PropertiesService } from '../properties/properties.service';

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
      throw this.notYours();
    }
    const request = await this.requests.findById(id);
    if (request && isResponsible(request.landlordId, request.managerId)) {
      if (request.status === 'listed' || request.status === 'rejected') {
        throw new ProblemException(
          'INVALID_STATE_TRANSITION',
          `The listing request is ${request.status}; its images are final.`,
        );
      }
      return { kind: 'listing-request', id };
    }
    if (request) throw this.notYours();
    throw new ProblemException('NOT_FOUND', `There is no listing request or property ${id}.`);
  }

  /** A property shows a new image at once; a listing request lists it among its images. */
  async attach(owner: ImageOwner, imageId: string): Promise<void> {
    if (owner.kind === 'property') await this.properties.addImage(owner.id, imageId);
    else await this.requests.addImage(owner.id, imageId);
  }

  private notYours(): ProblemException {
    return new ProblemException('FORBIDDEN', 'Only the landlord or the assigned property manager adds images.');
  }
}
