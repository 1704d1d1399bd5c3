import { InboxPanelSlot } from '../../components/conversation/inbox-panel';
import { formatPaiseAsRupees } from '@trio/contracts/common';
import { MAINTENANCE_STATUS_LABELS, type MaintenanceStatus } from '@trio/contracts/http/maintenance';
import type { LandlordDashboard } from '@trio/contracts/http/landlord';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { StatusBadge } from '../../components/StatusBadge';
import { Tabs, type TabItem } from '../../components/Tabs';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/auth/session';
import { addressLine } from '../../lib/listing-requests';
import { useLandlordDashboard } from './api/get-dashboard';
import { AddPropertyFlow } from './components/AddPropertyFlow';
import { GapNotice } from './components/GapNotice';
import { LandlordPropertyCard } from './components/LandlordPropertyCard';
import { PaymentsShown } from './components/PaymentsShown';
import { TotalCollectedStat } from './components/TotalCollectedStat';
import { lastDayOfLease } from '@trio/contracts/http/applications';
import { dateLabel, leaseTimeLeft } from './lease-time';
import './landlord.css';

type DashboardTab = 'dashboard' | 'properties' | 'inbox' | 'rent-history' | 'reviews';

const TABS: readonly TabItem<DashboardTab>[] = [
  { key: 'dashboard', label: 'Dashboard' },
  { key: 'properties', label: 'Listed Properties' },
  { key: 'inbox', label: 'Inbox' },
  { key: 'rent-history', label: 'Rent History' },
  { key: 'reviews', label: 'Reviews' },
];

const isTab = (value: string | null): value is DashboardTab => TABS.some((tab) => tab.key === value);

/** A figure, or "Unavailable" when its part is missing (the gap notice says why). */
const rupeesOr = (paise: number | null) => (paise === null ? 'Unavailable' : formatPaiseAsRupees(paise));
const countOr = (count: number | null) => (count === null ? 'Unavailable' : String(count));

