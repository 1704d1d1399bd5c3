import { resubmitListingRequest, type ListingRequestBody } from '@trio/contracts/http/properties';
import { callRoute } from '../../../lib/api-client';

/** PUT /trio/propertyListingRequest/{id}: the edited request that needed more information, back to its manager. */
export function putListingRequest(id: string, body: ListingRequestBody) {
  return callRoute(resubmitListingRequest, { params: { id }, body });
}
