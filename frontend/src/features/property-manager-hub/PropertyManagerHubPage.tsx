import { useSearchParams } from 'react-router-dom';
import { MaintenanceRequestsPanel } from '../../components/maintenance/MaintenanceRequestsPanel';
import { Spinner } from '../../components/Spinner';
import { Tabs, type TabItem } from '../../components/Tabs';
import { useSession } from '../../lib/auth/session';
import { ApiError } from '../../lib/problem';
import { useManagerRecord, type ManagerRecord } from './api/get-manager-record';
import { OverviewPanel } from './components/OverviewPanel';
import { PaymentRemindersPanel } from './components/PaymentRemindersPanel';
import { ReviewApplicationsPanel } from './components/ReviewApplicationsPanel';
import { ReviewListingRequestsPanel } from './components/ReviewListingRequestsPanel';
import './PropertyManagerHubPage.css';

type HubTab = 'overview' | 'applications' | 'maintenance' | 'listing-requests' | 'payment-reminders';

const HUB_TABS: readonly TabItem<HubTab>[] = [
  { key: 'overview', label: 'Overview' },
  { key: 'applications', label: 'Review Rental Applications' },
  { key: 'maintenance', label: 'Review Maintenance Requests' },
  { key: 'listing-requests', label: 'Review Property Listing Requests' },
  { key: 'payment-reminders', label: 'Send Payment Reminders' },
];

function isHubTab(value: string | null): value is HubTab {
  return HUB_TABS.some((tab) => tab.key === value);
}

/** `/property-manager-hub`: a property manager's work (spec 001 §2); the open tab is in the address (`?tab=`). */
export function PropertyManagerHubPage() {
  const { currentUser } = useSession();
  const manager = useManagerRecord(currentUser?.email);

  return (
    <main id="main" className="page pm-hub">
      <h1>Property Manager Hub</h1>
      {manager.isPending ? <Spinner label="Loading your property manager dashboard…" /> : null}
      {manager.isError ? <ManagerLookupProblem error={manager.error} onRetry={() => void manager.refetch()} /> : null}
      {manager.data ? <HubTabs manager={manager.data} authorEmail={currentUser?.email ?? ''} /> : null}
    </main>
  );
}

/** No manager record for this account (404) is the spec's missing manager id; any other failure, its error panel. */
function ManagerLookupProblem({ error, onRetry }: { error: Error; onRetry: () => void }) {
  if (error instanceof ApiError && error.status === 404) {
    return (
      <div className="pm-hub__warning" role="alert">
        <p>Property Manager ID not found. Please check your account setup.</p>
      </div>
    );
  }
  return (
    <div className="pm-hub__error" role="alert">
      <h2>Error Loading Property Manager Dashboard</h2>
      <p>Please make sure you&apos;re logged in with the correct property manager account.</p>
      <p className="pm-hub__error-detail">Failed to fetch property manager information: {error.message}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

function HubTabs({ manager, authorEmail }: { manager: ManagerRecord; authorEmail: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const selected: HubTab = isHubTab(requested) ? requested : 'overview';

  if (!manager._id) {
    return (
      <div className="pm-hub__warning" role="alert">
        <p>Property Manager ID not found. Please check your account setup.</p>
      </div>
    );
  }

  function select(tab: HubTab) {
    setSearchParams(tab === 'overview' ? {} : { tab }, { replace: true });
  }

  return (
    <Tabs label="Property Manager Hub sections" tabs={HUB_TABS} selected={selected} onSelect={select}>
      {selected === 'overview' ? (
        <OverviewPanel manager={manager} onReviewApplications={() => select('applications')} />
      ) : null}
      {selected === 'applications' ? <ReviewApplicationsPanel managerId={manager._id} /> : null}
      {selected === 'maintenance' ? (
        <MaintenanceRequestsPanel
          title="Review Maintenance Requests"
          source={{ kind: 'manager', managerId: manager._id }}
          authorEmail={authorEmail}
        />
      ) : null}
      {selected === 'listing-requests' ? <ReviewListingRequestsPanel managerId={manager._id} /> : null}
      {selected === 'payment-reminders' ? <PaymentRemindersPanel managerId={manager._id} /> : null}
    </Tabs>
  );
}
