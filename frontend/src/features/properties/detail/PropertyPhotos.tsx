import { useState } from 'react';
import { Dialog } from '../../../components/Dialog';
import { MAIN_PHOTO_SIZES, propertyImageSrcSet, propertyImageUrl } from '../../../lib/property-images';
import placeholderImageUrl from '../../../components/property-card/property-placeholder.svg';
import { PhotoGrid } from './PhotoGrid';
import { logger } from '../../../lib/logger';

interface PropertyPhotosProps {
  propertyName: string;
  imageIds: readonly string[];
  /** Told when the large image has loaded (or failed), so less urgent work can start. */
  onMainImageSettled?: () => void;
}

/** The large photo (the page's largest paint: loaded eagerly, sized) and the "Show all N photos" gallery. */
export function PropertyPhotos({ propertyName, imageIds, onMainImageSettled }: PropertyPhotosProps) {
  const [galleryOpen, setGalleryOpen] = useState(false);
  const [mainFailed, setMainFailed] = useState(false);
  const mainId = imageIds[0];
  const count = imageIds.length;

  return (
    <div className="property-photos">
      {mainId && !mainFailed ? (
        <img
          className="property-photos__main"
          src={propertyImageUrl(mainId)}
          srcSet={propertyImageSrcSet(mainId)}
          sizes={MAIN_PHOTO_SIZES}
          width={1200}
          height={800}
          alt={`${propertyName}: main photo`}
          fetchPriority="high"
          decoding="async"
          onLoad={onMainImageSettled}
          onError={() => {
            logger.warn(`The main photo of ${propertyName} did not load.`);
            setMainFailed(true);
            onMainImageSettled?.();
          }}
        />
      ) : (
        <img
          className="property-photos__main property-photos__main--placeholder"
          src={placeholderImageUrl}
          width={1200}
          height={800}
          alt={count === 0 ? 'No photos of this property yet' : 'The photo could not be loaded'}
          onLoad={onMainImageSettled}
        />
      )}
      {count > 0 ? (
        <button
          type="button"
          className="button button--secondary property-photos__show-all"
          onClick={() => setGalleryOpen(true)}
        >
          {count === 1 ? 'Show 1 photo' : `Show all ${count} photos`}
        </button>
      ) : null}
      <Dialog
        open={galleryOpen}
        onClose={() => setGalleryOpen(false)}
        title={`${propertyName}: ${count === 1 ? '1 photo' : `${count} photos`}`}
        size="large"
        closeLabel="Close photos"
      >
        <PhotoGrid propertyName={propertyName} imageIds={imageIds} />
      </Dialog>
    </div>
  );
}
