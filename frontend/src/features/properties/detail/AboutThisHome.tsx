import { useText } from '../../../i18n/use-text';
import type { Property } from '../types';
import { PropertyFacts } from './PropertyFacts';

/** "About this home": rooms, area in sq.ft, status and the description. */
export function AboutThisHome({ property }: { property: Property }) {
  const t = useText();
  return (
    <section className="property-section" aria-labelledby="about-this-home">
      <h2 id="about-this-home">{t('property.about.heading')}</h2>
      <PropertyFacts property={property} variant="grid" areaLabelId="property.about.squareArea" />
      {property.description ? (
        <p className="property-section__text">{property.description}</p>
      ) : (
        <p className="property-section__muted">{t('property.about.noDescription', { bedrooms: property.bedrooms })}</p>
      )}
    </section>
  );
}
