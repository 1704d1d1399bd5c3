import type { LandlordDashboard } from '@trio/contracts/http/landlord';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { Tabs } from '../../components/Tabs';
import { useText } from '../../i18n/use-text';
import { useSession } from '../../lib/auth/session';
import { useLandlordDashboard } from './api/get-dashboard';
import { useLandlordListingRequests } from './api/get-listing-requests';
import { AddPropertyFlow } from './components/AddPropertyFlow';
import { GapNotice } from './components/GapNotice';
import { isTab, TABS, type HubTab } from './hub/hub-tabs';
import { ListingRequestsTab } from './hub/ListingRequestsTab';
import { MaintenanceTab } from './hub/MaintenanceTab';
import { OverviewTab } from './hub/OverviewTab';
import { PaymentsTab } from './hub/PaymentsTab';
import { PropertiesTab } from './hub/PropertiesTab';
import { TenantsTab } from './hub/TenantsTab';
import './landlord.css';

/** `/landlord-hub` (spec 001 §2): the landlord's homes, listing requests, tenants, payments, contracts and reports. */
export function LandlordHubPage() {
  const t = useText();
  const { currentUser, userRole } = useSession();
  const dashboard = useLandlordDashboard(currentUser?._id);
  const requests = useLandlordListingRequests(currentUser?._id);
  const [adding, setAdding] = useState(false);
  const [addFailed, setAddFailed] = useState(false);

  const reload = () => {
    setAddFailed(false);
    void dashboard.refetch();
    void requests.refetch();
  };

  let content;
  if (dashboard.isPending) content = <Spinner label={t('landlord.hub.loading')} />;
  else if (dashboard.isError || addFailed) {
    content = (
      <div className="landlord__error" role="alert">
        <h2>{t('landlord.error')}</h2>
        <p>{addFailed ? t('landlord.addFailed') : t('landlord.loadFailed')}</p>
        <button type="button" className="button button--secondary" onClick={reload}>
          {t('landlord.tryAgain')}
        </button>
      </div>
    );
  } else if (dashboard.data.properties?.length === 0 && (requests.data?.length ?? 0) === 0) {
    content = (
      <section className="landlord__empty" aria-labelledby="no-properties">
        <h2 id="no-properties">{t('landlord.hub.emptyTitle')}</h2>
        <p>{t('landlord.hub.emptyText')}</p>
        <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
          {t('landlord.hub.addFirst')}
        </button>
      </section>
    );
  } else {
    content = <HubTabs data={dashboard.data} requests={requests} onAdd={() => setAdding(true)} onReload={reload} />;
  }

  return (
    <main id="main" className="page landlord">
      <div className="landlord__section-head">
        <h1>{t('landlord.hub.title')}</h1>
        <span className="landlord__role-badge">
          {userRole === 'landlord' ? t('landlord.hub.roleOwner') : t('landlord.hub.roleManager')}
        </span>
      </div>
      {content}
      <AddPropertyFlow
        variant="hub"
        open={adding}
        onClose={() => setAdding(false)}
        onFinished={reload}
        onFailed={() => setAddFailed(true)}
      />
    </main>
  );
}

interface HubTabsProps {
  data: LandlordDashboard;
  requests: ReturnType<typeof useLandlordListingRequests>;
  onAdd(): void;
  onReload(): void;
}

function HubTabs({ data, requests, onAdd, onReload }: HubTabsProps) {
  const t = useText();
  const tabs = TABS.map((item) => ({ key: item.key, label: t(item.labelId) }));
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: HubTab = isTab(requested) ? requested : 'overview';
  const propertyFilter = searchParams.get('property');
  const select = (key: HubTab, property?: string) =>
    setSearchParams(
      { ...(key === 'overview' ? {} : { tab: key }), ...(property ? { property } : {}) },
      { replace: true },
    );

  return (
    <>
      <GapNotice gaps={data.gaps} />
      <Tabs label={t('landlord.hub.sections')} tabs={tabs} selected={tab} onSelect={(key) => select(key)}>
        {tab === 'overview' ? <OverviewTab data={data} requests={requests.data ?? []} onAdd={onAdd} /> : null}
        {tab === 'listing-requests' ? (
          <ListingRequestsTab requests={requests} onAdd={onAdd} onReload={onReload} />
        ) : null}
        {tab === 'properties' ? <PropertiesTab data={data} onSelect={select} /> : null}
        {tab === 'tenants' ? (
          <TenantsTab data={data} propertyId={propertyFilter} onClear={() => select('tenants')} />
        ) : null}
        {tab === 'payments' ? <PaymentsTab data={data} /> : null}
        {tab === 'maintenance' ? (
          <MaintenanceTab propertyId={propertyFilter} data={data} onClear={() => select('maintenance')} />
        ) : null}
      </Tabs>
    </>
  );
}
