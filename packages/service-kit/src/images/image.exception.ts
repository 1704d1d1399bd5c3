import type { ProblemCode } from '@trio/contracts/problem';
import { ProblemException } from '../http/problem.exception';
import { MAX_IMAGE_BYTES } from './constants';

/** The codes an image upload is refused with (its form, its content, its size), wherever it is uploaded (property images, maintenance photos). */
export type ImageProblemCode = Extract<
  ProblemCode,
  'UNSUPPORTED_IMAGE_TYPE' | 'IMAGE_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE' | 'PAYLOAD_TOO_LARGE'
>;

/** An image refused for its content or size; the class name tells the logs which block spoke. */
export class ImageException extends ProblemException<ImageProblemCode> {}

export const unsupportedImageType = (detail = 'Only JPEG, PNG and WebP images are accepted', cause?: unknown) =>
  new ImageException('UNSUPPORTED_IMAGE_TYPE', detail, { cause });

export const imageTooLarge = () =>
  new ImageException('IMAGE_TOO_LARGE', `The image is larger than ${MAX_IMAGE_BYTES / (1024 * 1024)} MB`);

/** An upload that is not readable multipart/form-data; `what` names the file to send (an image, a photo). */
export const notMultipartUpload = (what: string, cause?: unknown) =>
  new ImageException('UNSUPPORTED_MEDIA_TYPE', `Send the ${what} as multipart/form-data.`, { cause });

/** A form with more files or text fields than the upload takes (the multipart parser stopped reading it). */
export const tooManyFormParts = (what: string, cause?: unknown) =>
  new ImageException(
    'PAYLOAD_TOO_LARGE',
    `The form has more parts than this upload takes: send one ${what} and only the fields the upload names.`,
    { cause },
  );
