import type { PropertiesProblemCode } from '@trio/contracts/problem';
import { ProblemException } from '@trio/service-kit/http';
import { MAX_IMAGES_PER_OWNER } from './media.constants';

/** Refusals of an image's content or size come from the kit's image block (shared with maintenance photos). */
export { imageTooLarge, unsupportedImageType } from '@trio/service-kit/images';

/** What the media feature refuses; the class name tells the logs which module spoke. */
export class MediaException extends ProblemException<PropertiesProblemCode> {}

export const tooManyImages = () =>
  new MediaException('TOO_MANY_IMAGES', `Maximum ${MAX_IMAGES_PER_OWNER} images allowed.`);

export const imageNotFound = (imageId: string) => new MediaException('NOT_FOUND', `No image ${imageId}`);
