import { deleteListingRequestDraft } from '@trio/contracts/http/properties';
import { callRoute } from '../../../lib/api-client';

/** DELETE /trio/propertyListingRequest/{id}: the landlord's own draft (a request whose photos never came). */
export function deleteListingDraft(id: string) {
  return callRoute(deleteListingRequestDraft, { params: { id } });
}
