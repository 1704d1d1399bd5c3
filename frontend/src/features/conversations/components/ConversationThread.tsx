import type { Conversation, ConversationMessage } from '@trio/contracts/http/conversations';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { MessageId } from '../../../i18n/message-ids';
import { useText } from '../../../i18n/use-text';
import { useDocumentTitle, pageTitle } from '../../../lib/page-title';
import { ApiError } from '../../../lib/problem';
import { conversationQueryKey } from '../api/get-conversation';
import { markRead } from '../api/mark-read';
import { postMessage } from '../api/post-message';
import { uploadImage } from '../api/upload-image';
import { messageTime } from '../format';
import { useLiveMessages, type LiveState } from '../live/use-live-messages';
import { newestSeq } from '../live/merge-messages';
import { otherMembers } from './InboxList';
import { MessageComposer } from './MessageComposer';
import { MessageImages } from './MessageImages';

const LIVE_NOTE_IDS: Record<LiveState, MessageId | null> = {
  loading: 'conversations.live.loading',
  live: 'conversations.live.live',
  reconnecting: 'conversations.live.reconnecting',
  polling: 'conversations.live.polling',
  error: null,
};

const BACK_ICON = '←';

/** Whether someone besides the author has read the message. */
function seenByOthers(message: ConversationMessage): boolean {
  return message.readBy.some((id) => id !== message.author.id);
}

/** One conversation: its messages oldest first, live, read marks, and the text box (disabled when closed). */
export function ConversationThread({ conversation }: { conversation: Conversation }) {
  useDocumentTitle(pageTitle(conversation.title));
  const queryClient = useQueryClient();
  const t = useText();
  const { locale } = useIntl();
  const { messages, state, error, merge } = useLiveMessages(conversation._id, conversation.members.length);
  const markedUpTo = useRef(conversation.readUpTo);
  const newest = newestSeq(messages);
  const end = useRef<HTMLLIElement>(null);

  // What is shown is read: the read mark moves up to the newest message held.
  useEffect(() => {
    if (newest <= markedUpTo.current) return;
    markedUpTo.current = newest;
    markRead(conversation._id, newest).then(
      () => void queryClient.invalidateQueries({ queryKey: ['conversations', 'inbox'] }),
      () => {
        markedUpTo.current = Math.min(markedUpTo.current, newest - 1);
      },
    );
  }, [conversation._id, newest, queryClient]);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);

  const upload = async (file: File, onProgress: (share: number) => void) =>
    (await uploadImage(conversation._id, file, onProgress)).imageId;

  const send = async (text: string, imageIds: string[], key: string) => {
    try {
      merge([await postMessage(conversation._id, text, key, imageIds)]);
    } catch (cause) {
      // Closed meanwhile: the conversation is read again, so the box says why.
      if (cause instanceof ApiError && cause.code === 'CONVERSATION_CLOSED') {
        void queryClient.invalidateQueries({ queryKey: conversationQueryKey(conversation._id) });
      }
      throw cause;
    }
  };

  const others = otherMembers(conversation);
  const liveNoteId = LIVE_NOTE_IDS[state];
  return (
    <section className="thread" aria-labelledby="thread-title">
      <header className="thread__header">
        <Link to={paths.inbox} className="thread__back">
          <span aria-hidden="true">{BACK_ICON}</span> {t('conversations.thread.back')}
        </Link>
        <h2 id="thread-title" className="thread__title">
          {conversation.title}
        </h2>
        {others ? <p className="thread__members">{t('conversations.thread.with', { names: others })}</p> : null}
        <p className="thread__live" role="status">
          {liveNoteId ? t(liveNoteId) : null}
        </p>
      </header>
      {error ? (
        <p className="thread__error" role="alert">
          {error.message}
        </p>
      ) : null}
      <ol className="thread__messages" aria-label={t('conversations.thread.messages')} aria-live="polite" aria-relevant="additions">
        {messages.map((message) => {
          const mine = message.author.id === conversation.me.id;
          return (
            <li
              key={message.seq}
              className={`thread__message${mine ? ' thread__message--mine' : ''}`}
              ref={message.seq === newest ? end : undefined}
            >
              <p className="thread__meta">
                <span className="thread__author">{mine ? t('conversations.thread.you') : message.author.name}</span>{' '}
                <time dateTime={message.createdAt}>{messageTime(message.createdAt, locale)}</time>
              </p>
              {message.text ? <p className="thread__text">{message.text}</p> : null}
              <MessageImages
                conversationId={conversation._id}
                images={message.images ?? []}
                authorName={mine ? null : message.author.name}
              />
              {mine && seenByOthers(message) ? <p className="thread__seen">{t('conversations.thread.seen')}</p> : null}
            </li>
          );
        })}
      </ol>
      {state !== 'loading' && !error && messages.length === 0 ? (
        <p className="thread__empty">{t('conversations.thread.empty')}</p>
      ) : null}
      <MessageComposer
        send={send}
        upload={upload}
        closedReason={conversation.open ? null : (conversation.closedReason ?? '')}
      />
    </section>
  );
}
