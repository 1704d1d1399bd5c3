import { useQuery } from '@tanstack/react-query';
import { formatIndianDate, formatIndianMonth, formatPaiseAsRupees } from '@trio/contracts/common';
import { lastDayOfLease } from '@trio/contracts/http/applications';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { StatusBadge } from '../../components/StatusBadge';
import { Tabs } from '../../components/Tabs';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/auth/session';
import { openFileInNewTab, saveFile } from '../../lib/files';
import { fetchLeaseAgreement } from './api/lease-agreement';
import { MaintenancePanel } from './components/MaintenancePanel';
import { SubmitMaintenanceDialog } from './components/SubmitMaintenanceDialog';
import { paymentHistoryQueryOptions } from './api/get-payment-history';
import { rentersHubQueryOptions } from './api/get-renters-hub';
import { HUB_MESSAGES, MIN_UID_LENGTH, rentersHubLoadMessage } from './load-errors';
import { paymentBadgeTone, payRentProblem, rentalsFrom, titleCase, withTwoDecimals, type Rental } from './rentals';
import './RentersHubPage.css';
import { OpenConversationButton } from '../../components/conversation/OpenConversationButton';

type HubTab = 'overview' | 'lease' | 'maintenance' | 'payments';

const TABS = [
  { key: 'overview', label: 'Overview' },
  { key: 'lease', label: 'Lease Information' },
  { key: 'maintenance', label: 'Maintenance Requests' },
  { key: 'payments', label: 'Payment History' },
] as const;

function HubError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="renters-hub__error" role="alert">
      <h2>Error</h2>
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

/** /hub, the Renters Hub (001 §2): the tenant's rentals, lease, maintenance and payments. */
export function RentersHubPage() {
  const { currentUser } = useSession();
  let content;
  if (!currentUser) content = <HubError message={HUB_MESSAGES.notLoggedIn} />;
  else if (currentUser.uid.length < MIN_UID_LENGTH) content = <HubError message={HUB_MESSAGES.invalidSession} />;
  else content = <RentersHubContent uid={currentUser.uid} />;
  return (
    <main id="main" className="renters-hub" aria-labelledby="renters-hub-title">
      <h1 id="renters-hub-title">Renters Hub</h1>
      {content}
    </main>
  );
}

function RentersHubContent({ uid }: { uid: string }) {
  const [tab, setTab] = useState<HubTab>('overview');
  /** The maintenance dialog, open for one rental (its key), and the success notice after a submission. */
  const [dialogFor, setDialogFor] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const hub = useQuery(rentersHubQueryOptions(uid));

  if (hub.isPending) return <Spinner label="Loading your rental information..." />;
  if (hub.isError) return <HubError message={rentersHubLoadMessage(hub.error)} onRetry={() => void hub.refetch()} />;

  const rentals = rentalsFrom(hub.data.leases, hub.data.confirmedApplications);
  if (rentals.length === 0) {
    return (
      <section className="renters-hub__empty" aria-labelledby="renters-hub-empty">
        <h2 id="renters-hub-empty">No Active Rentals</h2>
        <p>You don&apos;t have any confirmed rentals yet.</p>
        <Link className="button button--primary" to={paths.home}>
          Browse Properties
        </Link>
      </section>
    );
  }

  function openDialog(rentalKey: string) {
    setNotice(null);
    setDialogFor(rentalKey);
  }

  return (
    <>
      <Tabs<HubTab> label="Renters Hub" tabs={TABS} selected={tab} onSelect={setTab}>
        {tab === 'overview' ? (
          <OverviewPanel
            rentals={rentals}
            onViewLease={() => setTab('lease')}
            onMaintenance={(rental) => {
              setTab('maintenance');
              openDialog(rental.key);
            }}
          />
        ) : tab === 'lease' ? (
          <LeasePanel rentals={rentals} />
        ) : tab === 'maintenance' ? (
          <MaintenancePanel uid={uid} notice={notice} onNewRequest={() => openDialog(rentals[0]!.key)} />
        ) : (
          <PaymentHistoryPanel uid={uid} />
        )}
      </Tabs>
      {dialogFor ? (
        <SubmitMaintenanceDialog
          rentals={rentals}
          initialRentalKey={dialogFor}
          onClose={() => setDialogFor(null)}
          onSubmitted={() => {
            setDialogFor(null);
            setTab('maintenance');
            setNotice('Maintenance request submitted successfully!');
          }}
        />
      ) : null}
    </>
  );
}

