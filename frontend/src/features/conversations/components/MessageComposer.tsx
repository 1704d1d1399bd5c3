import { CONVERSATION_MESSAGE_MAX_CHARS, CONVERSATION_MESSAGE_MAX_IMAGES } from '@trio/contracts/http/conversations';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { checkImageFiles, IMAGE_ACCEPT, IMAGE_LIMITS_HINT } from '../../../lib/image-files';
import { ApiError } from '../../../lib/problem';

interface MessageComposerProps {
  /**
   * Sends one message with the photos uploaded for it (their ids); `key` stays the same for retries of this same
   * message. Rejects with what went wrong.
   */
  send(text: string, imageIds: string[], key: string): Promise<void>;
  /** Uploads one photo for the next message; resolves to its id. `onProgress` gets the share sent, 0 to 1. */
  upload(file: File, onProgress: (share: number) => void): Promise<string>;
  /** Set when the conversation is closed: the box is disabled and says why. */
  closedReason: string | null;
}

/** A photo chosen for the next message: uploading, uploaded (its id), or refused (why). */
interface Attachment {
  key: string;
  file: File;
  /** An object URL of the chosen file, for its preview (null where the browser makes none). */
  preview: string | null;
  progress: number;
  imageId: string | null;
  error: string | null;
}

const count = (n: number) => n.toLocaleString('en-IN');
const percent = (share: number) => `${Math.round(share * 100)} %`;

/** What went wrong with a photo's upload, in words the sender understands. */
function uploadRefusal(name: string, cause: unknown): string {
  if (cause instanceof ApiError) {
    switch (cause.code) {
      case 'UNSUPPORTED_IMAGE_TYPE':
        return `${name} is not a JPEG, PNG or WebP image the server could read.`;
      case 'IMAGE_TOO_LARGE':
      case 'PAYLOAD_TOO_LARGE':
        return `${name} is too large: a photo can be at most 10 MB.`;
      case 'CONVERSATION_CLOSED':
        return cause.message;
      case 'NETWORK_ERROR':
        return `${name} could not be uploaded: check your connection, then remove it and add it again.`;
    }
  }
  return `${name} could not be uploaded. Remove it and add it again.`;
}

/** What went wrong with sending, in words: a photo no longer sendable is named as such. */
function sendRefusal(cause: unknown): string {
  if (cause instanceof ApiError && cause.code === 'IMAGE_NOT_AVAILABLE') {
    return 'A photo could not be sent with this message: remove the photos and add them again.';
  }
  return cause instanceof Error ? cause.message : 'The message could not be sent.';
}

