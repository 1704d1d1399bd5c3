import { Inject, Injectable, Optional } from '@nestjs/common';
import { MAX_MAINTENANCE_PHOTOS } from '@trio/contracts/http/maintenance';
import {
  ImageProcessor,
  ImageStorage,
  MAX_IMAGE_BYTES,
  readCapped,
  sniffImageType,
  unsupportedImageType,
  type OpenedObject,
  type ProcessedVariant,
} from '@trio/service-kit/images';
import { LOGGER, type Logger } from '@trio/service-kit/logging';
import { Types } from 'mongoose';
import type { Readable } from 'node:stream';
import { closedRequest, forbidden, requestNotFound, tooManyPhotos } from './maintenance.exception';
import type { MaintenanceRequestDocument, StoredPhoto, StoredPhotoVariant } from './maintenance-request.schema';
import { MaintenanceRequestsService } from './maintenance-requests.service';

/**
 * A request's photos: checked and stored as property images are (@trio/service-kit/images: type by content, 10 MB,
 * metadata stripped, a web size and a thumbnail) in this service's own private bucket, at most 5 per request.
 */
@Injectable()
export class RequestPhotosService {
  constructor(
    @Inject(MaintenanceRequestsService) private readonly requests: MaintenanceRequestsService,
    @Inject(ImageProcessor) private readonly processor: ImageProcessor,
    @Inject(ImageStorage) private readonly storage: ImageStorage,
    @Optional() @Inject(LOGGER) private readonly logger?: Logger,
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
    const bytes = await readCapped(file, MAX_IMAGE_BYTES);
    const type = sniffImageType(bytes.subarray(0, 16));
    if (type === null) throw unsupportedImageType();
    const processed = await this.processor.process(bytes, type);

    const id = new Types.ObjectId().toHexString();
    const stored: string[] = [];
    try {
      const store = async (variant: 'web' | 'thumbnail', rendition: ProcessedVariant): Promise<StoredPhotoVariant> => {
        const objectKey = `requests/${doc._id}/${id}/${variant}.${rendition.contentType === 'image/webp' ? 'webp' : 'jpg'}`;
        stored.push(objectKey);
        await this.storage.put(objectKey, rendition.buffer, rendition.contentType);
        return {
          objectKey,
          contentType: rendition.contentType,
          width: rendition.width,
          height: rendition.height,
          bytes: rendition.bytes,
        };
      };
      const [web, thumbnail] = await Promise.all([
        store('web', processed.web),
        store('thumbnail', processed.thumbnail),
      ]);
      const photo: StoredPhoto = { id, web, thumbnail, uploadedAt: this.requests.now() };
      if (!(await this.requests.attachPhoto(doc, photo, MAX_MAINTENANCE_PHOTOS))) {
        throw tooManyPhotos(MAX_MAINTENANCE_PHOTOS);
      }
    } catch (error) {
      await this.removeObjects(stored);
      throw error;
    }
    return (await this.requests.findById(doc._id))!;
  }

  /** A photo variant's bytes; NOT_FOUND for a photo the request does not have. */
  async open(doc: MaintenanceRequestDocument, photoId: string, variant: 'web' | 'thumbnail'): Promise<OpenedObject> {
    const photo = (doc.photos ?? []).find((p) => p.id === photoId);
    if (!photo) throw requestNotFound(`${doc._id} photo ${photoId}`);
    const stored = variant === 'thumbnail' ? photo.thumbnail : photo.web;
    const object = await this.storage.open(stored.objectKey);
    if (!object) throw requestNotFound(`${doc._id} photo ${photoId}`);
    return { ...object, contentType: stored.contentType };
  }

  private async removeObjects(keys: string[]): Promise<void> {
    const results = await Promise.allSettled(keys.map((key) => this.storage.remove(key)));
    results.forEach((result, i) => {
      if (result.status === 'rejected') {
        this.logger?.error({ err: result.reason, objectKey: keys[i] }, 'could not remove a stored photo object');
      }
    });
  }
}
