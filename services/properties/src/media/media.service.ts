import { Inject, Injectable, Optional } from '@nestjs/common';
import { LOGGER, type Logger } from '@trio/service-kit/logging';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  ImageProcessor,
  mimeTypeOf,
  readCapped,
  sniffImageType,
  type ProcessedVariant,
} from '@trio/service-kit/images';
import { ImageLinks } from './image-links';
import { normaliseCategory } from './media-categories';
import { MAX_IMAGE_BYTES, OWNER_KINDS, type ImageVariant, type OwnerKind } from './media.constants';
import { MediaException, imageNotFound, tooManyImages, unsupportedImageType } from './media.exception';
import { MediaRepository } from './media.repository';
import type { MediaDocument, MediaVariant } from './media.schema';
import { MediaStorage } from './media.storage';

export interface UploadImageInput {
  /** The file's bytes, e.g. @fastify/multipart's `file` stream. Read here, up to 10 MB. */
  file: Readable;
  /** Logged only: the type is taken from the bytes. */
  declaredName?: string;
  /** Logged only: the type is taken from the bytes. */
  declaredType?: string;
  ownerKind: OwnerKind;
  ownerId: string;
  /** The spec's `imageType`: a listing category or main / floorplan / additional. */
  category: string;
  uploadedBy: string;
}

/** What a client learns about a stored image. `id` repeats `_id` (the spec's upload response "has id"). */
export interface MediaView {
  _id: string;
  id: string;
  category: string;
  contentType: string;
  width: number;
  height: number;
  bytes: number;
  url: string;
  thumbnailUrl: string;
}

/** An image variant ready to be sent. */
export interface OpenedImage {
  stream: Readable;
  contentType: string;
  bytes: number;
  /** Without quotes. */
  etag: string;
  category: string;
  /** Whose image it is: a listing request's is served only on a signed address (ImageLinks). */
  ownerKind: OwnerKind;
}

const OBJECT_ID = /^[0-9a-f]{24}$/;

/** The HTTP headers an image response carries. Ids are never reused, so a variant never changes: cache a year. */
export function servingHeaders(opened: Pick<OpenedImage, 'contentType' | 'bytes' | 'etag' | 'category'>) {
  return {
    'content-type': opened.contentType,
    'content-length': String(opened.bytes),
    etag: `"${opened.etag}"`,
    'cache-control': 'public, max-age=31536000, immutable',
    'x-image-type': headerSafe(opened.category),
  };
}

/** Header values must be visible ASCII: a custom category typed in another script is percent-encoded. */
function headerSafe(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : encodeURIComponent(value);
}

/** What a client learns about an image, with its addresses (signed for a listing request's: ImageLinks). */
export function toMediaView(doc: MediaDocument, links: ImageLinks): MediaView {
  return {
    _id: doc._id,
    id: doc._id,
    category: doc.category,
    contentType: doc.web.contentType,
    width: doc.web.width,
    height: doc.web.height,
    bytes: doc.web.bytes,
    ...links.addressesOf(doc.ownerKind, doc._id),
  };
}

/**
 * Property and listing-request images: upload (checked by content, ≤ 10 MB, ≤ 30 per owner, stored as a web
 * version and a thumbnail), serving, listing, moving a listing request's images to its property, removal.
 */
@Injectable()
export class MediaService {
  constructor(
    @Inject(MediaRepository) private readonly repository: MediaRepository,
    @Inject(MediaStorage) private readonly storage: MediaStorage,
    @Inject(ImageProcessor) private readonly processor: ImageProcessor,
    @Inject(ImageLinks) private readonly links: ImageLinks,
    @Optional() @Inject(LOGGER) private readonly logger?: Logger,
  ) {}

  async upload(input: UploadImageInput): Promise<MediaView> {
    let bytes: Buffer;
    let category: string;
    try {
      assertOwner(input.ownerKind, input.ownerId);
      category = normaliseCategory(input.category);
      bytes = await readCapped(input.file, MAX_IMAGE_BYTES);
    } catch (error) {
      input.file.destroy();
      throw error;
    }

    const type = sniffImageType(bytes.subarray(0, 16));
    if (type === null) {
      this.logger?.info(
        { declaredName: input.declaredName, declaredType: input.declaredType, bytes: bytes.length },
        'image refused: not JPEG, PNG or WebP by content',
      );
      throw unsupportedImageType();
    }
    if (input.declaredType && input.declaredType !== mimeTypeOf(type)) {
      this.logger?.info(
        { declaredName: input.declaredName, declaredType: input.declaredType, detectedType: mimeTypeOf(type) },
        'image declared as another type; using the type its bytes show',
      );
    }

    const { ownerKind, ownerId } = input;
    if (!(await this.repository.reserveSlots(ownerKind, ownerId))) throw tooManyImages();

    // Random, not an ObjectId: the id of one image tells nothing about the next one's.
    const id = randomBytes(12).toString('hex');
    const stored: string[] = [];
    try {
      const processed = await this.processor.process(bytes, type);
      const store = async (variant: ImageVariant, rendition: ProcessedVariant): Promise<MediaVariant> => {
        const objectKey = objectKeyFor(id, variant, rendition.contentType);
        stored.push(objectKey);
        const { etag } = await this.storage.put(objectKey, rendition.buffer, rendition.contentType);
        return {
          objectKey,
          contentType: rendition.contentType,
          bytes: rendition.bytes,
          width: rendition.width,
          height: rendition.height,
          etag,
        };
      };
      const [web, medium, thumbnail] = await Promise.all([
        store('web', processed.web),
        store('medium', processed.medium),
        store('thumbnail', processed.thumbnail),
      ]);
      const doc: MediaDocument = {
        _id: id,
        ownerKind,
        ownerId,
        category,
        originalType: type,
        web,
        medium,
        thumbnail,
        uploadedBy: input.uploadedBy,
        createdAt: new Date(),
      };
      await this.repository.insert(doc);
      return toMediaView(doc, this.links);
    } catch (error) {
      await this.undoUpload(ownerKind, ownerId, stored);
      throw error;
    }
  }

