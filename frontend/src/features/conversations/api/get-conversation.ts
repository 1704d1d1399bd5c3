import { queryOptions, useQuery } from '@tanstack/react-query';
import { getConversation, type Conversation } from '@trio/contracts/http/conversations';
import { callRoute } from '../../../lib/api-client';

/** GET /trio/conversations/:id: one conversation (members, open or closed, the caller's read mark). */
export function fetchConversation(id: string, signal?: AbortSignal): Promise<Conversation> {
  return callRoute(getConversation, { params: { id }, signal });
}

export const conversationQueryKey = (id: string) => ['conversations', 'one', id] as const;

export function useConversation(id: string) {
  return useQuery(
    queryOptions({ queryKey: conversationQueryKey(id), queryFn: ({ signal }) => fetchConversation(id, signal) }),
  );
}
