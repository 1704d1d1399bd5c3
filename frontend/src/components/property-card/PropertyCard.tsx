import { bathroomsText, bedroomsText } from '../../lib/home-facts';
import { useText } from '../../i18n/use-text';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { PropertyCardData } from '../../lib/property-types';
import { formatAddress, formatRent } from './format';
import { PropertyAction } from './property-action';
import { PropertyCardCarousel } from './PropertyCardCarousel';
import './PropertyCard.css';

export interface PropertyCardProps {
  property: PropertyCardData;
  /** Extra controls shown over the photo instead of the app's property action (the favourites page's remove button). */
  actions?: ReactNode;
  /** The heading level of the property name inside the page's outline (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** The page's first card, in view on arrival (its photo is then likely the page's largest paint): see the carousel. */
  priority?: boolean;
}

/**
 * A property in a grid or list (search results, favourites, featured and similar listings): photos, the control the
 * app hands in (the favourite heart, see property-action.tsx), name, address, locality, rent and rooms. The name links to the property page; the link covers the text.
 */
export function PropertyCard({ property, actions, headingLevel = 3, priority = false }: PropertyCardProps) {
  const t = useText();
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;
  const address = formatAddress(property.address);
  const rent = formatRent(property.rentPrice);
  const rooms = [
    property.bedrooms === undefined ? null : bedroomsText(t, property.bedrooms),
    property.bathrooms === undefined ? null : bathroomsText(t, property.bathrooms),
  ].filter(Boolean);

  return (
    <article className="property-card" aria-labelledby={nameId}>
      <div className="property-card__media">
        <PropertyCardCarousel
          propertyId={property._id}
          propertyName={property.name}
          imageIds={property.images ?? (property.image ? [property.image] : undefined)}
          priority={priority}
        />
        <div className="property-card__actions">
          {actions ?? (
            <PropertyAction
              property={property}
              className="property-card__icon-button property-card__favorite"
              activeClassName="property-card__favorite--on"
              iconSize={22}
            />
          )}
        </div>
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
              <span className="property-card__per-month">{t('common.card.perMonth')}</span>
            </span>
          )}
          {rooms.length > 0 && <span className="property-card__rooms">{rooms.join(' · ')}</span>}
        </p>
      </div>
    </article>
  );
}
