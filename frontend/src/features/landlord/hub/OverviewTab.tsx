import type { LandlordDashboard } from '@trio/contracts/http/landlord';
import type { ListingRequest } from '@trio/contracts/http/properties';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { StatusBadge } from '../../../components/StatusBadge';
import { paths } from '../../../config/paths';
import { useFormats, useText } from '../../../i18n/use-text';
import { addressLine } from '../../../lib/listing-requests';
import { OwnerStatement } from '../components/OwnerStatement';
import { TotalCollectedStat } from '../components/TotalCollectedStat';
import { propertyStatusId } from '../labels';
import { recentActivity } from '../recent-activity';
import { ContractsPanel } from './ContractsPanel';
import { useIndiaDates } from '../../../lib/india-dates';

/** The Overview tab: summary figures, the homes, quick actions (add a home, contracts, reports) and recent activity. */
export function OverviewTab({
  data,
  requests,
  onAdd,
}: {
  data: LandlordDashboard;
  requests: ListingRequest[];
  onAdd(): void;
}) {
  const t = useText();
  const dates = useIndiaDates();
  const [panel, setPanel] = useState<'contracts' | 'reports' | null>(null);
  const { count } = useFormats();
  const activity = recentActivity(requests, data.leases ?? [], data.payments ?? [], t);
  return (
    <div>
      <section className="landlord__stats" aria-label={t('landlord.overview.summary')}>
        <div className="landlord__stat">
          <h2>{t('landlord.stat.totalProperties')}</h2>
          <p>{data.properties === null ? t('landlord.unavailable') : count(data.properties.length)}</p>
        </div>
        <div className="landlord__stat">
          <h2>{t('landlord.stat.activeTenants')}</h2>
          <p>{data.tenants === null ? t('landlord.unavailable') : count(data.tenants.length)}</p>
        </div>
        <TotalCollectedStat summary={data.summary} />
      </section>

      <section className="landlord__section" aria-labelledby="hub-properties">
        <h2 id="hub-properties">{t('landlord.overview.yourProperties')}</h2>
        <ul className="landlord__cards">
          {(data.properties ?? []).map((property) => {
            const statusId = propertyStatusId(property.status);
            return (
              <li key={property._id} className="landlord__card">
                <p className="landlord__card-title">{addressLine(property.address, t)}</p>
                <p>
                  <StatusBadge tone={property.status === 'available' ? 'approved' : 'pending'}>
                    {statusId ? t(statusId) : property.status}
                  </StatusBadge>{' '}
                  {t('landlord.rentPerMonth', { rent: property.rentLabel })}
                </p>
                <Link className="button button--secondary" to={paths.property(property._id)}>
                  {t('landlord.viewDetails')}
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="landlord__section" aria-labelledby="quick-actions">
        <h2 id="quick-actions">{t('landlord.overview.quickActions')}</h2>
        <div className="landlord__card-actions">
          <button type="button" className="button button--primary" onClick={onAdd}>
            {t('landlord.add.titleHub')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            aria-pressed={panel === 'contracts'}
            onClick={() => setPanel(panel === 'contracts' ? null : 'contracts')}
          >
            {t('landlord.overview.viewContracts')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            aria-pressed={panel === 'reports'}
            onClick={() => setPanel(panel === 'reports' ? null : 'reports')}
          >
            {t('landlord.overview.viewReports')}
          </button>
        </div>
        {panel === 'contracts' ? <ContractsPanel data={data} /> : null}
        {panel === 'reports' ? <OwnerStatement rows={data.statement} /> : null}
      </section>

      <section className="landlord__section" aria-labelledby="recent-activity">
        <h2 id="recent-activity">{t('landlord.overview.recentActivity')}</h2>
        {activity.length === 0 ? (
          <p>{t('landlord.overview.noActivity')}</p>
        ) : (
          <ul>
            {activity.map((item) => (
              <li key={`${item.at}-${item.textId}-${Object.values(item.values).join()}`}>
                <FormattedMessage
                  id={item.textId}
                  values={{
                    ...item.values,
                    ...(item.statusId ? { status: t(item.statusId) } : {}),
                    date: dates.date(item.at),
                    time: (chunks) => <time dateTime={item.at}>{chunks}</time>,
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
