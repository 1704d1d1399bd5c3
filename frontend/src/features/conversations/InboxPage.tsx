import { useParams } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { useConversation } from './api/get-conversation';
import { useInbox } from './api/get-inbox';
import { ConversationThread } from './components/ConversationThread';
import { InboxList } from './components/InboxList';
import './InboxPage.css';

/** The Inbox list alone (also the Landlord Dashboard's Inbox tab). */
export function InboxPanel({ currentId }: { currentId?: string }) {
  const inbox = useInbox();
  if (inbox.isPending) return <Spinner label="Loading your conversations" />;
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
  if (conversation.isPending) return <Spinner label="Loading the conversation" />;
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
  return (
    <main id="main" className={`page inbox${id ? ' inbox--thread' : ''}`}>
      <h1 className="inbox__heading">Inbox</h1>
      <div className="inbox__layout">
        <nav className="inbox__list" aria-label="Conversations">
          <InboxPanel currentId={id} />
        </nav>
        <div className="inbox__thread">
          {id ? <ConversationPane id={id} /> : <p className="inbox__choose">Choose a conversation to read it.</p>}
        </div>
      </div>
    </main>
  );
}
