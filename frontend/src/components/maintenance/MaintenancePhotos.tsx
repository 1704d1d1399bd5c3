import type { MaintenancePhoto } from '@trio/contracts/http/maintenance';
import { useText } from '../../i18n/use-text';
import { fetchPrivateImage, useOpenPrivateImage, usePrivateImageUrl } from '../../lib/private-image';

/** One private photo: fetched with the caller's token, shown from an object URL, linked to its full size. */
function Photo({ photo, index }: { photo: MaintenancePhoto; index: number }) {
  const t = useText();
  const thumbnail = usePrivateImageUrl(['maintenance', 'photo', photo.thumbnailUrl], (signal) =>
    fetchPrivateImage(photo.thumbnailUrl, signal),
  );
  const full = useOpenPrivateImage();

  if (thumbnail.failed) {
    return (
      <span className="maintenance-photos__missing">{t('maintenance.photo.unavailable', { number: index + 1 })}</span>
    );
  }
  return (
    <>
      <button type="button" className="maintenance-photos__thumb" onClick={() => full.open(photo.url)}>
        {thumbnail.url ? (
          <img src={thumbnail.url} alt={t('maintenance.photo.alt', { number: index + 1 })} />
        ) : (
          <span>{t('maintenance.photo.loading')}</span>
        )}
      </button>
      {full.failed ? (
        <span className="field-error" role="alert">
          {t('common.privatePhoto.openFailed')}
        </span>
      ) : null}
    </>
  );
}

/** The photos of a request, for everyone who may see it. */
export function MaintenancePhotos({ photos }: { photos: readonly MaintenancePhoto[] }) {
  const t = useText();
  if (photos.length === 0) return null;
  return (
    <div className="maintenance-photos" aria-label={t('maintenance.photos')}>
      {photos.map((photo, index) => (
        <Photo key={photo.id} photo={photo} index={index} />
      ))}
    </div>
  );
}
