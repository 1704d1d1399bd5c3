import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useFavoriteToggle } from '../../favorites/hooks/use-favorite-toggle';
import { formatAddress, formatRent } from '../format';
import type { PropertyCardData } from '../types';
import { PropertyCardCarousel } from './PropertyCardCarousel';
import './PropertyCard.css';

export interface PropertyCardProps {
  property: PropertyCardData;
  /** Extra controls shown over the photo instead of the heart (the favourites page's remove button). */
  actions?: ReactNode;
  /** The heading level of the property name inside the page's outline (default 3). */
  headingLevel?: 2 | 3 | 4;
}

function plural(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * A property in a grid or list (search results, favourites, featured and similar listings): photos, the favourite
 * heart, name, address, locality, rent and rooms. The name links to the property page; the link covers the text.
 */
export function PropertyCard({ property, actions, headingLevel = 3 }: PropertyCardProps) {
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;
  const address = formatAddress(property.address);
  const rent = formatRent(property.rentPrice);
  const rooms = [
    property.bedrooms === undefined ? null : plural(property.bedrooms, 'bedroom', 'bedrooms'),
    property.bathrooms === undefined ? null : plural(property.bathrooms, 'bathroom', 'bathrooms'),
  ].filter(Boolean);

  return (
    <article className="property-card" aria-labelledby={nameId}>
      <div className="property-card__media">
        <PropertyCardCarousel
          propertyId={property._id}
          propertyName={property.name}
          imageIds={property.images ?? (property.image ? [property.image] : undefined)}
        />
        <div className="property-card__actions">{actions ?? <FavoriteButton property={property} />}</div>
      </div>
      <div className="property-card__body">
        <Heading className="property-card__name" id={nameId}>
          <Link className="property-card__link" to={paths.property(property._id)}>
            {property.name}
          </Link>
        </Heading>
        {address && <p className="property-card__address">{address}</p>}
        {property.locality && <p className="property-card__locality">{property.locality}</p>}
        <p className="property-card__facts">
          {rent && (
            <span className="property-card__rent">
              {rent}
              <span className="property-card__per-month"> / month</span>
            </span>
          )}
          {rooms.length > 0 && <span className="property-card__rooms">{rooms.join(' · ')}</span>}
        </p>
      </div>
    </article>
  );
}

function FavoriteButton({ property }: { property: PropertyCardData }) {
  const { isFavorite, toggle } = useFavoriteToggle(property);
  return (
    <button
      type="button"
      className={`property-card__icon-button property-card__favorite${isFavorite ? ' property-card__favorite--on' : ''}`}
      aria-pressed={isFavorite}
      aria-label={isFavorite ? 'Remove from favorites' : 'Add to favorites'}
      title={isFavorite ? 'Remove from favorites' : 'Add to favorites'}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 20.6l-1.3-1.2C5.6 14.8 2.5 12 2.5 8.4 2.5 5.6 4.7 3.5 7.4 3.5c1.8 0 3.5.9 4.6 2.2 1.1-1.3 2.8-2.2 4.6-2.2 2.7 0 4.9 2.1 4.9 4.9 0 3.6-3.1 6.4-8.2 11l-1.3 1.2z"
          fill={isFavorite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </button>
  );
}
