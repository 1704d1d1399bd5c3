import type { DepositRoomPhoto } from '@trio/contracts/http/payments';
import { useText } from '../../i18n/use-text';
import { fetchPrivateImage, usePrivateImageUrl } from '../../lib/private-image';
import { PrivatePhotoThumb } from '../private-photo/PrivatePhotoThumb';

/** One private photo: fetched with the caller's token, shown from an object URL, opening its web size. */
function Photo({ photo, room, index }: { photo: DepositRoomPhoto; room: string; index: number }) {
  const t = useText();
  const thumbnail = usePrivateImageUrl(['deposit', 'photo', photo.thumbnailUrl], (signal) =>
    fetchPrivateImage(photo.thumbnailUrl, signal),
  );

  if (thumbnail.failed) {
    return (
      <li className="inspection-photos__missing">
        {t('common.inspectionPhotos.unavailable', { number: index + 1, room })}
      </li>
    );
  }
  return (
    <li>
      <PrivatePhotoThumb
        thumbnailUrl={thumbnail.url}
        fullUrl={photo.url}
        className="inspection-photos__thumb"
        alt={t('common.inspectionPhotos.alt', { number: index + 1, room })}
        loading={t('common.inspectionPhotos.loading')}
      />
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
