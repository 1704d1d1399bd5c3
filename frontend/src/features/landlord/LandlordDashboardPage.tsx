import { InboxPanelSlot } from '../../components/conversation/inbox-panel';
import type { MaintenancePriority, MaintenanceStatus } from '@trio/contracts/http/maintenance';
import type { LandlordDashboard } from '@trio/contracts/http/landlord';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { StatusBadge } from '../../components/StatusBadge';
import { Tabs } from '../../components/Tabs';
import { paths } from '../../config/paths';
import type { MessageId } from '../../i18n/message-ids';
import { useFormats, useText } from '../../i18n/use-text';
import { useSession } from '../../lib/auth/session';
import { addressLine } from '../../lib/listing-requests';
import { useLandlordDashboard } from './api/get-dashboard';
import { AddPropertyFlow } from './components/AddPropertyFlow';
import { GapNotice } from './components/GapNotice';
import { LandlordPropertyCard } from './components/LandlordPropertyCard';
import { PaymentsShown } from './components/PaymentsShown';
import { TotalCollectedStat } from './components/TotalCollectedStat';
import { lastDayOfLease } from '@trio/contracts/http/applications';
import { leaseDaysLeft } from './lease-time';
import { useIndiaDates } from '../../lib/india-dates';
import { rupees } from './owner-statement';
import './landlord.css';

type DashboardTab = 'dashboard' | 'properties' | 'inbox' | 'rent-history' | 'reviews';

const TABS: readonly { key: DashboardTab; labelId: MessageId }[] = [
  { key: 'dashboard', labelId: 'landlord.dashboard.tab.dashboard' },
  { key: 'properties', labelId: 'landlord.dashboard.tab.properties' },
  { key: 'inbox', labelId: 'landlord.dashboard.tab.inbox' },
  { key: 'rent-history', labelId: 'landlord.dashboard.tab.rentHistory' },
  { key: 'reviews', labelId: 'landlord.dashboard.tab.reviews' },
];

const NO_FIGURE = '—';

const MAINTENANCE_STATUS_IDS: Record<MaintenanceStatus, MessageId> = {
  pending: 'landlord.maintenanceStatus.pending',
  in_progress: 'landlord.maintenanceStatus.in_progress',
  completed: 'landlord.maintenanceStatus.completed',
  cancelled: 'landlord.maintenanceStatus.cancelled',
};

const PRIORITY_IDS: Record<MaintenancePriority, MessageId> = {
  low: 'landlord.priority.low',
  medium: 'landlord.priority.medium',
  high: 'landlord.priority.high',
  urgent: 'landlord.priority.urgent',
};

const LEASE_STATUS_IDS: Record<string, MessageId> = {
  active: 'landlord.leaseStatus.active',
  ended: 'landlord.leaseStatus.ended',
};

const PAYMENT_STATUS_IDS: Record<string, MessageId> = {
  completed: 'landlord.paymentStatus.completed',
  pending: 'landlord.paymentStatus.pending',
  failed: 'landlord.paymentStatus.failed',
  refunded: 'landlord.paymentStatus.refunded',
};

const isTab = (value: string | null): value is DashboardTab => TABS.some((tab) => tab.key === value);

/** A figure, or "Unavailable" when its part is missing (the gap notice says why). */
function useFigures() {
  const t = useText();
  const { count } = useFormats();
  return {
    rupeesOr: (paise: number | null) => (paise === null ? t('landlord.unavailable') : rupees(paise)),
    countOr: (value: number | null) => (value === null ? t('landlord.unavailable') : count(value)),
  };
}

/** `/dashboard`: the landlord dashboard (spec 001 §2), from the composed `GET /trio/landlord/{userId}/dashboard`. */
export function LandlordDashboardPage() {
  const t = useText();
  const { currentUser } = useSession();
  const dashboard = useLandlordDashboard(currentUser?._id);

  return (
    <main id="main" className="page landlord">
      {dashboard.isPending ? <Spinner label={t('landlord.dashboard.loading')} /> : null}
      {dashboard.isError ? (
        <div className="landlord__error" role="alert">
          <h2>{t('landlord.error')}</h2>
          <p>{t('landlord.loadFailed')}</p>
          <button type="button" className="button button--secondary" onClick={() => void dashboard.refetch()}>
            {t('landlord.tryAgain')}
          </button>
        </div>
      ) : null}
      {dashboard.data ? (
        <DashboardContent data={dashboard.data} onReload={() => void dashboard.refetch()} />
      ) : (
        <h1 className="visually-hidden">{t('landlord.dashboard.title')}</h1>
      )}
    </main>
  );
}

