import type { Property } from '@trio/contracts/http/properties';
import type { ReactNode } from 'react';
import { StatusBadge } from '../../../components/StatusBadge';
import { useText } from '../../../i18n/use-text';
import { addressLine } from '../../../lib/listing-requests';
import { propertyStatusId } from '../labels';

const SEPARATOR = ' · ';

/** One of the landlord's homes as a card: name, address, rent and status, then the actions its page offers. */
export function LandlordPropertyCard({ property, children }: { property: Property; children: ReactNode }) {
  const t = useText();
  const statusId = propertyStatusId(property.status);
  return (
    <li className="landlord__card">
      <p className="landlord__card-title">{property.name}</p>
      <p>{addressLine(property.address, t)}</p>
      <p>
        {t('landlord.rentPerMonth', { rent: property.rentLabel })}
        {SEPARATOR}
        <StatusBadge tone={property.status === 'available' ? 'approved' : 'pending'}>
          {statusId ? t(statusId) : property.status}
        </StatusBadge>
      </p>
      {children}
    </li>
  );
}