  /** A variant's bytes and what to send with them; NOT_FOUND for an unknown (or malformed) id. */
  async open(imageId: string, variant: ImageVariant = 'web'): Promise<OpenedImage> {
    const doc = await this.find(imageId);
    const stored = variant === 'thumbnail' ? doc.thumbnail : variant === 'medium' ? (doc.medium ?? doc.web) : doc.web;
    const object = await this.storage.open(stored.objectKey);
    if (!object) throw imageNotFound(imageId);
    return {
      stream: object.stream,
      contentType: stored.contentType,
      bytes: object.bytes,
      etag: object.etag,
      category: doc.category,
      ownerKind: doc.ownerKind,
    };
  }

  async get(imageId: string): Promise<MediaView> {
    return toMediaView(await this.find(imageId), this.links);
  }

  async listFor(ownerKind: OwnerKind, ownerId: string): Promise<MediaView[]> {
    return (await this.repository.listFor(ownerKind, ownerId)).map((doc) => toMediaView(doc, this.links));
  }

  async countFor(ownerKind: OwnerKind, ownerId: string): Promise<number> {
    return this.repository.countFor(ownerKind, ownerId);
  }

  /**
   * Moves every image of one owner to another (a listing request's images become its property's when it is
   * approved) and moves the slots with them. TOO_MANY_IMAGES when the target would pass 30; then nothing moves.
   * Returns how many images moved.
   */
  async reassign(fromKind: OwnerKind, fromId: string, toKind: OwnerKind, toId: string): Promise<number> {
    assertOwner(fromKind, fromId);
    assertOwner(toKind, toId);
    if (fromKind === toKind && fromId === toId) return 0;
    const expected = await this.repository.countFor(fromKind, fromId);
    if (expected === 0) return 0;
    if (!(await this.repository.reserveSlots(toKind, toId, expected))) throw tooManyImages();
    let moved: number;
    try {
      moved = await this.repository.reassignOwner(fromKind, fromId, toKind, toId);
    } catch (error) {
      await this.repository.releaseSlots(toKind, toId, expected);
      throw error;
    }
    // An upload that finished in between moves too; the target's counter follows what actually moved.
    if (moved < expected) await this.repository.releaseSlots(toKind, toId, expected - moved);
    if (moved > expected) await this.repository.forceSlots(toKind, toId, moved - expected);
    await this.repository.releaseSlots(fromKind, fromId, moved);
    return moved;
  }

  /** Deletes the image (it is no longer served), its stored variants and its slot. */
  async remove(imageId: string): Promise<void> {
    if (!OBJECT_ID.test(imageId)) throw imageNotFound(imageId);
    const doc = await this.repository.delete(imageId);
    if (!doc) throw imageNotFound(imageId);
    await this.removeObjects(
      [doc.web, doc.medium, doc.thumbnail].flatMap((stored) => (stored ? [stored.objectKey] : [])),
    );
    await this.repository.releaseSlots(doc.ownerKind, doc.ownerId);
  }

  private async find(imageId: string): Promise<MediaDocument> {
    if (!OBJECT_ID.test(imageId)) throw imageNotFound(imageId);
    const doc = await this.repository.findById(imageId);
    if (!doc) throw imageNotFound(imageId);
    return doc;
  }

  private async undoUpload(ownerKind: OwnerKind, ownerId: string, keys: string[]): Promise<void> {
    await this.removeObjects(keys);
    try {
      await this.repository.releaseSlots(ownerKind, ownerId);
    } catch (error) {
      this.logger?.error({ err: error, ownerKind, ownerId }, 'could not release an image slot after a failed upload');
    }
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

function objectKeyFor(id: string, variant: ImageVariant, contentType: string): string {
  return `images/${id}/${variant}.${contentType === 'image/webp' ? 'webp' : 'jpg'}`;
}

function assertOwner(ownerKind: OwnerKind, ownerId: string): void {
  if (!OWNER_KINDS.includes(ownerKind)) {
    throw new MediaException('VALIDATION_FAILED', 'Unknown image owner', {
      errors: [{ field: 'ownerKind', message: `must be one of ${OWNER_KINDS.join(', ')}` }],
    });
  }
  if (typeof ownerId !== 'string' || ownerId.trim().length === 0) {
    throw new MediaException('VALIDATION_FAILED', 'Choose a property', {
      errors: [{ field: 'propertyId', message: 'must not be empty' }],
    });
  }
}

/** Re-exported: reading an upload up to its cap is the kit's (@trio/service-kit/images). */
export { readCapped };
