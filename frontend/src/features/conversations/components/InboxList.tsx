import type { Conversation } from '@trio/contracts/http/conversations';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useFormats, useText } from '../../../i18n/use-text';
import { messageTime } from '../format';

interface InboxListProps {
  conversations: readonly Conversation[];
  /** The conversation shown beside the list, if any. */
  currentId?: string;
}

/** The others in a conversation, by name: "Rohan Kulkarni, Meera Iyer". */
export function otherMembers(conversation: Conversation): string {
  return conversation.members
    .filter((member) => member.id !== conversation.me.id)
    .map((member) => member.name)
    .join(', ');
}

/** The caller's conversations, newest activity first: title, the others, last message, time and unread count. */
export function InboxList({ conversations, currentId }: InboxListProps) {
  const t = useText();
  const { count } = useFormats();
  const { locale } = useIntl();
  if (conversations.length === 0) {
    return <p className="inbox-list__empty">{t('conversations.list.empty')}</p>;
  }
  return (
    <ul className="inbox-list">
      {conversations.map((conversation) => {
        const unread = conversation.unreadCount;
        const others = otherMembers(conversation);
        return (
          <li key={conversation._id}>
            <NavLink
              to={paths.conversation(conversation._id)}
              className={`inbox-list__item${unread > 0 ? ' inbox-list__item--unread' : ''}`}
              aria-current={conversation._id === currentId ? 'page' : undefined}
            >
              <span className="inbox-list__title">{conversation.title}</span>
              {others ? <span className="inbox-list__members">{others}</span> : null}
              <span className="inbox-list__preview">
                {conversation.lastMessage
                  ? t('conversations.list.preview', {
                      author: conversation.lastMessage.authorName,
                      text: conversation.lastMessage.text,
                    })
                  : t('conversations.list.noMessages')}
              </span>
              {conversation.lastMessage ? (
                <time className="inbox-list__time" dateTime={conversation.lastMessage.createdAt}>
                  {messageTime(conversation.lastMessage.createdAt, locale)}
                </time>
              ) : null}
              {unread > 0 ? (
                <span className="inbox-list__badge">
                  {count(unread)}
                  <span className="visually-hidden"> {t('conversations.list.unread')}</span>
                </span>
              ) : null}
              {conversation.open ? null : <span className="inbox-list__closed">{t('conversations.list.closed')}</span>}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
