import type { ConversationMessageImage } from '@trio/contracts/http/conversations';
import { useState } from 'react';
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
  const [opening, setOpening] = useState<'idle' | 'opening' | 'failed'>('idle');

  // The web size, private like the thumbnail: fetched with the session, shown in a new tab from an object URL.
  async function openFull() {
    setOpening('opening');
    try {
      const full = URL.createObjectURL(await fetchConversationImage(conversationId, image.id, 'web'));
      window.open(full, '_blank', 'noopener');
      setTimeout(() => URL.revokeObjectURL(full), 60_000);
      setOpening('idle');
    } catch {
      setOpening('failed');
    }
  }

  if (thumbnail.failed) return <span className="thread__image-missing">{alt}: could not be loaded.</span>;
  return (
    <>
      <button
        type="button"
        className="thread__image"
        onClick={() => void openFull()}
        aria-label={`${alt}, open the full size in a new tab`}
      >
        {thumbnail.url ? (
          <img src={thumbnail.url} alt={alt} width={image.width} height={image.height} />
        ) : (
          <span className="thread__image-loading">Loading photo…</span>
        )}
      </button>
      {opening === 'failed' ? (
        <span className="thread__image-missing" role="alert">
          The full size of {alt.toLowerCase()} could not be opened; try again.
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
  /** "Rohan Kulkarni", or "you" for the caller's own. */
  authorName: string;
}) {
  if (images.length === 0) return null;
  return (
    <ul className="thread__images" aria-label={images.length === 1 ? 'Photo' : `${images.length} photos`}>
      {images.map((image, index) => (
        <li key={image.id}>
          <MessageImage conversationId={conversationId} image={image} alt={`Photo ${index + 1} from ${authorName}`} />
        </li>
      ))}
    </ul>
  );
}
