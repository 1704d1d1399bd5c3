import { useMutation } from '@tanstack/react-query';
import { unsubscribeSavedSearch as unsubscribeSavedSearchRoute } from '@trio/contracts/http/properties';
import { callRoute } from '../../../lib/api-client';

/**
 * POST /trio/saved-searches/{id}/unsubscribe?token=…: the alert e-mail's signed link pauses that saved search without
 * signing in (the token stands in for the owner, so no access token is sent). A wrong token or id is 404 NOT_FOUND.
 */
export function unsubscribeSavedSearch({ id, token }: { id: string; token: string }) {
  return callRoute(unsubscribeSavedSearchRoute, { params: { id }, query: { token }, auth: false });
}

export function useUnsubscribeSavedSearch() {
  return useMutation({ mutationFn: unsubscribeSavedSearch });
}
