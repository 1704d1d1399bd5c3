import { PropertyApplicationArea } from '../../../components/property-application-area';
import { PropertyAction } from '../../../components/property-card/property-action';
import { formatAddress, formatRent } from '../../../components/property-card/format';
import { useText } from '../../../i18n/use-text';
import type { Property } from '../types';
import { PropertyFacts } from './PropertyFacts';

/** The right column's head: name, address, rooms, area, status, rent per month, the heart and the application area the app hands in. */
export function PropertySummaryPanel({ property }: { property: Property }) {
  const t = useText();
  const address = formatAddress(property.address);
  const rent = property.rentLabel ?? formatRent(property.rentPrice);
  return (
    <div className="property-summary">
      <div className="property-summary__title-row">
        <h1 className="property-summary__name">{property.name}</h1>
        <PropertyAction
          property={property}
          className="property-summary__favorite"
          activeClassName="property-summary__favorite--on"
          iconSize={26}
        />
      </div>
      {address ? <p className="property-summary__address">{address}</p> : null}
      {property.locality ? <p className="property-summary__locality">{property.locality}</p> : null}
      <PropertyFacts property={property} variant="inline" areaLabelId="property.facts.area" />
      {rent ? (
        <p className="property-summary__rent">
          <span className="property-summary__amount">{rent}</span> <span>{t('property.summary.perMonth')}</span>
        </p>
      ) : (
        <p className="property-summary__rent">{t('property.summary.rentOnRequest')}</p>
      )}
      <PropertyApplicationArea propertyId={property._id} propertyName={property.name} />
    </div>
  );
}
