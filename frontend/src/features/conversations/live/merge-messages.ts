import type { ConversationMessage } from '@trio/contracts/http/conversations';

/**
 * The messages held plus those that arrived (from the stream, a poll, a page or a post), each `seq` once, oldest
 * first. A message arriving again replaces the held copy: its `readBy` may have grown.
 */
export function mergeBySeq(held: readonly ConversationMessage[], arrived: readonly ConversationMessage[]) {
  if (arrived.length === 0) return held as ConversationMessage[];
  const bySeq = new Map<number, ConversationMessage>();
  for (const message of held) bySeq.set(message.seq, message);
  for (const message of arrived) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** The newest `seq` held (0 when none): where a resumed stream or a poll starts. */
export function newestSeq(messages: readonly ConversationMessage[]): number {
  return messages.reduce((newest, message) => Math.max(newest, message.seq), 0);
}
