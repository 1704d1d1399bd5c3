import { Inject, Injectable } from '@nestjs/common';
import { MAX_MAINTENANCE_PHOTOS } from '@trio/contracts/http/maintenance';
import { ImageUploads, type OpenedObject } from '@trio/service-kit/images';
import { Types } from 'mongoose';
import type { Readable } from 'node:stream';
import { closedRequest, forbidden, requestNotFound, tooManyPhotos } from './maintenance.exception';
import type { MaintenanceRequestDocument, StoredPhoto } from './maintenance-request.schema';
import { MaintenanceRequestsService } from './maintenance-requests.service';

/**
 * A request's photos: checked and stored as every user image is (@trio/service-kit/images' ImageUploads: type by
 * content, 10 MB, metadata stripped, a web size and a thumbnail) in this service's own private bucket, at most 5 per
 * request.
 */
@Injectable()
export class RequestPhotosService {
  constructor(
    @Inject(MaintenanceRequestsService) private readonly requests: MaintenanceRequestsService,
    @Inject(ImageUploads) private readonly uploads: ImageUploads,
  ) {}

  /** Only the tenant who asked, while the request is open (pending or in progress). */
  async add(doc: MaintenanceRequestDocument, tenantId: string, file: Readable): Promise<MaintenanceRequestDocument> {
    if (doc.tenantId !== tenantId) {
      file.resume();
      throw forbidden('Only the tenant who made the request adds photos to it.');
    }
    if (doc.status !== 'pending' && doc.status !== 'in_progress') {
      file.resume();
      throw closedRequest();
    }
    if ((doc.photos ?? []).length >= MAX_MAINTENANCE_PHOTOS) {
      file.resume();
      throw tooManyPhotos(MAX_MAINTENANCE_PHOTOS);
    }
    const id = new Types.ObjectId().toHexString();
    const stored = await this.uploads.store(file, `requests/${doc._id}/${id}`);
    try {
      const photo: StoredPhoto = { id, ...stored, uploadedAt: this.requests.now() };
      if (!(await this.requests.attachPhoto(doc, photo, MAX_MAINTENANCE_PHOTOS))) {
        throw tooManyPhotos(MAX_MAINTENANCE_PHOTOS);
      }
    } catch (error) {
      await this.uploads.remove(stored);
      throw error;
    }
    return (await this.requests.findById(doc._id))!;
  }

  /** A photo variant's bytes; NOT_FOUND for a photo the request does not have. */
  async open(doc: MaintenanceRequestDocument, photoId: string, variant: 'web' | 'thumbnail'): Promise<OpenedObject> {
    const photo = (doc.photos ?? []).find((p) => p.id === photoId);
    if (!photo) throw requestNotFound(`${doc._id} photo ${photoId}`);
    const object = await this.uploads.open(photo, variant);
    if (!object) throw requestNotFound(`${doc._id} photo ${photoId}`);
    return object;
  }
}
