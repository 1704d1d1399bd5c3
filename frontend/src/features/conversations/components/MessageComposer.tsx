import { CONVERSATION_MESSAGE_MAX_CHARS, CONVERSATION_MESSAGE_MAX_IMAGES } from '@trio/contracts/http/conversations';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import type { MessageId } from '../../../i18n/message-ids';
import { useText, type MessageValues } from '../../../i18n/use-text';
import { checkImageFiles, IMAGE_ACCEPT, imageLimitsHint } from '../../../lib/image-files';
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

/** Something said to the sender: one of our messages, or a text as it came (the server's or the file check's). */
type Said = { id: MessageId; values?: MessageValues } | string;

/** A photo chosen for the next message: uploading, uploaded (its id), or refused (why). */
interface Attachment {
  key: string;
  file: File;
  /** An object URL of the chosen file, for its preview (null where the browser makes none). */
  preview: string | null;
  progress: number;
  imageId: string | null;
  error: Said | null;
}

const percent = (share: number) => Math.round(share * 100);

/** What went wrong with a photo's upload, in words the sender understands. */
function uploadRefusal(name: string, cause: unknown): Said {
  if (cause instanceof ApiError) {
    switch (cause.code) {
      case 'UNSUPPORTED_IMAGE_TYPE':
        return { id: 'conversations.composer.unsupported', values: { name } };
      case 'IMAGE_TOO_LARGE':
      case 'PAYLOAD_TOO_LARGE':
        return { id: 'conversations.composer.tooLarge', values: { name } };
      case 'CONVERSATION_CLOSED':
        return cause.message;
      case 'NETWORK_ERROR':
        return { id: 'conversations.composer.offline', values: { name } };
    }
  }
  return { id: 'conversations.composer.uploadFailed', values: { name } };
}

/** What went wrong with sending, in words: a photo no longer sendable is named as such. */
function sendRefusal(cause: unknown): Said {
  if (cause instanceof ApiError && cause.code === 'IMAGE_NOT_AVAILABLE') {
    return { id: 'conversations.composer.photoUnavailable' };
  }
  return cause instanceof Error ? cause.message : { id: 'conversations.composer.sendFailed' };
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
  const t = useText();
  const say = (said: Said) => (typeof said === 'string' ? said : t(said.id, said.values));
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<Said | null>(null);
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [refusals, setRefusals] = useState<Said[]>([]);
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
    const { accepted, refused } = await checkImageFiles(input.files, t);
    input.value = '';
    const taken = accepted.slice(0, Math.max(room, 0));
    const left = accepted.length - taken.length;
    setRefusals([
      ...refused,
      ...(left > 0
        ? [
            {
              id: 'conversations.composer.tooMany',
              values: { max: CONVERSATION_MESSAGE_MAX_IMAGES, left },
            } satisfies Said,
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
          {closedReason || t('conversations.composer.closed')}
        </p>
      ) : null}
      <label htmlFor={boxId} className="composer__label">
        {t('conversations.composer.label')}
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
          {t('conversations.composer.addPhotos', { max: CONVERSATION_MESSAGE_MAX_IMAGES })}
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
          {imageLimitsHint(t)}{' '}
          {t('conversations.composer.chosen', { chosen: attachments.length, max: CONVERSATION_MESSAGE_MAX_IMAGES })}
        </span>
        {refusals.length > 0 ? (
          <ul className="composer__error" role="alert">
            {refusals.map((refusal, index) => (
              <li key={index}>{say(refusal)}</li>
            ))}
          </ul>
        ) : null}
        {attachments.length > 0 ? (
          <ul className="composer__attachments" aria-label={t('conversations.composer.toSend')}>
            {attachments.map((attachment, index) => {
              const name = t('conversations.composer.photoName', { number: index + 1, file: attachment.file.name });
              return (
                <li key={attachment.key} className="composer__attachment">
                  {attachment.preview ? <img src={attachment.preview} alt={t('conversations.composer.previewAlt', { name })} /> : null}
                  <span className="composer__attachment-state">
                    {attachment.error ? (
                      <span role="alert">{say(attachment.error)}</span>
                    ) : attachment.imageId ? (
                      <span>{t('conversations.composer.ready')}</span>
                    ) : (
                      <>
                        <progress value={attachment.progress} max={1} aria-label={t('conversations.composer.uploadingName', { name })} />{' '}
                        <span>{t('conversations.composer.uploadingPercent', { percent: percent(attachment.progress) })}</span>
                      </>
                    )}
                  </span>
                  <button
                    type="button"
                    className="button composer__remove"
                    aria-label={t('conversations.composer.removeName', { name })}
                    onClick={() => remove(attachment)}
                  >
                    {t('conversations.composer.remove')}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
      <div className="composer__row">
        <span id={counterId} className="composer__counter">
          {t('conversations.composer.counter', { length: text.length, max: CONVERSATION_MESSAGE_MAX_CHARS })}
        </span>
        <button type="submit" className="button button--primary" disabled={!canSend}>
          {sending
            ? t('conversations.composer.sending')
            : uploading
              ? t('conversations.composer.uploadingPhotos')
              : t('conversations.composer.send')}
        </button>
      </div>
      {error ? (
        <p className="composer__error" role="alert">
          {say(error)}
        </p>
      ) : null}
    </form>
  );
}
