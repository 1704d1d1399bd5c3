import {
  IMAGE_STORAGE_OPTIONS,
  ImageStorage,
  imageStorageOptionsFrom,
  type ImageStorageConfig,
  type ImageStorageOptions,
} from '@trio/service-kit/images';
import { DEFAULT_MEDIA_BUCKET } from './media.constants';

/*
 * Property images are stored by the kit's image storage (@trio/service-kit/images, shared with maintenance photos),
 * in MEDIA_BUCKET (default `trio-media`).
 */

export const MEDIA_STORAGE_OPTIONS = IMAGE_STORAGE_OPTIONS;
export { ImageStorage as MediaStorage };
export type MediaStorageOptions = ImageStorageOptions;
export type MediaStorageConfig = ImageStorageConfig;

/** `{ S3_ENDPOINT: 'http://127.0.0.1:9000', … }` → the minio client's settings, bucket MEDIA_BUCKET or `trio-media`. */
export function mediaStorageOptionsFrom(config: MediaStorageConfig): MediaStorageOptions {
  return imageStorageOptionsFrom(config, DEFAULT_MEDIA_BUCKET);
}