function OverviewPanel({
  rentals,
  onViewLease,
  onMaintenance,
}: {
  rentals: Rental[];
  onViewLease(): void;
  onMaintenance(rental: Rental): void;
}) {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<{ key: string; message: string } | null>(null);

  function payRent(rental: Rental) {
    const message = payRentProblem(rental.propertyId);
    if (message) {
      setProblem({ key: rental.key, message });
      return;
    }
    setProblem(null);
    void navigate(paths.billing, {
      state: { propertyId: rental.propertyId, paymentType: 'monthly_rent', rentalId: rental.lease?._id ?? rental.key },
    });
  }

  return (
    <section aria-labelledby="renters-hub-overview">
      <h2 id="renters-hub-overview">Your Rentals</h2>
      <ul className="renters-hub__cards">
        {rentals.map((rental) => (
          <li key={rental.key} className="renters-hub__card">
            <div className="renters-hub__card-head">
              <h3>{rental.title}</h3>
              <StatusBadge tone="approved">Active</StatusBadge>
            </div>
            <p className="renters-hub__address">{rental.address}</p>
            <dl className="renters-hub__facts">
              <dt>Move-in Date</dt>
              <dd>{formatIndianDate(rental.moveInDate)}</dd>
              <dt>Lease Period</dt>
              <dd>{rental.leasePeriod}</dd>
              <dt>Monthly Rent</dt>
              <dd>{rental.monthlyRent}</dd>
              <dt>Payment Status</dt>
              <dd>Paid</dd>
            </dl>
            {rental.lease ? null : (
              <p className="renters-hub__note">Your lease is being prepared; it appears here in a moment.</p>
            )}
            {problem?.key === rental.key ? (
              <p className="renters-hub__alert" role="alert">
                {problem.message}
              </p>
            ) : null}
            <div className="renters-hub__actions">
              <button type="button" className="button button--secondary" onClick={onViewLease}>
                View Lease
              </button>
              <button type="button" className="button button--secondary" onClick={() => onMaintenance(rental)}>
                Maintenance
              </button>
              {rental.lease ? (
                <OpenConversationButton
                  kind="lease"
                  id={rental.lease._id}
                  label="Messages"
                  ariaLabel={`Messages about the lease of ${rental.title}`}
                  className="button button--secondary"
                />
              ) : null}
              <button
                type="button"
                className="button button--primary"
                onClick={() => payRent(rental)}
                disabled={!rental.lease}
              >
                Pay Rent
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LeasePanel({ rentals }: { rentals: Rental[] }) {
  return (
    <section aria-labelledby="renters-hub-lease">
      <h2 id="renters-hub-lease">Lease Information</h2>
      {rentals.map((rental) => (
        <LeaseDetails key={rental.key} rental={rental} />
      ))}
    </section>
  );
}

function LeaseDetails({ rental }: { rental: Rental }) {
  const [state, setState] = useState<{ busy: 'download' | 'terms' | null; error: string | null }>({
    busy: null,
    error: null,
  });
  const lease = rental.lease;

  async function run(kind: 'download' | 'terms') {
    if (!lease) return;
    setState({ busy: kind, error: null });
    try {
      if (kind === 'download') {
        const { blob, fileName } = await fetchLeaseAgreement(lease._id);
        saveFile(blob, fileName);
      } else {
        await openFileInNewTab(async () => (await fetchLeaseAgreement(lease._id)).blob);
      }
      setState({ busy: null, error: null });
    } catch (error) {
      setState({
        busy: null,
        error: `The lease agreement could not be loaded. ${error instanceof Error ? error.message : ''}`.trim(),
      });
    }
  }

  return (
    <article className="renters-hub__lease" aria-label={`Lease for ${rental.title}`}>
      <h3>{rental.title}</h3>
      <dl className="renters-hub__facts">
        <dt>Tenant Name</dt>
        <dd>{rental.tenantName || 'N/A'}</dd>
        <dt>Move-in Date</dt>
        <dd>{formatIndianDate(rental.moveInDate)}</dd>
        {lease ? (
          <>
            <dt>Lease Ends</dt>
            <dd>{formatIndianDate(lastDayOfLease(lease.endDate))}</dd>
          </>
        ) : null}
        <dt>Lease Duration</dt>
        <dd>{rental.leasePeriod}</dd>
        <dt>Monthly Rent</dt>
        <dd>{rental.monthlyRent}</dd>
        <dt>Security Deposit</dt>
        <dd>{lease ? withTwoDecimals(formatPaiseAsRupees(lease.depositPaise)) : 'N/A'}</dd>
        <dt>Number of Occupants</dt>
        <dd>{rental.numPeople}</dd>
      </dl>
      {state.error ? (
        <p className="renters-hub__alert" role="alert">
          {state.error}
        </p>
      ) : null}
      <div className="renters-hub__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => void run('download')}
          disabled={!lease || state.busy !== null}
        >
          {state.busy === 'download' ? 'Preparing PDF…' : 'Download Lease PDF'}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void run('terms')}
          disabled={!lease || state.busy !== null}
        >
          View Full Terms
        </button>
      </div>
    </article>
  );
}

function PaymentHistoryPanel({ uid }: { uid: string }) {
  const history = useQuery(paymentHistoryQueryOptions(uid));
  let body;
  if (history.isPending) body = <Spinner label="Loading your payments..." />;
  else if (history.isError) {
    body = (
      <div className="renters-hub__alert" role="alert">
        <p>Your payment history could not be loaded. {history.error.message}</p>
        <button type="button" className="button button--secondary" onClick={() => void history.refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (history.data.length === 0) {
    body = (
      <div className="renters-hub__empty-list">
        <p>No payment history found.</p>
        <p>Your payment history will appear here once you make payments.</p>
      </div>
    );
  } else {
    body = (
      <ul className="renters-hub__payments">
        {history.data.map((payment) => (
          <li key={payment._id} className="renters-hub__payment">
            <div className="renters-hub__card-head">
              <h3>
                {titleCase(payment.paymentType)}
                {payment.month ? ` (${formatIndianMonth(payment.month)})` : ''}
              </h3>
              <StatusBadge tone={paymentBadgeTone(payment.status)}>{titleCase(payment.status)}</StatusBadge>
            </div>
            <p className="renters-hub__address">{payment.property.name}</p>
            <dl className="renters-hub__facts">
              <dt>Address</dt>
              <dd>
                {[payment.property.address.street, payment.property.address.city, payment.property.address.state]
                  .filter(Boolean)
                  .join(', ') || 'Address not available'}
              </dd>
              <dt>Amount</dt>
              <dd>{formatPaiseAsRupees(payment.amountPaise)}</dd>
              <dt>Payment Date</dt>
              <dd>{formatIndianDate(payment.paymentDate ?? payment.createdAt)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="renters-hub-payments">
      <h2 id="renters-hub-payments">Payment History</h2>
      {body}
    </section>
  );
}
