import { useParams } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { useText } from '../../i18n/use-text';
import { useConversation } from './api/get-conversation';
import { useInbox } from './api/get-inbox';
import { ConversationThread } from './components/ConversationThread';
import { InboxList } from './components/InboxList';
import './InboxPage.css';

/** The Inbox list alone (also the Landlord Dashboard's Inbox tab). */
export function InboxPanel({ currentId }: { currentId?: string }) {
  const inbox = useInbox();
  const t = useText();
  if (inbox.isPending) return <Spinner label={t('conversations.loadingList')} />;
  if (inbox.isError) {
    return (
      <p className="inbox__error" role="alert">
        {inbox.error.message}
      </p>
    );
  }
  return <InboxList conversations={inbox.data.conversations} currentId={currentId} />;
}

function ConversationPane({ id }: { id: string }) {
  const conversation = useConversation(id);
  const t = useText();
  if (conversation.isPending) return <Spinner label={t('conversations.loadingThread')} />;
  if (conversation.isError) {
    return (
      <p className="inbox__error" role="alert">
        {conversation.error.message}
      </p>
    );
  }
  return <ConversationThread key={id} conversation={conversation.data} />;
}

/**
 * `/inbox` and `/inbox/:id`: the list and the open conversation side by side on wide screens; on a phone the list
 * and the thread are separate screens (the thread has a way back to the list).
 */
export function InboxPage() {
  const { id } = useParams<{ id: string }>();
  const t = useText();
  return (
    <main id="main" className={`page inbox${id ? ' inbox--thread' : ''}`}>
      <h1 className="inbox__heading">{t('conversations.title')}</h1>
      <div className="inbox__layout">
        <nav className="inbox__list" aria-label={t('conversations.listLabel')}>
          <InboxPanel currentId={id} />
        </nav>
        <div className="inbox__thread">
          {id ? <ConversationPane id={id} /> : <p className="inbox__choose">{t('conversations.choose')}</p>}
        </div>
      </div>
    </main>
  );
}
