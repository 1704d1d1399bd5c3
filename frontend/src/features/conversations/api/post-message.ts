import { postConversationMessage, type ConversationMessage } from '@trio/contracts/http/conversations';
import { callRoute } from '../../../lib/api-client';

/**
 * POST /trio/conversations/:id/messages {text, imageIds} with the Idempotency-Key of this one message: a retry of
 * the same send carries the same key (posted once), while the same words sent again later are a new message with a
 * new key. `imageIds` are photos uploaded first (upload-image.ts); without any, the text is required.
 */
export function postMessage(
  id: string,
  text: string,
  idempotencyKey: string,
  imageIds: readonly string[] = [],
): Promise<ConversationMessage> {
  const body = imageIds.length > 0 ? { text, imageIds: [...imageIds] } : { text };
  return callRoute(postConversationMessage, { params: { id }, body, idempotencyKey });
}
