import { postConversationMessage, type ConversationMessage } from '@trio/contracts/http/conversations';
import { callRoute } from '../../../lib/api-client';

/**
 * POST /trio/conversations/:id/messages {text} with the Idempotency-Key of this one message: a retry of the same
 * send carries the same key (posted once), while the same words sent again later are a new message with a new key.
 */
export function postMessage(id: string, text: string, idempotencyKey: string): Promise<ConversationMessage> {
  return callRoute(postConversationMessage, { params: { id }, body: { text }, idempotencyKey });
}
