import { markConversationRead, type ReadMark } from '@trio/contracts/http/conversations';
import { callRoute } from '../../../lib/api-client';

/** POST /trio/conversations/:id/read {seq}: the caller has read up to `seq` (a mark never moves back). */
export function markRead(id: string, seq: number): Promise<ReadMark> {
  return callRoute(markConversationRead, { params: { id }, body: { seq } });
}
