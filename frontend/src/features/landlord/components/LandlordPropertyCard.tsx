import type { Property } from '@trio/contracts/http/properties';
import type { ReactNode } from 'react';
import { StatusBadge } from '../../../components/StatusBadge';
import { addressLine } from '../../../lib/listing-requests';

/** One of the landlord's homes as a card: name, address, rent and status, then the actions its page offers. */
export function LandlordPropertyCard({ property, children }: { property: Property; children: ReactNode }) {
  return (
    <li className="landlord__card">
      <p className="landlord__card-title">{property.name}</p>
      <p>{addressLine(property.address)}</p>
      <p>
        {property.rentLabel} / month ·{' '}
        <StatusBadge tone={property.status === 'available' ? 'approved' : 'pending'}>{property.status}</StatusBadge>
      </p>
      {children}
    </li>
  );
}
