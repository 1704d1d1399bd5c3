import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Inbox } from '@trio/contracts/http/conversations';
import { callRoute } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';

/**
 * GET /trio/conversations: the caller's conversations, newest activity first, with unread counts. The route's schemas
 * (and the conversation events' they build on) load with a signed-in reader's first Inbox, off the app's entry: a
 * visitor's page never builds them.
 */
export async function fetchInbox(signal?: AbortSignal): Promise<Inbox> {
  const { myConversations } = await import('@trio/contracts/http/conversations');
  return callRoute(myConversations, { signal });
}

export const inboxQueryKey = (uid: string) => ['conversations', 'inbox', uid] as const;

export function inboxQueryOptions(uid: string) {
  return queryOptions({ queryKey: inboxQueryKey(uid), queryFn: ({ signal }) => fetchInbox(signal) });
}

/** How often the header's unread count is refreshed while the app is open. */
export const INBOX_REFRESH_MS = 30_000;

/** The signed-in user's Inbox (idle for visitors); refreshed every 30 s and when the window regains focus. */
export function useInbox() {
  const { currentUser } = useSession();
  const uid = currentUser?.uid ?? '';
  return useQuery({
    ...inboxQueryOptions(uid),
    enabled: uid !== '',
    refetchInterval: INBOX_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}
