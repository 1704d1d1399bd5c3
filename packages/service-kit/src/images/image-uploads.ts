import { Inject, Injectable, Optional } from '@nestjs/common';
import type { Readable } from 'node:stream';
import type { Logger } from '../logging/logger';
import { LOGGER } from '../logging/tokens';
import { MAX_IMAGE_BYTES } from './constants';
import { unsupportedImageType } from './image.exception';
import { ImageProcessor, type ProcessedVariant } from './image-processor';
import { SNIFF_BYTES, sniffImageType } from './image-sniffer';
import { ImageStorage, type OpenedObject } from './image-storage';
import { readCapped } from './read-capped';

/** One stored size of an uploaded image: where it is and what it is. */
export interface StoredImageVariant {
  objectKey: string;
  contentType: string;
  width: number;
  height: number;
  bytes: number;
}

/** An uploaded image as stored: the web size (metadata stripped) and the thumbnail. */
export interface StoredImage {
  web: StoredImageVariant;
  thumbnail: StoredImageVariant;
}

export type StoredImageVariantName = keyof StoredImage;

/**
 * How an answer describes a stored image served at `url`: its web size's type and dimensions, and the thumbnail at
 * `<url>?variant=thumbnail`.
 */
export function storedImageView(url: string, image: StoredImage) {
  return {
    url,
    thumbnailUrl: `${url}?variant=thumbnail`,
    contentType: image.web.contentType,
    width: image.web.width,
    height: image.web.height,
    bytes: image.web.bytes,
  };
}

/**
 * A user's image upload from the request to the bucket, the same wherever it arrives (a maintenance request's photo,
 * a conversation's image): at most 10 MB read, the type from the bytes, decoded and re-encoded (metadata stripped) as
 * a web size and a thumbnail, both stored under `<keyPrefix>/web.webp` and `<keyPrefix>/thumbnail.webp`. A failure
 * part-way removes what was stored; the caller records the answer, and removes it (`remove`) if it cannot.
 */
@Injectable()
export class ImageUploads {
  constructor(
    @Inject(ImageProcessor) private readonly processor: ImageProcessor,
    @Inject(ImageStorage) private readonly storage: ImageStorage,
    @Optional() @Inject(LOGGER) private readonly logger?: Logger,
  ) {}

  /** Checks and stores the uploaded file (UNSUPPORTED_IMAGE_TYPE, IMAGE_TOO_LARGE when it is refused). */
  async store(file: Readable, keyPrefix: string): Promise<StoredImage> {
    const bytes = await readCapped(file, MAX_IMAGE_BYTES);
    const type = sniffImageType(bytes.subarray(0, SNIFF_BYTES));
    if (type === null) throw unsupportedImageType();
    const processed = await this.processor.process(bytes, type);
    const stored: string[] = [];
    const put = async (name: StoredImageVariantName, rendition: ProcessedVariant): Promise<StoredImageVariant> => {
      const objectKey = `${keyPrefix}/${name}.${rendition.contentType === 'image/webp' ? 'webp' : 'jpg'}`;
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
    try {
      const [web, thumbnail] = await Promise.all([put('web', processed.web), put('thumbnail', processed.thumbnail)]);
      return { web, thumbnail };
    } catch (error) {
      await this.removeObjects(stored);
      throw error;
    }
  }

  /** A stored size's bytes, with the content type it was stored with; null when the object is gone. */
  async open(image: StoredImage, variant: StoredImageVariantName): Promise<OpenedObject | null> {
    const stored = image[variant];
    const object = await this.storage.open(stored.objectKey);
    return object ? { ...object, contentType: stored.contentType } : null;
  }

  /** Removes both sizes (what cannot be removed is logged, never thrown: the caller is already answering). */
  async remove(image: StoredImage): Promise<void> {
    await this.removeObjects([image.web.objectKey, image.thumbnail.objectKey]);
  }

  private async removeObjects(keys: string[]): Promise<void> {
    const results = await Promise.allSettled(keys.map((key) => this.storage.remove(key)));
    results.forEach((result, i) => {
      if (result.status === 'rejected') {
        this.logger?.error({ err: result.reason, objectKey: keys[i] }, 'could not remove a stored image object');
      }
    });
  }
}
