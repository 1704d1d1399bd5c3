import { listingRequestImages } from '@trio/contracts/http/properties';
import { callRoute } from '../../../lib/api-client';

/** PUT /trio/propertyListingRequest/{id}/images: the uploaded images' ids, attached to the request. */
export function attachListingImages(id: string, images: string[]) {
  return callRoute(listingRequestImages, { params: { id }, body: { images } });
}
