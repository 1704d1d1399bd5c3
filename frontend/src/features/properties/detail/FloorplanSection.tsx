import { useText } from '../../../i18n/use-text';
import { propertyImageUrl } from '../../../lib/property-images';

/** The optional floor plan (an image uploaded with the category "floorplan"). */
export function FloorplanSection({ propertyName, imageId }: { propertyName: string; imageId: string }) {
  const t = useText();
  return (
    <section className="property-section" aria-labelledby="property-floorplan">
      <h2 id="property-floorplan">{t('property.floorplan.heading')}</h2>
      <img
        className="property-floorplan"
        src={propertyImageUrl(imageId)}
        width={1200}
        height={900}
        loading="lazy"
        decoding="async"
        alt={t('property.floorplan.alt', { name: propertyName })}
      />
    </section>
  );
}
