import { CONVERSATION_MESSAGE_MAX_CHARS } from '@trio/contracts/http/conversations';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';

interface MessageComposerProps {
  /** Sends one message; `key` stays the same for retries of this same message. Rejects with what went wrong. */
  send(text: string, key: string): Promise<void>;
  /** Set when the conversation is closed: the box is disabled and says why. */
  closedReason: string | null;
}

const count = (n: number) => n.toLocaleString('en-IN');

/** The text box under a thread: up to 4,000 characters with a counter; Enter sends, Shift+Enter starts a new line. */
export function MessageComposer({ send, closedReason }: MessageComposerProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per message meant: kept while the same draft is retried, new once it was sent.
  const key = useRef<string | null>(null);
  const boxId = useId();
  const counterId = useId();
  const closed = closedReason !== null;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const message = text.trim();
    if (closed || sending || message.length === 0) return;
    key.current ??= crypto.randomUUID();
    setSending(true);
    setError(null);
    try {
      await send(message, key.current);
      key.current = null;
      setText('');
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'The message could not be sent.');
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form className="composer" onSubmit={(event) => void submit(event)}>
      {closed ? (
        <p className="composer__closed" role="status">
          {closedReason || 'This conversation is closed.'}
        </p>
      ) : null}
      <label htmlFor={boxId} className="composer__label">
        Your message
      </label>
      <textarea
        id={boxId}
        className="composer__box"
        value={text}
        maxLength={CONVERSATION_MESSAGE_MAX_CHARS}
        rows={3}
        disabled={closed}
        aria-describedby={counterId}
        onChange={(event) => {
          setText(event.target.value);
          key.current = null;
        }}
        onKeyDown={onKeyDown}
      />
      <div className="composer__row">
        <span id={counterId} className="composer__counter">
          {count(text.length)} / {count(CONVERSATION_MESSAGE_MAX_CHARS)} characters. Enter sends, Shift+Enter starts a
          new line.
        </span>
        <button
          type="submit"
          className="button button--primary"
          disabled={closed || sending || text.trim().length === 0}
        >
          {sending ? 'Sending…' : 'Send'}
        </button>
      </div>
      {error ? (
        <p className="composer__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
