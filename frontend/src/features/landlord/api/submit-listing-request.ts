import { submitListingRequest, type ListingRequestBody } from '@trio/contracts/http/properties';
import { callRoute } from '../../../lib/api-client';

/**
 * POST /trio/propertyListingRequest: a new listing request (the answer's `_id` is where the images go). It is sent as
 * a draft: its photos follow in the Upload Property Images modal, and only once they are attached is it submitted
 * to a manager; a draft left behind (the page reloaded mid-upload) is finished or deleted from its card.
 */
export function postListingRequest(body: ListingRequestBody) {
  return callRoute(submitListingRequest, { body: { ...body, draft: true } });
}