function DashboardContent({ data, onReload }: { data: LandlordDashboard; onReload(): void }) {
  const t = useText();
  const tabs = TABS.map((item) => ({ key: item.key, label: t(item.labelId) }));
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: DashboardTab = isTab(requested) ? requested : 'dashboard';
  const select = (key: DashboardTab) => setSearchParams(key === 'dashboard' ? {} : { tab: key }, { replace: true });

  return (
    <>
      <h1>
        {data.landlord?.name
          ? t('landlord.dashboard.welcome', { name: data.landlord.name })
          : t('landlord.dashboard.welcomeLandlord')}
      </h1>
      <GapNotice gaps={data.gaps} />
      <Tabs label={t('landlord.dashboard.sections')} tabs={tabs} selected={tab} onSelect={select}>
        {tab === 'dashboard' ? <OverviewTab data={data} /> : null}
        {tab === 'properties' ? <ListedPropertiesTab data={data} onReload={onReload} /> : null}
        {tab === 'inbox' ? (
          <section aria-labelledby="dashboard-inbox">
            <h2 id="dashboard-inbox">{t('landlord.dashboard.tab.inbox')}</h2>
            <InboxPanelSlot fallback={<p>{t('landlord.dashboard.noMessages')}</p>} />
          </section>
        ) : null}
        {tab === 'rent-history' ? <RentHistoryTab data={data} /> : null}
        {tab === 'reviews' ? (
          <EmptyState title={t('landlord.dashboard.tab.reviews')} text={t('landlord.dashboard.noReviews')} />
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
  const t = useText();
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
        aria-label={
          percent === null
            ? t('landlord.dashboard.rentCollectedUnavailable')
            : t('landlord.dashboard.rentCollectedPercent', { percent })
        }
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
          {percent === null ? NO_FIGURE : t('landlord.dashboard.percent', { percent })}
        </text>
      </svg>
      <figcaption>{t('landlord.dashboard.rentCollectedCaption')}</figcaption>
    </figure>
  );
}

function OverviewTab({ data }: { data: LandlordDashboard }) {
  const t = useText();
  const dates = useIndiaDates();
  const { rupeesOr, countOr } = useFigures();
  const { summary } = data;
  const leases = data.leases ?? [];
  return (
    <div className="landlord__overview">
      <section className="landlord__stats" aria-label={t('landlord.dashboard.occupancy')}>
        <div className="landlord__stat">
          <h2>{t('landlord.dashboard.vacant')}</h2>
          <p>{countOr(summary.vacant)}</p>
        </div>
        <div className="landlord__stat">
          <h2>{t('landlord.dashboard.occupied')}</h2>
          <p>{countOr(summary.occupied)}</p>
        </div>
        <RentCollectedCircle percent={summary.rentCollectedPercent} />
        <TotalCollectedStat summary={summary} />
        <div className="landlord__stat">
          <h2>{t('landlord.dashboard.pendingPayments')}</h2>
          <p>{rupeesOr(summary.pendingPaise)}</p>
          {summary.pendingCount ? (
            <p className="landlord__stat-note">
              {t('landlord.dashboard.monthsUnpaid', { count: summary.pendingCount })}
            </p>
          ) : null}
        </div>
        <div className="landlord__stat">
          <h2>{t('landlord.dashboard.depositsHeld')}</h2>
          <p>{rupeesOr(summary.depositsHeldPaise)}</p>
          {summary.depositsReturnedPaise !== null ? (
            <p className="landlord__stat-note">
              {t('landlord.dashboard.depositsReturned', {
                returned: rupeesOr(summary.depositsReturnedPaise),
                kept: rupeesOr(summary.depositsKeptPaise),
              })}
            </p>
          ) : null}
        </div>
      </section>

      <section className="landlord__section" aria-labelledby="lease-status">
        <div className="landlord__section-head">
          <h2 id="lease-status">{t('landlord.dashboard.leaseStatus')}</h2>
          <Link to={`${paths.landlordHub}?tab=tenants`} className="button button--secondary">
            {t('landlord.dashboard.viewMore')}
          </Link>
        </div>
        {data.leases === null ? (
          <p>{t('landlord.dashboard.leasesUnavailable')}</p>
        ) : leases.length === 0 ? (
          <p>{t('landlord.dashboard.noLeases')}</p>
        ) : (
          <ul className="landlord__cards">
            {leases.slice(0, 6).map((lease) => {
              const daysLeft = leaseDaysLeft(lease.endDate);
              const statusId = LEASE_STATUS_IDS[lease.status];
              return (
                <li key={lease._id} className="landlord__card">
                  <p className="landlord__card-title">{addressLine(lease.property.address, t)}</p>
                  <p>
                    {t('landlord.dashboard.leaseDates', {
                      start: dates.date(lease.startDate),
                      end: dates.date(lastDayOfLease(lease.endDate)),
                    })}
                  </p>
                  <p>
                    {t('landlord.dashboard.statusLabel')}{' '}
                    <StatusBadge tone={lease.status === 'active' ? 'approved' : 'pending'}>
                      {statusId ? t(statusId) : lease.status}
                    </StatusBadge>
                  </p>
                  <p>
                    {daysLeft === null
                      ? t('landlord.dashboard.leaseExpired')
                      : t('landlord.dashboard.daysLeft', { count: daysLeft })}
                  </p>
                  <Link
                    to={paths.property(lease.propertyId)}
                    aria-label={t('landlord.dashboard.viewNamed', { name: addressLine(lease.property.address, t) })}
                  >
                    {t('landlord.dashboard.view')}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section className="landlord__section" aria-labelledby="tenant-requests">
        <div className="landlord__section-head">
          <h2 id="tenant-requests">{t('landlord.dashboard.tenantRequests')}</h2>
          <Link to={`${paths.landlordHub}?tab=maintenance`} className="button button--secondary">
            {t('landlord.dashboard.viewMore')}
          </Link>
        </div>
        {data.maintenance === null ? (
          <p>{t('landlord.dashboard.tenantRequestsUnavailable')}</p>
        ) : data.maintenance.length === 0 ? (
          <p>{t('landlord.dashboard.noTenantRequests')}</p>
        ) : (
          <ul className="landlord__cards">
            {data.maintenance.slice(0, 6).map((request) => {
              const statusId = MAINTENANCE_STATUS_IDS[request.status as MaintenanceStatus] as MessageId | undefined;
              const priorityId = PRIORITY_IDS[request.priority as MaintenancePriority] as MessageId | undefined;
              return (
                <li key={request._id} className="landlord__card">
                  <p className="landlord__card-title">{request.title}</p>
                  <p>{request.address}</p>
                  <p>
                    {t('landlord.dashboard.requestBy', {
                      tenant: request.tenantName,
                      date: dates.date(request.submittedDate),
                    })}
                  </p>
                  <p>
                    <StatusBadge tone={maintenanceTone(request.status)}>
                      {statusId ? t(statusId) : request.status}
                    </StatusBadge>{' '}
                    {t('landlord.dashboard.priority', { priority: priorityId ? t(priorityId) : request.priority })}
                  </p>
                  <Link
                    to={`${paths.landlordHub}?tab=maintenance&property=${request.propertyId}`}
                    aria-label={t('landlord.dashboard.viewNamed', { name: request.title })}
                  >
                    {t('landlord.dashboard.view')}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}

function ListedPropertiesTab({ data, onReload }: { data: LandlordDashboard; onReload(): void }) {
  const t = useText();
  const [adding, setAdding] = useState(false);
  return (
    <section aria-label={t('landlord.dashboard.tab.properties')}>
      <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
        {t('landlord.add.title')}
      </button>
      <AddPropertyFlow variant="dashboard" open={adding} onClose={() => setAdding(false)} onFinished={onReload} />
      {data.properties === null ? (
        <p>{t('landlord.properties.unavailable')}</p>
      ) : data.properties.length === 0 ? (
        <p>{t('landlord.dashboard.noProperties')}</p>
      ) : (
        <ul className="landlord__cards">
          {data.properties.map((property) => (
            <LandlordPropertyCard key={property._id} property={property}>
              <Link className="button button--secondary" to={`/${property._id}/uploadImages`}>
                {t('landlord.dashboard.uploadPhotos')}
              </Link>
            </LandlordPropertyCard>
          ))}
        </ul>
      )}
    </section>
  );
}

function RentHistoryTab({ data }: { data: LandlordDashboard }) {
  const t = useText();
  const dates = useIndiaDates();
  if (data.payments === null) return <p>{t('landlord.rentHistory.unavailable')}</p>;
  if (data.payments.length === 0) return <p>{t('landlord.rentHistory.empty')}</p>;
  return (
    <>
      <PaymentsShown shown={data.payments.length} total={data.paymentsCount} />
      <table className="landlord__table">
        <caption className="visually-hidden">{t('landlord.rentHistory.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('landlord.rentHistory.date')}</th>
            <th scope="col">{t('landlord.statement.tenant')}</th>
            <th scope="col">{t('landlord.statement.property')}</th>
            <th scope="col">{t('landlord.rentHistory.type')}</th>
            <th scope="col">{t('landlord.rentHistory.amount')}</th>
            <th scope="col">{t('landlord.rentHistory.status')}</th>
          </tr>
        </thead>
        <tbody>
          {data.payments.map((payment) => {
            const statusId = PAYMENT_STATUS_IDS[payment.status];
            return (
              <tr key={payment._id}>
                <td>{dates.date(payment.paymentDate ?? payment.createdAt)}</td>
                <td>{t('landlord.personName', { first: payment.payer.firstName, last: payment.payer.lastName })}</td>
                <td>{addressLine(payment.property.address, t)}</td>
                <td>
                  {payment.paymentType === 'initial'
                    ? t('landlord.rentHistory.moveIn')
                    : payment.month
                      ? t('landlord.rentHistory.rentOfMonth', { month: payment.month })
                      : t('landlord.rentHistory.rent')}
                </td>
                <td>{payment.amountLabel}</td>
                <td>
                  <StatusBadge tone={payment.status === 'completed' ? 'approved' : 'pending'}>
                    {statusId ? t(statusId) : payment.status}
                  </StatusBadge>
                </td>
              </tr>
            );
          })}
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
