import { useText } from '../../../i18n/use-text';
import { propertyImageSrcSet, propertyImageUrl } from '../../../lib/property-images';

interface PhotoGridProps {
  propertyName: string;
  imageIds: readonly string[];
  /** How many photos load at once; the rest load as they scroll near (default 2). */
  eagerCount?: number;
}

/** Every photo of a property in a responsive grid (the gallery dialog and /displayImages). */
export function PhotoGrid({ propertyName, imageIds, eagerCount = 2 }: PhotoGridProps) {
  const t = useText();
  const count = imageIds.length;
  return (
    <ul className="photo-gallery">
      {imageIds.map((imageId, index) => (
        <li key={imageId} className="photo-gallery__item">
          <img
            src={propertyImageUrl(imageId)}
            srcSet={propertyImageSrcSet(imageId)}
            sizes="(min-width: 960px) 440px, 100vw"
            width={1200}
            height={800}
            loading={index < eagerCount ? 'eager' : 'lazy'}
            decoding="async"
            alt={t('property.photos.gridAlt', { name: propertyName, index: index + 1, count })}
          />
        </li>
      ))}
    </ul>
  );
}
