import type { LandlordDashboard } from '@trio/contracts/http/landlord';
import type { ListingRequest } from '@trio/contracts/http/properties';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { StatusBadge } from '../../../components/StatusBadge';
import { paths } from '../../../config/paths';
import { addressLine } from '../../../lib/listing-requests';
import { OwnerStatement } from '../components/OwnerStatement';
import { TotalCollectedStat } from '../components/TotalCollectedStat';
import { dateLabel } from '../lease-time';
import { recentActivity } from '../recent-activity';
import { ContractsPanel } from './ContractsPanel';

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
  const [panel, setPanel] = useState<'contracts' | 'reports' | null>(null);
  const activity = recentActivity(requests, data.leases ?? [], data.payments ?? []);
  return (
    <div>
      <section className="landlord__stats" aria-label="Summary">
        <div className="landlord__stat">
          <h2>Total Properties</h2>
          <p>{data.properties === null ? 'Unavailable' : data.properties.length}</p>
        </div>
        <div className="landlord__stat">
          <h2>Active Tenants</h2>
          <p>{data.tenants === null ? 'Unavailable' : data.tenants.length}</p>
        </div>
        <TotalCollectedStat summary={data.summary} />
      </section>

      <section className="landlord__section" aria-labelledby="hub-properties">
        <h2 id="hub-properties">Your Properties</h2>
        <ul className="landlord__cards">
          {(data.properties ?? []).map((property) => (
            <li key={property._id} className="landlord__card">
              <p className="landlord__card-title">{addressLine(property.address)}</p>
              <p>
                <StatusBadge tone={property.status === 'available' ? 'approved' : 'pending'}>
                  {property.status}
                </StatusBadge>{' '}
                {property.rentLabel} / month
              </p>
              <Link className="button button--secondary" to={paths.property(property._id)}>
                View Details
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="landlord__section" aria-labelledby="quick-actions">
        <h2 id="quick-actions">Quick Actions</h2>
        <div className="landlord__card-actions">
          <button type="button" className="button button--primary" onClick={onAdd}>
            Add New Property
          </button>
          <button
            type="button"
            className="button button--secondary"
            aria-pressed={panel === 'contracts'}
            onClick={() => setPanel(panel === 'contracts' ? null : 'contracts')}
          >
            View Contracts
          </button>
          <button
            type="button"
            className="button button--secondary"
            aria-pressed={panel === 'reports'}
            onClick={() => setPanel(panel === 'reports' ? null : 'reports')}
          >
            View Reports
          </button>
        </div>
        {panel === 'contracts' ? <ContractsPanel data={data} /> : null}
        {panel === 'reports' ? <OwnerStatement rows={data.statement} /> : null}
      </section>

      <section className="landlord__section" aria-labelledby="recent-activity">
        <h2 id="recent-activity">Recent Activity</h2>
        {activity.length === 0 ? (
          <p>No activity yet.</p>
        ) : (
          <ul>
            {activity.map((item) => (
              <li key={`${item.at}-${item.text}`}>
                <time dateTime={item.at}>{dateLabel(item.at)}</time>: {item.text}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
