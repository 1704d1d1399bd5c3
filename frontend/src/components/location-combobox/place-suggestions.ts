import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type PlaceSuggestion,
  placeSuggestions as placeSuggestionsRoute,
  SUGGEST_MIN_LENGTH,
} from '@trio/contracts/http/properties';
import { callRoute } from '../../lib/api-client';

export type { PlaceSuggestion };

/** GET /trio/places/suggest?q=… → up to 8 localities, cities and PIN codes completing the text. */
export async function fetchPlaceSuggestions(text: string, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  return (await callRoute(placeSuggestionsRoute, { query: { q: text }, signal })).suggestions;
}

/** The text as suggestions are asked for: trimmed, collapsed, lower case (one cache entry per spelling). */
export function suggestionKey(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * Suggestions for the (already debounced) text, from the second character; the previous list stays while the
 * next one loads. Failures show no suggestions: the box still searches by text.
 */
export function usePlaceSuggestions(text: string) {
  const key = suggestionKey(text);
  return useQuery({
    queryKey: ['place-suggestions', key],
    queryFn: ({ signal }) => fetchPlaceSuggestions(key, signal),
    enabled: key.length >= SUGGEST_MIN_LENGTH,
    staleTime: 30_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
