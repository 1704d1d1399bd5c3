import type { ConversationMessageImage } from '@trio/contracts/http/conversations';
import { useState } from 'react';
import { useText } from '../../../i18n/use-text';
import { openFileInNewTab } from '../../../lib/files';
import { fetchConversationImage, useConversationImageUrl } from '../api/get-image';

/** One photo of a message: its thumbnail, fetched with the caller's session; pressing it opens the web size. */
function MessageImage({
  conversationId,
  image,
  alt,
}: {
  conversationId: string;
  image: ConversationMessageImage;
  alt: string;
}) {
  const thumbnail = useConversationImageUrl(conversationId, image.id, 'thumbnail');
  const t = useText();
  const [opening, setOpening] = useState<'idle' | 'opening' | 'failed'>('idle');

  // The web size, private like the thumbnail: fetched with the session, shown in a tab opened inside the click.
  async function openFull() {
    setOpening('opening');
    try {
      await openFileInNewTab(() => fetchConversationImage(conversationId, image.id, 'web'));
      setOpening('idle');
    } catch {
      setOpening('failed');
    }
  }

  if (thumbnail.failed)
    return <span className="thread__image-missing">{t('conversations.image.failed', { photo: alt })}</span>;
  return (
    <>
      <button
        type="button"
        className="thread__image"
        onClick={() => void openFull()}
        aria-label={t('conversations.image.open', { photo: alt })}
      >
        {thumbnail.url ? (
          <img src={thumbnail.url} alt={alt} width={image.width} height={image.height} />
        ) : (
          <span className="thread__image-loading">{t('conversations.image.loading')}</span>
        )}
      </button>
      {opening === 'failed' ? (
        <span className="thread__image-missing" role="alert">
          {t('conversations.image.openFailed', { photo: alt.toLocaleLowerCase() })}
        </span>
      ) : null}
    </>
  );
}

/** A message's photos, each named by its place and author ("Photo 1 from Rohan Kulkarni"). */
export function MessageImages({
  conversationId,
  images,
  authorName,
}: {
  conversationId: string;
  images: readonly ConversationMessageImage[];
  /** "Rohan Kulkarni", or null for the caller's own ("Photo 1 from you"). */
  authorName: string | null;
}) {
  const t = useText();
  if (images.length === 0) return null;
  return (
    <ul className="thread__images" aria-label={t('conversations.image.list', { count: images.length })}>
      {images.map((image, index) => (
        <li key={image.id}>
          <MessageImage
            conversationId={conversationId}
            image={image}
            alt={
              authorName === null
                ? t('conversations.image.fromYou', { number: index + 1 })
                : t('conversations.image.from', { number: index + 1, author: authorName })
            }
          />
        </li>
      ))}
    </ul>
  );
}
