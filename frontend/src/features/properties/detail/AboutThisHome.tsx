import type { Property } from '../types';
import { countLabel, squareAreaLabel, statusLabel } from './labels';

/** "About this home": rooms, area in sq.ft, status and the description. */
export function AboutThisHome({ property }: { property: Property }) {
  return (
    <section className="property-section" aria-labelledby="about-this-home">
      <h2 id="about-this-home">About this home</h2>
      <dl className="property-facts property-facts--grid">
        <div>
          <dt>Bedrooms</dt>
          <dd>{property.bedrooms}</dd>
        </div>
        <div>
          <dt>Bathrooms</dt>
          <dd>{property.bathrooms}</dd>
        </div>
        <div>
          <dt>Square area</dt>
          <dd>{squareAreaLabel(property.squareArea)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{statusLabel(property.status)}</dd>
        </div>
      </dl>
      {property.description ? (
        <p className="property-section__text">{property.description}</p>
      ) : (
        <p className="property-section__muted">
          The owner has not written a description yet ({countLabel(property.bedrooms, 'bedroom', 'bedrooms')}).
        </p>
      )}
    </section>
  );
}
