import { uploadImage as uploadImageRoute } from '@trio/contracts/http/properties';
import { uploadRoute } from '../../../lib/api-client';

/** POST /trio/file/upload: one image with its category (fields first, then the file), with upload progress. */
export function uploadImage(propertyId: string, imageType: string, file: File, onProgress: (share: number) => void) {
  const form = new FormData();
  form.append('propertyId', propertyId);
  form.append('imageType', imageType);
  form.append('file', file);
  return uploadRoute(uploadImageRoute, form, onProgress);
}
