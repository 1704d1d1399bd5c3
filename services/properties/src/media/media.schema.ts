import { Schema } from 'mongoose';
import type { SniffedImageType } from '@trio/service-kit/images';
import type { OwnerKind } from './media.constants';

export const MEDIA_MODEL = 'Media';
export const MEDIA_SLOTS_MODEL = 'MediaSlots';

/** One stored rendition of an image (an object in the media bucket). */
export interface MediaVariant {
  objectKey: string;
  contentType: string;
  bytes: number;
  width: number;
  height: number;
  /** The object's ETag as the storage reported it, without quotes. */
  etag: string;
}

/** One uploaded image. Its id is never reused, so its variants can be cached for a year. */
export interface MediaDocument {
  /** 24-hex ObjectId string. */
  _id: string;
  ownerKind: OwnerKind;
  /** The listing request's or property's id. */
  ownerId: string;
  /** 'Living room', a custom category, or main / floorplan / additional (normalised, case kept). */
  category: string;
  /** What the uploaded bytes were (sniffed, never the declared type). */
  originalType: SniffedImageType;
  web: MediaVariant;
  /** ≤ 800 px wide; images uploaded before this variant existed have none and serve `web` for it. */
  medium?: MediaVariant;
  thumbnail: MediaVariant;
  /** The uploader's user id (from the gateway's identity). */
  uploadedBy: string;
  createdAt: Date;
}

/**
 * How many image slots an owner has taken: reserved before an upload is processed (conditional `$inc` while
 * below the limit) and released when an upload fails or an image is removed. `_id` is `<ownerKind>:<ownerId>`.
 */
export interface MediaSlotsDocument {
  _id: string;
  ownerKind: OwnerKind;
  ownerId: string;
  count: number;
}

const variantSchema = new Schema<MediaVariant>(
  {
    objectKey: { type: String, required: true },
    contentType: { type: String, required: true },
    bytes: { type: Number, required: true },
    width: { type: Number, required: true },
    height: { type: Number, required: true },
    etag: { type: String, required: true },
  },
  { _id: false, versionKey: false },
);

export const mediaSchema = new Schema<MediaDocument>(
  {
    _id: { type: String, required: true },
    ownerKind: { type: String, required: true, enum: ['listing-request', 'property'] },
    ownerId: { type: String, required: true },
    category: { type: String, required: true },
    originalType: { type: String, required: true, enum: ['jpeg', 'png', 'webp'] },
    web: { type: variantSchema, required: true },
    medium: { type: variantSchema, required: false },
    thumbnail: { type: variantSchema, required: true },
    uploadedBy: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'media' },
);
mediaSchema.index({ ownerKind: 1, ownerId: 1, createdAt: 1 });

export const mediaSlotsSchema = new Schema<MediaSlotsDocument>(
  {
    _id: { type: String, required: true },
    ownerKind: { type: String, required: true },
    ownerId: { type: String, required: true },
    count: { type: Number, required: true, default: 0 },
  },
  { versionKey: false, collection: 'media_slots' },
);
