import { bedroomsLabel } from '../../../lib/home-facts';
import type { Property } from '../types';
import { PropertyFacts } from './PropertyFacts';

/** "About this home": rooms, area in sq.ft, status and the description. */
export function AboutThisHome({ property }: { property: Property }) {
  return (
    <section className="property-section" aria-labelledby="about-this-home">
      <h2 id="about-this-home">About this home</h2>
      <PropertyFacts property={property} variant="grid" areaLabel="Square area" />
      {property.description ? (
        <p className="property-section__text">{property.description}</p>
      ) : (
        <p className="property-section__muted">
          The owner has not written a description yet ({bedroomsLabel(property.bedrooms)}).
        </p>
      )}
    </section>
  );
}
