/*
 * Images uploaded by users, checked and stored the same way wherever they arrive (property images in properties,
 * maintenance photos in maintenance): the type from the bytes (JPEG, PNG, WebP), at most 10 MB, a decompression-bomb
 * guard, a web size with all metadata stripped and a thumbnail, stored in an S3-compatible bucket (MinIO locally).
 */
export { MAX_IMAGE_BYTES, MAX_INPUT_PIXELS, MEDIUM_MAX_WIDTH, THUMBNAIL_MAX_WIDTH, WEB_MAX_EDGE } from './constants';
export {
  ImageException,
  imageTooLarge,
  notMultipartUpload,
  unsupportedImageType,
  type ImageProblemCode,
} from './image.exception';
export {
  IMAGE_PROCESSOR_OPTIONS,
  ImageProcessor,
  type ImageProcessorOptions,
  type ProcessedImage,
  type ProcessedVariant,
} from './image-processor';
export { mimeTypeOf, SNIFF_BYTES, sniffImageType, type SniffedImageType } from './image-sniffer';
export {
  IMAGE_STORAGE_OPTIONS,
  ImageStorage,
  imageStorageOptionsFrom,
  sendStoredImage,
  storedImageHeaders,
  type ImageStorageConfig,
  type ImageStorageOptions,
  type OpenedObject,
  type StoredObject,
} from './image-storage';
export {
  ImageUploads,
  storedImageView,
  type StoredImage,
  type StoredImageVariant,
  type StoredImageVariantName,
} from './image-uploads';
export { readCapped } from './read-capped';
export { acceptImageUploads, uploadedFile } from './uploads';
