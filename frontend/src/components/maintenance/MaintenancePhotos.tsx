import type { MaintenancePhoto } from '@trio/contracts/http/maintenance';
import { useText } from '../../i18n/use-text';
import { fetchPrivateImage, usePrivateImageUrl } from '../../lib/private-image';
import { PrivatePhotoThumb } from '../private-photo/PrivatePhotoThumb';

/** One private photo: fetched with the caller's token, shown from an object URL, linked to its full size. */
function Photo({ photo, index }: { photo: MaintenancePhoto; index: number }) {
  const t = useText();
  const thumbnail = usePrivateImageUrl(['maintenance', 'photo', photo.thumbnailUrl], (signal) =>
    fetchPrivateImage(photo.thumbnailUrl, signal),
  );

  if (thumbnail.failed) {
    return (
      <span className="maintenance-photos__missing">{t('maintenance.photo.unavailable', { number: index + 1 })}</span>
    );
  }
  return (
    <PrivatePhotoThumb
      thumbnailUrl={thumbnail.url}
      fullUrl={photo.url}
      className="maintenance-photos__thumb"
      alt={t('maintenance.photo.alt', { number: index + 1 })}
      loading={t('maintenance.photo.loading')}
    />
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
