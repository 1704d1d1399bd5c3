import type { PropertiesProblemCode } from '@trio/contracts/problem';
import { ProblemException } from '@trio/service-kit/http';
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_OWNER } from './media.constants';

/** What the media feature refuses; the class name tells the logs which module spoke. */
export class MediaException extends ProblemException<PropertiesProblemCode> {}

export const unsupportedImageType = (detail = 'Only JPEG, PNG and WebP images are accepted', cause?: unknown) =>
  new MediaException('UNSUPPORTED_IMAGE_TYPE', detail, { cause });

export const imageTooLarge = () =>
  new MediaException('IMAGE_TOO_LARGE', `The image is larger than ${MAX_IMAGE_BYTES / (1024 * 1024)} MB`);

export const tooManyImages = () =>
  new MediaException('TOO_MANY_IMAGES', `Maximum ${MAX_IMAGES_PER_OWNER} images allowed.`);

export const imageNotFound = (imageId: string) => new MediaException('NOT_FOUND', `No image ${imageId}`);
