import { useState } from 'react';
import { Dialog } from '../../../components/Dialog';
import { MAIN_PHOTO_SIZES, propertyImageSrcSet, propertyImageUrl } from '../../../lib/property-images';
import placeholderImageUrl from '../../../components/property-card/property-placeholder.svg';
import { PhotoGrid } from './PhotoGrid';
import { logger } from '../../../lib/logger';
import { useText } from '../../../i18n/use-text';

interface PropertyPhotosProps {
  propertyName: string;
  imageIds: readonly string[];
  /** Told when the large image has loaded (or failed), so less urgent work can start. */
  onMainImageSettled?: () => void;
}

/** The large photo (the page's largest paint: loaded eagerly, sized) and the "Show all N photos" gallery. */
export function PropertyPhotos({ propertyName, imageIds, onMainImageSettled }: PropertyPhotosProps) {
  const t = useText();
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
          alt={t('property.photos.mainAlt', { name: propertyName })}
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
          alt={count === 0 ? t('property.photos.noneYetAlt') : t('property.photos.failedAlt')}
          onLoad={onMainImageSettled}
        />
      )}
      {count > 0 ? (
        <button
          type="button"
          className="button button--secondary property-photos__show-all"
          onClick={() => setGalleryOpen(true)}
        >
          {t('property.photos.showAll', { count })}
        </button>
      ) : null}
      <Dialog
        open={galleryOpen}
        onClose={() => setGalleryOpen(false)}
        title={t('property.photos.dialogTitle', { name: propertyName, count })}
        size="large"
        closeLabel={t('property.photos.close')}
      >
        <PhotoGrid propertyName={propertyName} imageIds={imageIds} />
      </Dialog>
    </div>
  );
}
