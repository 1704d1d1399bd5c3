import { useText } from '../../i18n/use-text';
import { useOpenPrivateImage } from '../../lib/private-image';

/**
 * A private photo's thumbnail (an object URL, null while it loads) as a button that opens its full size in a new tab;
 * says so when the full size cannot be fetched. A repair's photos and an inspected room's use it.
 */
export function PrivatePhotoThumb({
  thumbnailUrl,
  fullUrl,
  className,
  alt,
  loading,
}: {
  thumbnailUrl: string | null;
  fullUrl: string;
  className: string;
  alt: string;
  loading: string;
}) {
  const t = useText();
  const full = useOpenPrivateImage();
  return (
    <>
      <button type="button" className={className} onClick={() => full.open(fullUrl)}>
        {thumbnailUrl ? <img src={thumbnailUrl} alt={alt} /> : <span>{loading}</span>}
      </button>
      {full.failed ? (
        <span className="field-error" role="alert">
          {t('common.privatePhoto.openFailed')}
        </span>
      ) : null}
    </>
  );
}
