import type { LandlordDashboard } from '@trio/contracts/http/landlord';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { addressLine } from '../../../lib/listing-requests';
import { lastDayOfLease } from '@trio/contracts/http/applications';
import { dateLabel } from '../lease-time';

/** The Tenants tab: every tenant with their lease, or one home's tenants when `propertyId` is set. */
export function TenantsTab({
  data,
  propertyId,
  onClear,
}: {
  data: LandlordDashboard;
  propertyId: string | null;
  onClear(): void;
}) {
  if (data.tenants === null) return <p>Tenants are unavailable right now.</p>;
  const tenants = propertyId ? data.tenants.filter((t) => t.propertyId === propertyId) : data.tenants;
  const property = propertyId ? data.properties?.find((p) => p._id === propertyId) : undefined;
  return (
    <section aria-label="Tenants">
      {propertyId ? (
        <p>
          Tenants of {property ? addressLine(property.address) : 'one property'}.{' '}
          <button type="button" className="button button--link" onClick={onClear}>
            Show all tenants
          </button>
        </p>
      ) : null}
      {tenants.length === 0 ? <p>No tenants found.</p> : null}
      <ul className="landlord__cards">
        {tenants.map((tenant) => {
          const lease = data.leases?.find((l) => l._id === tenant.leaseId);
          return (
            <li key={tenant.leaseId} className="landlord__card">
              <p className="landlord__card-title">{tenant.name}</p>
              <p>{tenant.email}</p>
              <p>{tenant.phone ?? 'No phone given'}</p>
              <div className="landlord__card-actions">
                <a className="button button--secondary" href={`mailto:${tenant.email}`}>
                  Contact
                </a>
                {tenant.phone ? (
                  <a className="button button--secondary" href={`tel:${tenant.phone}`}>
                    Call
                  </a>
                ) : null}
                <Link className="button button--secondary" to={paths.property(tenant.propertyId)}>
                  View Details
                </Link>
              </div>
              {lease ? (
                <p>
                  Lease {dateLabel(lease.startDate)} to {dateLabel(lastDayOfLease(lease.endDate))} · {lease.rentLabel} /
                  month
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
