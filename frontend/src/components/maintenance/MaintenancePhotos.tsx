import type { MaintenancePhoto } from '@trio/contracts/http/maintenance';
import { useText } from '../../i18n/use-text';
import { usePrivateImageUrl } from '../../lib/private-image';
import { fetchMaintenancePhoto } from './maintenance-api';

/** One private photo: fetched with the caller's token, shown from an object URL, linked to its full size. */
function Photo({ photo, index }: { photo: MaintenancePhoto; index: number }) {
  const t = useText();
  const thumbnail = usePrivateImageUrl(['maintenance', 'photo', photo.thumbnailUrl], (signal) =>
    fetchMaintenancePhoto(photo.thumbnailUrl, signal),
  );

  async function openFull() {
    const blob = await fetchMaintenancePhoto(photo.url);
    const full = URL.createObjectURL(blob);
    window.open(full, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(full), 60_000);
  }

  if (thumbnail.failed) {
    return (
      <span className="maintenance-photos__missing">{t('maintenance.photo.unavailable', { number: index + 1 })}</span>
    );
  }
  return (
    <button type="button" className="maintenance-photos__thumb" onClick={() => void openFull()}>
      {thumbnail.url ? (
        <img src={thumbnail.url} alt={t('maintenance.photo.alt', { number: index + 1 })} />
      ) : (
        <span>{t('maintenance.photo.loading')}</span>
      )}
    </button>
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
