/** A search the signed-in user made: its text and, when picked from the suggestions, its place. */
export interface RecentSearch {
  label: string;
  placeId?: string;
}

export const MAX_RECENT_SEARCHES = 5;
const storageKey = (userId: string) => `trio.recent-searches.${userId}`;

/** The user's recent searches, newest first (none when storage is unavailable or holds something else). */
export function readRecentSearches(
  userId: string,
  storage: Storage | undefined = globalThis.localStorage,
): RecentSearch[] {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(storageKey(userId)) ?? '[]');
    if (!Array.isArray(raw)) return [];
    return raw
      .filter(
        (item): item is RecentSearch =>
          typeof item === 'object' &&
          item !== null &&
          typeof (item as RecentSearch).label === 'string' &&
          ((item as RecentSearch).placeId === undefined || typeof (item as RecentSearch).placeId === 'string'),
      )
      .slice(0, MAX_RECENT_SEARCHES);
  } catch {
    return [];
  }
}

/** Puts a search first in the user's list (once: the same text or place moves up), keeping the newest five. */
export function rememberSearch(
  userId: string,
  search: RecentSearch,
  storage: Storage | undefined = globalThis.localStorage,
): RecentSearch[] {
  const same = (other: RecentSearch) =>
    search.placeId
      ? other.placeId === search.placeId
      : !other.placeId && other.label.toLowerCase() === search.label.toLowerCase();
  const next = [search, ...readRecentSearches(userId, storage).filter((other) => !same(other))].slice(
    0,
    MAX_RECENT_SEARCHES,
  );
  try {
    storage?.setItem(storageKey(userId), JSON.stringify(next));
  } catch {
    // Storage full or refused: recent searches are a convenience.
  }
  return next;
}
