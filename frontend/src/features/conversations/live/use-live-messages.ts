import type { ConversationMessage } from '@trio/contracts/http/conversations';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchMessagesAfter } from '../api/get-messages';
import { readConversationStream, StreamUnavailableError } from './conversation-stream';
import { mergeBySeq, newestSeq } from './merge-messages';

/** How often the thread asks for new messages when the live stream is unavailable. */
export const POLL_MS = 4_000;
/** How often the thread refreshes the read marks ("Seen") of the messages held. */
export const READ_MARKS_REFRESH_MS = 20_000;

export type LiveState = 'loading' | 'live' | 'reconnecting' | 'polling' | 'error';

/**
 * A conversation's messages, oldest first, kept current: every message fetched first, then new ones from the live
 * stream (resumed after a drop from the newest `seq` held), or from polling `…/messages?after=<seq>` when there is
 * no stream. Everything goes through one merge by `seq`, so a message that comes twice shows once.
 */
export function useLiveMessages(conversationId: string, memberCount: number) {
  const [messages, setMessages] = useState<ConversationMessage[]>([]);
  const [state, setState] = useState<LiveState>('loading');
  const [error, setError] = useState<Error | null>(null);
  const held = useRef<ConversationMessage[]>([]);

  const merge = useCallback((arrived: readonly ConversationMessage[]) => {
    held.current = mergeBySeq(held.current, arrived);
    setMessages(held.current);
  }, []);

  // One conversation per mount (the thread is keyed by its id), so nothing held needs clearing here.
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    let pollTimer: ReturnType<typeof setInterval> | undefined;

    const poll = async () => {
      try {
        merge(await fetchMessagesAfter(conversationId, newestSeq(held.current), signal));
      } catch {
        // The next poll tries again; what is held stays on screen.
      }
    };

    const start = async () => {
      try {
        merge(await fetchMessagesAfter(conversationId, 0, signal));
      } catch (cause) {
        if (signal.aborted) return;
        setError(cause instanceof Error ? cause : new Error(String(cause)));
        setState('error');
        return;
      }
      try {
        await readConversationStream({
          conversationId,
          heldSeq: () => newestSeq(held.current),
          onMessage: (message) => merge([message]),
          onConnectedChange: (connected) => {
            if (!signal.aborted) setState(connected ? 'live' : 'reconnecting');
          },
          signal,
        });
      } catch (cause) {
        if (signal.aborted || !(cause instanceof StreamUnavailableError)) return;
        setState('polling');
        await poll();
        pollTimer = setInterval(() => void poll(), POLL_MS);
      }
    };
    void start();

    // "Seen" follows the others' read marks: the messages from the oldest one not yet read by all are asked again.
    const readMarks = setInterval(() => {
      const list = held.current;
      const unseen = list.find((message) => message.readBy.length < memberCount);
      if (!unseen) return;
      void fetchMessagesAfter(conversationId, unseen.seq - 1, signal).then(merge, () => undefined);
    }, READ_MARKS_REFRESH_MS);

    return () => {
      controller.abort();
      if (pollTimer) clearInterval(pollTimer);
      clearInterval(readMarks);
    };
  }, [conversationId, memberCount, merge]);

  return { messages, state, error, merge };
}
