import { submitListingRequest, type ListingRequestBody } from '@trio/contracts/http/properties';
import { callRoute } from '../../../lib/api-client';

/** POST /trio/propertyListingRequest: a new listing request (the answer's `_id` is where the images go). */
export function postListingRequest(body: ListingRequestBody) {
  return callRoute(submitListingRequest, { body });
}
