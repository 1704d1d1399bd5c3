import type { LandlordDashboard } from '@trio/contracts/http/landlord';
import { lastDayOfLease } from '@trio/contracts/http/applications';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useText } from '../../../i18n/use-text';
import { addressLine } from '../../../lib/listing-requests';
import { useIndiaDates } from '../../../lib/india-dates';

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
  const t = useText();
  const dates = useIndiaDates();
  if (data.tenants === null) return <p>{t('landlord.tenants.unavailable')}</p>;
  const tenants = propertyId ? data.tenants.filter((tenant) => tenant.propertyId === propertyId) : data.tenants;
  const property = propertyId ? data.properties?.find((p) => p._id === propertyId) : undefined;
  return (
    <section aria-label={t('landlord.tenants.label')}>
      {propertyId ? (
        <p>
          {property
            ? t('landlord.tenants.ofProperty', { where: addressLine(property.address, t) })
            : t('landlord.tenants.ofOneProperty')}{' '}
          <button type="button" className="button button--link" onClick={onClear}>
            {t('landlord.tenants.showAll')}
          </button>
        </p>
      ) : null}
      {tenants.length === 0 ? <p>{t('landlord.tenants.empty')}</p> : null}
      <ul className="landlord__cards">
        {tenants.map((tenant) => {
          const lease = data.leases?.find((l) => l._id === tenant.leaseId);
          return (
            <li key={tenant.leaseId} className="landlord__card">
              <p className="landlord__card-title">{tenant.name}</p>
              <p>{tenant.email}</p>
              <p>{tenant.phone ?? t('landlord.tenants.noPhone')}</p>
              <div className="landlord__card-actions">
                <a className="button button--secondary" href={`mailto:${tenant.email}`}>
                  {t('landlord.tenants.contact')}
                </a>
                {tenant.phone ? (
                  <a className="button button--secondary" href={`tel:${tenant.phone}`}>
                    {t('landlord.tenants.call')}
                  </a>
                ) : null}
                <Link className="button button--secondary" to={paths.property(tenant.propertyId)}>
                  {t('landlord.viewDetails')}
                </Link>
              </div>
              {lease ? (
                <p>
                  {t('landlord.tenants.lease', {
                    start: dates.date(lease.startDate),
                    end: dates.date(lastDayOfLease(lease.endDate)),
                    rent: lease.rentLabel,
                  })}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
