import { useSearchParams } from 'react-router-dom';
import { MaintenanceRequestsPanel } from '../../components/maintenance/MaintenanceRequestsPanel';
import { Spinner } from '../../components/Spinner';
import { Tabs, type TabItem } from '../../components/Tabs';
import { useSession } from '../../lib/auth/session';
import type { MessageId } from '../../i18n/message-ids';
import { useText } from '../../i18n/use-text';
import { ApiError } from '../../lib/problem';
import { MoveOutsPanel } from '../../components/deposits/MoveOutsPanel';
import { useManagerRecord, type ManagerRecord } from './api/get-manager-record';
import { LeasesEndingSoonPanel } from './components/LeasesEndingSoonPanel';
import { OverviewPanel } from './components/OverviewPanel';
import { PaymentRemindersPanel } from './components/PaymentRemindersPanel';
import { ReviewApplicationsPanel } from './components/ReviewApplicationsPanel';
import { ReviewListingRequestsPanel } from './components/ReviewListingRequestsPanel';
import './PropertyManagerHubPage.css';

type HubTab =
  'overview' | 'applications' | 'maintenance' | 'listing-requests' | 'payment-reminders' | 'leases' | 'move-outs';

const HUB_TABS: readonly { key: HubTab; labelId: MessageId }[] = [
  { key: 'overview', labelId: 'manager.tab.overview' },
  { key: 'applications', labelId: 'manager.tab.applications' },
  { key: 'maintenance', labelId: 'manager.tab.maintenance' },
  { key: 'listing-requests', labelId: 'manager.tab.listingRequests' },
  { key: 'payment-reminders', labelId: 'manager.tab.reminders' },
  { key: 'leases', labelId: 'manager.tab.leases' },
  { key: 'move-outs', labelId: 'manager.tab.moveOuts' },
];

function isHubTab(value: string | null): value is HubTab {
  return HUB_TABS.some((tab) => tab.key === value);
}

/** `/property-manager-hub`: a property manager's work (spec 001 §2); the open tab is in the address (`?tab=`). */
export function PropertyManagerHubPage() {
  const { currentUser } = useSession();
  const manager = useManagerRecord(currentUser?.email);
  const t = useText();

  return (
    <main id="main" className="page pm-hub">
      <h1>{t('manager.title')}</h1>
      {manager.isPending ? <Spinner label={t('manager.loading')} /> : null}
      {manager.isError ? <ManagerLookupProblem error={manager.error} onRetry={() => void manager.refetch()} /> : null}
      {manager.data ? <HubTabs manager={manager.data} authorEmail={currentUser?.email ?? ''} /> : null}
    </main>
  );
}

/** No manager record for this account (404) is the spec's missing manager id; any other failure, its error panel. */
function ManagerLookupProblem({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const t = useText();
  if (error instanceof ApiError && error.status === 404) {
    return (
      <div className="pm-hub__warning" role="alert">
        <p>{t('manager.notFound')}</p>
      </div>
    );
  }
  return (
    <div className="pm-hub__error" role="alert">
      <h2>{t('manager.error.title')}</h2>
      <p>{t('manager.error.account')}</p>
      <p className="pm-hub__error-detail">{t('manager.error.detail', { message: error.message })}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('manager.tryAgain')}
      </button>
    </div>
  );
}

function HubTabs({ manager, authorEmail }: { manager: ManagerRecord; authorEmail: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const t = useText();
  const requested = searchParams.get('tab');
  const selected: HubTab = isHubTab(requested) ? requested : 'overview';

  if (!manager._id) {
    return (
      <div className="pm-hub__warning" role="alert">
        <p>{t('manager.notFound')}</p>
      </div>
    );
  }

  function select(tab: HubTab) {
    setSearchParams(tab === 'overview' ? {} : { tab }, { replace: true });
  }

  const tabs: TabItem<HubTab>[] = HUB_TABS.map((tab) => ({ key: tab.key, label: t(tab.labelId) }));
  return (
    <Tabs label={t('manager.tabs.label')} tabs={tabs} selected={selected} onSelect={select}>
      {selected === 'overview' ? (
        <OverviewPanel manager={manager} onReviewApplications={() => select('applications')} />
      ) : null}
      {selected === 'applications' ? <ReviewApplicationsPanel managerId={manager._id} /> : null}
      {selected === 'maintenance' ? (
        <MaintenanceRequestsPanel
          title={t('manager.tab.maintenance')}
          source={{ kind: 'manager', managerId: manager._id }}
          authorEmail={authorEmail}
        />
      ) : null}
      {selected === 'listing-requests' ? <ReviewListingRequestsPanel managerId={manager._id} /> : null}
      {selected === 'payment-reminders' ? <PaymentRemindersPanel managerId={manager._id} /> : null}
      {selected === 'leases' ? <LeasesEndingSoonPanel managerId={manager._id} /> : null}
      {selected === 'move-outs' ? <MoveOutsPanel /> : null}
    </Tabs>
  );
}