/** `/dashboard`: the landlord dashboard (spec 001 §2), from the composed `GET /trio/landlord/{userId}/dashboard`. */
export function LandlordDashboardPage() {
  const { currentUser } = useSession();
  const dashboard = useLandlordDashboard(currentUser?._id);

  return (
    <main id="main" className="page landlord">
      {dashboard.isPending ? <Spinner label="Loading your dashboard…" /> : null}
      {dashboard.isError ? (
        <div className="landlord__error" role="alert">
          <h2>Error</h2>
          <p>Failed to load dashboard data</p>
          <button type="button" className="button button--secondary" onClick={() => void dashboard.refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      {dashboard.data ? (
        <DashboardContent data={dashboard.data} onReload={() => void dashboard.refetch()} />
      ) : (
        <h1 className="visually-hidden">Landlord dashboard</h1>
      )}
    </main>
  );
}

function DashboardContent({ data, onReload }: { data: LandlordDashboard; onReload(): void }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: DashboardTab = isTab(requested) ? requested : 'dashboard';
  const select = (key: DashboardTab) => setSearchParams(key === 'dashboard' ? {} : { tab: key }, { replace: true });

  return (
    <>
      <h1>Welcome, {data.landlord?.name ?? 'Landlord'}</h1>
      <GapNotice gaps={data.gaps} />
      <Tabs label="Dashboard sections" tabs={TABS} selected={tab} onSelect={select}>
        {tab === 'dashboard' ? <OverviewTab data={data} /> : null}
        {tab === 'properties' ? <ListedPropertiesTab data={data} onReload={onReload} /> : null}
        {tab === 'inbox' ? (
          <section aria-labelledby="dashboard-inbox">
            <h2 id="dashboard-inbox">Inbox</h2>
            <InboxPanelSlot fallback={<p>No messages yet. Messages from tenants and managers will appear here.</p>} />
          </section>
        ) : null}
        {tab === 'rent-history' ? <RentHistoryTab data={data} /> : null}
        {tab === 'reviews' ? (
          <EmptyState title="Reviews" text="No reviews yet. Reviews of your properties will appear here." />
        ) : null}
      </Tabs>
    </>
  );
}

function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <section className="landlord__empty" aria-label={title}>
      <p>{text}</p>
    </section>
  );
}

/** The circular rent-collected percentage, drawn and said. */
function RentCollectedCircle({ percent }: { percent: number | null }) {
  const radius = 42;
  const circumference = 2 * Math.PI * radius;
  const shown = percent === null ? 0 : Math.min(100, Math.max(0, percent));
  return (
    <figure className="landlord__circle">
      <svg
        viewBox="0 0 100 100"
        width="120"
        height="120"
        role="img"
        aria-label={`Rent collected: ${percent ?? 'unavailable'}${percent === null ? '' : '%'}`}
      >
        <circle cx="50" cy="50" r={radius} className="landlord__circle-track" />
        <circle
          cx="50"
          cy="50"
          r={radius}
          className="landlord__circle-value"
          strokeDasharray={`${(shown / 100) * circumference} ${circumference}`}
          transform="rotate(-90 50 50)"
        />
        <text x="50" y="55" textAnchor="middle" className="landlord__circle-text">
          {percent === null ? '—' : `${percent}%`}
        </text>
      </svg>
      <figcaption>Rent collected this month</figcaption>
    </figure>
  );
}

function OverviewTab({ data }: { data: LandlordDashboard }) {
  const { summary } = data;
  const leases = data.leases ?? [];
  return (
    <div className="landlord__overview">
      <section className="landlord__stats" aria-label="Occupancy and rent">
        <div className="landlord__stat">
          <h2>Vacant</h2>
          <p>{countOr(summary.vacant)}</p>
        </div>
        <div className="landlord__stat">
          <h2>Occupied</h2>
          <p>{countOr(summary.occupied)}</p>
        </div>
        <RentCollectedCircle percent={summary.rentCollectedPercent} />
        <TotalCollectedStat summary={summary} />
        <div className="landlord__stat">
          <h2>Pending Payments</h2>
          <p>{rupeesOr(summary.pendingPaise)}</p>
          {summary.pendingCount ? (
            <p className="landlord__stat-note">
              {summary.pendingCount} {summary.pendingCount === 1 ? 'month' : 'months'} unpaid
            </p>
          ) : null}
        </div>
      </section>

      <section className="landlord__section" aria-labelledby="lease-status">
        <div className="landlord__section-head">
          <h2 id="lease-status">Lease Status</h2>
          <Link to={`${paths.landlordHub}?tab=tenants`} className="button button--secondary">
            View More
          </Link>
        </div>
        {data.leases === null ? (
          <p>Leases are unavailable right now.</p>
        ) : leases.length === 0 ? (
          <p>No leases yet.</p>
        ) : (
          <ul className="landlord__cards">
            {leases.slice(0, 6).map((lease) => (
              <li key={lease._id} className="landlord__card">
                <p className="landlord__card-title">{addressLine(lease.property.address)}</p>
                <p>
                  {dateLabel(lease.startDate)} to {dateLabel(lastDayOfLease(lease.endDate))}
                </p>
                <p>
                  Status:{' '}
                  <StatusBadge tone={lease.status === 'active' ? 'approved' : 'pending'}>{lease.status}</StatusBadge>
                </p>
                <p>{leaseTimeLeft(lease.endDate)}</p>
                <Link to={paths.property(lease.propertyId)} aria-label={`View ${addressLine(lease.property.address)}`}>
                  View
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="landlord__section" aria-labelledby="tenant-requests">
        <div className="landlord__section-head">
          <h2 id="tenant-requests">Tenant Requests</h2>
          <Link to={`${paths.landlordHub}?tab=maintenance`} className="button button--secondary">
            View More
          </Link>
        </div>
        {data.maintenance === null ? (
          <p>Tenant requests are unavailable right now.</p>
        ) : data.maintenance.length === 0 ? (
          <p>No tenant requests.</p>
        ) : (
          <ul className="landlord__cards">
            {data.maintenance.slice(0, 6).map((request) => (
              <li key={request._id} className="landlord__card">
                <p className="landlord__card-title">{request.title}</p>
                <p>{request.address}</p>
                <p>
                  {request.tenantName} · {dateLabel(request.submittedDate)}
                </p>
                <p>
                  <StatusBadge tone={maintenanceTone(request.status)}>
                    {MAINTENANCE_STATUS_LABELS[request.status as MaintenanceStatus] ?? request.status}
                  </StatusBadge>{' '}
                  Priority: {request.priority}
                </p>
                <Link
                  to={`${paths.landlordHub}?tab=maintenance&property=${request.propertyId}`}
                  aria-label={`View ${request.title}`}
                >
                  View
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function ListedPropertiesTab({ data, onReload }: { data: LandlordDashboard; onReload(): void }) {
  const [adding, setAdding] = useState(false);
  return (
    <section aria-label="Listed Properties">
      <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
        Add property listing
      </button>
      <AddPropertyFlow variant="dashboard" open={adding} onClose={() => setAdding(false)} onFinished={onReload} />
      {data.properties === null ? (
        <p>Your properties are unavailable right now.</p>
      ) : data.properties.length === 0 ? (
        <p>No listed properties yet. Add a listing: once a manager approves it, it appears here.</p>
      ) : (
        <ul className="landlord__cards">
          {data.properties.map((property) => (
            <LandlordPropertyCard key={property._id} property={property}>
              <Link className="button button--secondary" to={`/${property._id}/uploadImages`}>
                Upload photos
              </Link>
            </LandlordPropertyCard>
          ))}
        </ul>
      )}
    </section>
  );
}

function RentHistoryTab({ data }: { data: LandlordDashboard }) {
  if (data.payments === null) return <p>Rent history is unavailable right now.</p>;
  if (data.payments.length === 0) return <p>No payments received yet.</p>;
  return (
    <>
      <PaymentsShown shown={data.payments.length} total={data.paymentsCount} />
      <table className="landlord__table">
        <caption className="visually-hidden">Rent history</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Tenant</th>
            <th scope="col">Property</th>
            <th scope="col">Type</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {data.payments.map((payment) => (
            <tr key={payment._id}>
              <td>{dateLabel(payment.paymentDate ?? payment.createdAt)}</td>
              <td>
                {payment.payer.firstName} {payment.payer.lastName}
              </td>
              <td>{addressLine(payment.property.address)}</td>
              <td>
                {payment.paymentType === 'initial' ? 'Move-in' : `Rent${payment.month ? ` ${payment.month}` : ''}`}
              </td>
              <td>{payment.amountLabel}</td>
              <td>
                <StatusBadge tone={payment.status === 'completed' ? 'approved' : 'pending'}>
                  {payment.status}
                </StatusBadge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** Badge colour of a maintenance status: resolved green, rejected red, otherwise open. */
function maintenanceTone(status: string): string {
  if (status === 'completed') return 'approved';
  if (status === 'cancelled') return 'rejected';
  return 'pending';
}
