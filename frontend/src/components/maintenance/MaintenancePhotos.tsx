import type { MaintenancePhoto } from '@trio/contracts/http/maintenance';
import { usePrivateImageUrl } from '../../lib/private-image';
import { fetchMaintenancePhoto } from './maintenance-api';

/** One private photo: fetched with the caller's token, shown from an object URL, linked to its full size. */
function Photo({ photo, index }: { photo: MaintenancePhoto; index: number }) {
  const thumbnail = usePrivateImageUrl(['maintenance', 'photo', photo.thumbnailUrl], (signal) =>
    fetchMaintenancePhoto(photo.thumbnailUrl, signal),
  );

  async function openFull() {
    const blob = await fetchMaintenancePhoto(photo.url);
    const full = URL.createObjectURL(blob);
    window.open(full, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(full), 60_000);
  }

  if (thumbnail.failed) return <span className="maintenance-photos__missing">Photo {index + 1} unavailable</span>;
  return (
    <button type="button" className="maintenance-photos__thumb" onClick={() => void openFull()}>
      {thumbnail.url ? (
        <img src={thumbnail.url} alt={`Photo ${index + 1} of the request`} />
      ) : (
        <span>Loading photo…</span>
      )}
    </button>
  );
}

/** The photos of a request, for everyone who may see it. */
export function MaintenancePhotos({ photos }: { photos: readonly MaintenancePhoto[] }) {
  if (photos.length === 0) return null;
  return (
    <div className="maintenance-photos" aria-label="Photos">
      {photos.map((photo, index) => (
        <Photo key={photo.id} photo={photo} index={index} />
      ))}
    </div>
  );
}