const previewOf = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
const forget = (attachment: Attachment) => {
  if (attachment.preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(attachment.preview);
};

/**
 * The text box under a thread: up to 4,000 characters with a counter; Enter sends, Shift+Enter starts a new line.
 * "Add photos" takes up to 5 photos, each checked at once (the servers' rule), uploaded as soon as chosen with its
 * progress, previewed with a button to remove it; a message may be photos alone.
 */
export function MessageComposer({ send, upload, closedReason }: MessageComposerProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  // One key per message meant: kept while the same draft is retried, new once it was sent or changed.
  const key = useRef<string | null>(null);
  const boxId = useId();
  const counterId = useId();
  const photosId = useId();
  const photosHintId = useId();
  const closed = closedReason !== null;
  const uploading = attachments.some((a) => a.imageId === null && a.error === null);
  const failed = attachments.some((a) => a.error !== null);
  const imageIds = attachments.flatMap((a) => (a.imageId ? [a.imageId] : []));
  const room = CONVERSATION_MESSAGE_MAX_IMAGES - attachments.length;
  const canSend = !closed && !sending && !uploading && !failed && (text.trim().length > 0 || imageIds.length > 0);

  // The previews' object URLs go when the composer does.
  const held = useRef(attachments);
  useEffect(() => {
    held.current = attachments;
  }, [attachments]);
  useEffect(() => () => held.current.forEach(forget), []);

  const update = (attachmentKey: string, change: Partial<Attachment>) =>
    setAttachments((all) => all.map((a) => (a.key === attachmentKey ? { ...a, ...change } : a)));

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const { accepted, refused } = await checkImageFiles(input.files);
    input.value = '';
    const taken = accepted.slice(0, Math.max(room, 0));
    const left = accepted.length - taken.length;
    setRefusals([
      ...refused,
      ...(left > 0
        ? [
            `A message can carry up to ${CONVERSATION_MESSAGE_MAX_IMAGES} photos: ${left} ${left === 1 ? 'photo was' : 'photos were'} not added.`,
          ]
        : []),
    ]);
    if (taken.length === 0) return;
    key.current = null;
    const added = taken.map<Attachment>((file) => ({
      key: crypto.randomUUID(),
      file,
      preview: previewOf(file),
      progress: 0,
      imageId: null,
      error: null,
    }));
    setAttachments((all) => [...all, ...added]);
    for (const attachment of added) {
      upload(attachment.file, (share) => update(attachment.key, { progress: share })).then(
        (imageId) => update(attachment.key, { imageId, progress: 1 }),
        (cause: unknown) => update(attachment.key, { error: uploadRefusal(attachment.file.name, cause) }),
      );
    }
  };

  const remove = (attachment: Attachment) => {
    forget(attachment);
    key.current = null;
    setAttachments((all) => all.filter((a) => a.key !== attachment.key));
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const message = text.trim();
    if (!canSend) return;
    key.current ??= crypto.randomUUID();
    setSending(true);
    setError(null);
    try {
      await send(message, imageIds, key.current);
      key.current = null;
      setText('');
      attachments.forEach(forget);
      setAttachments([]);
      setRefusals([]);
    } catch (cause) {
      setError(sendRefusal(cause));
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
      <div className="composer__photos">
        <label htmlFor={photosId} className="composer__label">
          Add photos (up to {CONVERSATION_MESSAGE_MAX_IMAGES})
        </label>
        <input
          id={photosId}
          type="file"
          className="composer__file"
          accept={IMAGE_ACCEPT}
          multiple
          disabled={closed || room <= 0}
          aria-describedby={photosHintId}
          onChange={(event) => void choose(event)}
        />
        <span id={photosHintId} className="composer__counter">
          {IMAGE_LIMITS_HINT} {attachments.length} of {CONVERSATION_MESSAGE_MAX_IMAGES} chosen.
        </span>
        {refusals.length > 0 ? (
          <ul className="composer__error" role="alert">
            {refusals.map((refusal) => (
              <li key={refusal}>{refusal}</li>
            ))}
          </ul>
        ) : null}
        {attachments.length > 0 ? (
          <ul className="composer__attachments" aria-label="Photos to send">
            {attachments.map((attachment, index) => {
              const name = `Photo ${index + 1} (${attachment.file.name})`;
              return (
                <li key={attachment.key} className="composer__attachment">
                  {attachment.preview ? <img src={attachment.preview} alt={`${name}, to send`} /> : null}
                  <span className="composer__attachment-state">
                    {attachment.error ? (
                      <span role="alert">{attachment.error}</span>
                    ) : attachment.imageId ? (
                      <span>Ready to send</span>
                    ) : (
                      <>
                        <progress value={attachment.progress} max={1} aria-label={`Uploading ${name}`} />{' '}
                        <span>Uploading… {percent(attachment.progress)}</span>
                      </>
                    )}
                  </span>
                  <button
                    type="button"
                    className="button composer__remove"
                    aria-label={`Remove ${name}`}
                    onClick={() => remove(attachment)}
                  >
                    Remove
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
      <div className="composer__row">
        <span id={counterId} className="composer__counter">
          {count(text.length)} / {count(CONVERSATION_MESSAGE_MAX_CHARS)} characters. Enter sends, Shift+Enter starts a
          new line.
        </span>
        <button type="submit" className="button button--primary" disabled={!canSend}>
          {sending ? 'Sending…' : uploading ? 'Uploading photos…' : 'Send'}
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
