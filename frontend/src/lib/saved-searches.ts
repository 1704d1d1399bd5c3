import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createSavedSearch,
  deleteSavedSearch,
  mySavedSearches,
  updateSavedSearch,
  type CreateSavedSearchBody,
  type SavedSearch,
  type UpdateSavedSearchBody,
} from '@trio/contracts/http/properties';
import { callRoute } from './api-client';

/*
 * The signed-in user's saved searches (issue 27), shared by the search page (saving one) and the profile (listing,
 * pausing, renaming, deleting them).
 */

export type { SavedSearch };

export const savedSearchesKey = ['saved-searches'] as const;

/** GET /trio/saved-searches: the caller's, newest first, each with the homes it matched lately. */
export function useSavedSearches(enabled = true) {
  return useQuery({
    queryKey: savedSearchesKey,
    queryFn: ({ signal }) => callRoute(mySavedSearches, { signal }),
    enabled,
  });
}

/** POST /trio/saved-searches; a 409 SAVED_SEARCH_LIMIT carries the words to show. */
export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSavedSearchBody) => callRoute(createSavedSearch, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

/** PATCH /trio/saved-searches/{id}: rename, change the frequency, pause or resume. */
export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateSavedSearchBody }) =>
      callRoute(updateSavedSearch, { params: { id }, body: change }),
    onSuccess: (updated) =>
      queryClient.setQueryData<SavedSearch[]>(savedSearchesKey, (list) =>
        list?.map((search) => (search.id === updated.id ? updated : search)),
      ),
  });
}

/** DELETE /trio/saved-searches/{id}. */
export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(deleteSavedSearch, { params: { id } }),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<SavedSearch[]>(savedSearchesKey, (list) => list?.filter((search) => search.id !== id)),
  });
}
