import {
  conversationMessages,
  type ConversationMessage,
  type ConversationMessages,
} from '@trio/contracts/http/conversations';
import { callRoute } from '../../../lib/api-client';

/** GET /trio/conversations/:id/messages?after=<seq>: one page of the messages after `after`, oldest first. */
export function fetchMessagesPage(id: string, after: number, signal?: AbortSignal): Promise<ConversationMessages> {
  return callRoute(conversationMessages, { params: { id }, query: { after }, signal });
}

/** Every message after `after`, page by page. */
export async function fetchMessagesAfter(
  id: string,
  after: number,
  signal?: AbortSignal,
): Promise<ConversationMessage[]> {
  const all: ConversationMessage[] = [];
  let cursor = after;
  for (;;) {
    const page = await fetchMessagesPage(id, cursor, signal);
    all.push(...page.messages);
    if (!page.hasMore || page.nextAfter <= cursor) return all;
    cursor = page.nextAfter;
  }
}
