import { useFavoriteToggle } from '../../favorites/hooks/use-favorite-toggle';
import { formatAddress, formatRent } from '../format';
import type { Property } from '../types';
import { ApplyActions } from './ApplyActions';
import { squareAreaLabel, statusLabel } from './labels';

/** The right column's head: name, address, rooms, area, status, rent per month, the heart and the actions. */
export function PropertySummaryPanel({ property }: { property: Property }) {
  const address = formatAddress(property.address);
  const rent = property.rentLabel ?? formatRent(property.rentPrice);
  return (
    <div className="property-summary">
      <div className="property-summary__title-row">
        <h1 className="property-summary__name">{property.name}</h1>
        <FavoriteHeart property={property} />
      </div>
      {address ? <p className="property-summary__address">{address}</p> : null}
      {property.locality ? <p className="property-summary__locality">{property.locality}</p> : null}
      <dl className="property-facts property-facts--inline">
        <div>
          <dt>Bedrooms</dt>
          <dd>{property.bedrooms}</dd>
        </div>
        <div>
          <dt>Bathrooms</dt>
          <dd>{property.bathrooms}</dd>
        </div>
        <div>
          <dt>Area</dt>
          <dd>{squareAreaLabel(property.squareArea)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{statusLabel(property.status)}</dd>
        </div>
      </dl>
      {rent ? (
        <p className="property-summary__rent">
          <span className="property-summary__amount">{rent}</span> <span>per month</span>
        </p>
      ) : (
        <p className="property-summary__rent">Rent on request</p>
      )}
      <ApplyActions propertyName={property.name} />
    </div>
  );
}

function FavoriteHeart({ property }: { property: Property }) {
  const { isFavorite, toggle } = useFavoriteToggle(property);
  const label = isFavorite ? 'Remove from favorites' : 'Add to favorites';
  return (
    <button
      type="button"
      className={`property-summary__favorite${isFavorite ? ' property-summary__favorite--on' : ''}`}
      aria-pressed={isFavorite}
      aria-label={label}
      title={label}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
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
