import type { DepositRoomPhoto } from '@trio/contracts/http/payments';
import { useText } from '../../i18n/use-text';
import { fetchPrivateImage, useOpenPrivateImage, usePrivateImageUrl } from '../../lib/private-image';

/** One private photo: fetched with the caller's token, shown from an object URL, opening its web size. */
function Photo({ photo, room, index }: { photo: DepositRoomPhoto; room: string; index: number }) {
  const t = useText();
  const thumbnail = usePrivateImageUrl(['deposit', 'photo', photo.thumbnailUrl], (signal) =>
    fetchPrivateImage(photo.thumbnailUrl, signal),
  );
  const full = useOpenPrivateImage();

  if (thumbnail.failed) {
    return (
      <li className="inspection-photos__missing">
        {t('common.inspectionPhotos.unavailable', { number: index + 1, room })}
      </li>
    );
  }
  return (
    <li>
      <button type="button" className="inspection-photos__thumb" onClick={() => full.open(photo.url)}>
        {thumbnail.url ? (
          <img src={thumbnail.url} alt={t('common.inspectionPhotos.alt', { number: index + 1, room })} />
        ) : (
          <span>{t('common.inspectionPhotos.loading')}</span>
        )}
      </button>
      {full.failed ? (
        <span className="field-error" role="alert">
          {t('common.privatePhoto.openFailed')}
        </span>
      ) : null}
    </li>
  );
}

/** The photos of one inspected room, for the manager, the renter and the landlord; nothing when it has none. */
export function InspectionPhotos({ room, photos }: { room: string; photos: readonly DepositRoomPhoto[] }) {
  const t = useText();
  if (photos.length === 0) return null;
  return (
    <ul className="inspection-photos" aria-label={t('common.inspectionPhotos.label', { room })}>
      {photos.map((photo, index) => (
        <Photo key={photo.id} photo={photo} room={room} index={index} />
      ))}
    </ul>
  );
}
