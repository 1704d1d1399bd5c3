import { bathroomsLabel, bedroomsLabel } from '../../lib/home-facts';
import type { LandlordDashboard } from '@trio/contracts/http/landlord';
import type { ListingRequest, ListingRequestBody } from '@trio/contracts/http/properties';
import { leaseAgreementPdf } from '@trio/contracts/http/applications';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Dialog } from '../../components/Dialog';
import { MaintenanceRequestsPanel } from '../../components/maintenance/MaintenanceRequestsPanel';
import { Spinner } from '../../components/Spinner';
import { StatusBadge } from '../../components/StatusBadge';
import { Tabs, type TabItem } from '../../components/Tabs';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/auth/session';
import { fetchRouteFile, openFileInNewTab } from '../../lib/files';
import { addressLine, listingStatusLabel, listingStatusTone } from '../../lib/listing-requests';
import { useLandlordDashboard } from './api/get-dashboard';
import { useLandlordListingRequests } from './api/get-listing-requests';
import { deleteListingDraft } from './api/delete-listing-draft';
import { putListingRequest } from './api/resubmit-listing-request';
import { AddPropertyFlow } from './components/AddPropertyFlow';
import { GapNotice } from './components/GapNotice';
import { ListingForm } from './components/ListingForm';
import { UploadPropertyImagesModal } from './components/UploadPropertyImagesModal';
import { OwnerStatement } from './components/OwnerStatement';
import { PaymentsShown } from './components/PaymentsShown';
import { TotalCollectedStat } from './components/TotalCollectedStat';
import { lastDayOfLease } from '@trio/contracts/http/applications';
import { dateLabel } from './lease-time';
import { recentActivity } from './recent-activity';
import './landlord.css';

type HubTab = 'overview' | 'listing-requests' | 'properties' | 'tenants' | 'payments' | 'maintenance';

const TABS: readonly TabItem<HubTab>[] = [
  { key: 'overview', label: 'Overview' },
  { key: 'listing-requests', label: 'Listing Requests' },
  { key: 'properties', label: 'Properties' },
  { key: 'tenants', label: 'Tenants' },
  { key: 'payments', label: 'Payments' },
  { key: 'maintenance', label: 'Maintenance Requests' },
];

const isTab = (value: string | null): value is HubTab => TABS.some((tab) => tab.key === value);

/** `/landlord-hub` (spec 001 §2): the landlord's homes, listing requests, tenants, payments, contracts and reports. */
export function LandlordHubPage() {
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
  if (dashboard.isPending) content = <Spinner label="Loading your landlord dashboard..." />;
  else if (dashboard.isError || addFailed) {
    content = (
      <div className="landlord__error" role="alert">
        <h2>Error</h2>
        <p>{addFailed ? 'Failed to add property' : 'Failed to load dashboard data'}</p>
        <button type="button" className="button button--secondary" onClick={reload}>
          Try again
        </button>
      </div>
    );
  } else if (dashboard.data.properties?.length === 0 && (requests.data?.length ?? 0) === 0) {
    content = (
      <section className="landlord__empty" aria-labelledby="no-properties">
        <h2 id="no-properties">No Properties Found</h2>
        <p>List your first home: a property manager reviews it, then renters can find it.</p>
        <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
          Add Your First Property
        </button>
      </section>
    );
  } else {
    content = <HubTabs data={dashboard.data} requests={requests} onAdd={() => setAdding(true)} onReload={reload} />;
  }

  return (
    <main id="main" className="page landlord">
      <div className="landlord__section-head">
        <h1>Landlord Hub</h1>
        <span className="landlord__role-badge">{userRole === 'landlord' ? 'Property Owner' : 'Property Manager'}</span>
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
      <Tabs label="Landlord Hub sections" tabs={TABS} selected={tab} onSelect={(key) => select(key)}>
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

function OverviewTab({
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
        {panel === 'contracts' ? <Contracts data={data} /> : null}
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

/** View Contracts: the leases, each with its agreement PDF. */
function Contracts({ data }: { data: LandlordDashboard }) {
  if (data.leases === null) return <p>Contracts are unavailable right now.</p>;
  if (data.leases.length === 0)
    return <p>No contracts yet: a lease is made when a tenant’s move-in payment is received.</p>;
  return (
    <section aria-labelledby="contracts" className="landlord__section">
      <h3 id="contracts">Contracts</h3>
      <ul className="landlord__cards">
        {data.leases.map((lease) => (
          <li key={lease._id} className="landlord__card">
            <p className="landlord__card-title">{addressLine(lease.property.address)}</p>
            <p>
              {lease.tenant.name} · {dateLabel(lease.startDate)} to {dateLabel(lastDayOfLease(lease.endDate))} ·{' '}
              {lease.rentLabel}
            </p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() =>
                void openFileInNewTab(
                  async () => (await fetchRouteFile(leaseAgreementPdf, { id: lease._id }, 'lease.pdf')).blob,
                )
              }
            >
              Agreement PDF
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ListingRequestsTab({
  requests,
  onAdd,
  onReload,
}: {
  requests: ReturnType<typeof useLandlordListingRequests>;
  onAdd(): void;
  onReload(): void;
}) {
  const [editing, setEditing] = useState<ListingRequest | null>(null);
  /** The draft whose photos are being added, and the one the landlord asked to delete. */
  const [addingPhotos, setAddingPhotos] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ListingRequest | null>(null);
  const [deleteFailed, setDeleteFailed] = useState<string | null>(null);
  const [deletingBusy, setDeletingBusy] = useState(false);

  async function deleteDraft(request: ListingRequest) {
    setDeletingBusy(true);
    setDeleteFailed(null);
    try {
      await deleteListingDraft(request._id);
      setDeleting(null);
      onReload();
    } catch (error) {
      setDeleteFailed(error instanceof Error ? error.message : 'The draft could not be deleted.');
    } finally {
      setDeletingBusy(false);
    }
  }

  return (
    <section aria-label="Listing Requests">
      <button type="button" className="button button--primary" onClick={onAdd}>
        New Request
      </button>
      {requests.isPending ? <Spinner label="Loading your listing requests…" /> : null}
      {requests.isError ? <p role="alert">Failed to fetch listing requests</p> : null}
      {requests.data?.length === 0 ? <p>No listing requests yet.</p> : null}
      <ul className="landlord__cards">
        {(requests.data ?? []).map((request) => (
          <li key={request._id} className="landlord__card">
            <p className="landlord__card-title">{addressLine(request.address)}</p>
            <p>
              <StatusBadge tone={listingStatusTone(request.status)}>
                {listingStatusLabel(request.status, 'landlord')}
              </StatusBadge>
            </p>
            <p>
              {request.rentLabel} / month · {bedroomsLabel(request.bedrooms)} · {bathroomsLabel(request.bathrooms)} ·{' '}
              {request.type}
            </p>
            <p>Submitted {dateLabel(request.createdAt)}</p>
            {request.assignedPropertyManager ? (
              <p>
                Manager: {request.assignedPropertyManager.name}
                {request.assignedPropertyManager.companyName ? ` (${request.assignedPropertyManager.companyName})` : ''}
              </p>
            ) : null}
            {request.reviewNotes ? <p>Manager’s notes: {request.reviewNotes}</p> : null}
            {request.status === 'needs_more_info' ? (
              <button type="button" className="button button--secondary" onClick={() => setEditing(request)}>
                Edit and resubmit
              </button>
            ) : null}
            {request.status === 'draft' ? (
              <>
                <p>Not sent to a manager yet: add a photo of each required room to submit it.</p>
                <button type="button" className="button button--primary" onClick={() => setAddingPhotos(request._id)}>
                  Add photos
                </button>{' '}
                <button type="button" className="button button--secondary" onClick={() => setDeleting(request)}>
                  Delete
                </button>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} size="large" title="Edit and resubmit">
        {editing ? (
          <ListingForm
            variant="hub"
            initial={editing}
            submitLabel="Resubmit"
            onCancel={() => setEditing(null)}
            onSubmit={async (body: ListingRequestBody) => {
              await putListingRequest(editing._id, { ...body, images: editing.images });
              setEditing(null);
              onReload();
            }}
          />
        ) : null}
      </Dialog>
      {addingPhotos ? (
        <UploadPropertyImagesModal
          requestId={addingPhotos}
          onCancel={() => setAddingPhotos(null)}
          onDone={() => {
            setAddingPhotos(null);
            onReload();
          }}
        />
      ) : null}
      <Dialog
        open={deleting !== null}
        onClose={() => {
          setDeleting(null);
          setDeleteFailed(null);
        }}
        size="small"
        title="Delete this draft?"
      >
        <p>
          The draft for {addressLine(deleting?.address)} and any photos uploaded for it will be deleted. It was never
          sent to a manager.
        </p>
        {deleteFailed ? <p role="alert">{deleteFailed}</p> : null}
        <div className="listing-form__actions">
          <button type="button" className="button button--secondary" onClick={() => setDeleting(null)}>
            Keep draft
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={deletingBusy}
            onClick={() => deleting && void deleteDraft(deleting)}
          >
            Delete draft
          </button>
        </div>
      </Dialog>
    </section>
  );
}

function PropertiesTab({
  data,
  onSelect,
}: {
  data: LandlordDashboard;
  onSelect(tab: HubTab, property?: string): void;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  if (data.properties === null) return <p>Your properties are unavailable right now.</p>;
  return (
    <section aria-label="Properties">
      <ul className="landlord__cards">
        {data.properties.map((property) => (
          <li key={property._id} className="landlord__card">
            <p className="landlord__card-title">{property.name}</p>
            <p>{addressLine(property.address)}</p>
            <p>
              {property.rentLabel} / month ·{' '}
              <StatusBadge tone={property.status === 'available' ? 'approved' : 'pending'}>
                {property.status}
              </StatusBadge>
            </p>
            <div className="landlord__card-actions">
              <button type="button" className="button button--secondary" onClick={() => setEditing(property._id)}>
                Edit
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => onSelect('tenants', property._id)}
              >
                View Tenants
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => onSelect('maintenance', property._id)}
              >
                Maintenance
              </button>
            </div>
          </li>
        ))}
      </ul>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title="Edit listing">
        <p>
          Photos need no review: change them now with <Link to={`/${editing ?? ''}/uploadImages`}>Upload photos</Link>.
        </p>
        <p>
          Rent, rooms, address and description are what renters rely on, so a change to them is reviewed by your
          property manager like a new listing. Editing a listed home’s details is not available yet; a listing the
          manager sent back (Needs More Info) is edited from the Listing Requests tab.
        </p>
      </Dialog>
    </section>
  );
}

function TenantsTab({
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

function PaymentsTab({ data }: { data: LandlordDashboard }) {
  return (
    <section aria-labelledby="payment-history">
      <h2 id="payment-history">Payment History</h2>
      {data.payments === null ? <p>Payments are unavailable right now.</p> : null}
      {data.payments?.length === 0 ? <p>No payment history found.</p> : null}
      {data.payments ? <PaymentsShown shown={data.payments.length} total={data.paymentsCount} /> : null}
      <ul className="landlord__cards">
        {(data.payments ?? []).map((payment) => (
          <li key={payment._id} className="landlord__card">
            <p className="landlord__card-title">{payment.amountLabel}</p>
            <p>
              {payment.payer.firstName} {payment.payer.lastName}
            </p>
            <p>{addressLine(payment.property.address)}</p>
            <p>
              <StatusBadge tone={payment.status === 'completed' ? 'approved' : 'pending'}>{payment.status}</StatusBadge>{' '}
              {dateLabel(payment.paymentDate ?? payment.createdAt)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function MaintenanceTab({
  propertyId,
  data,
  onClear,
}: {
  propertyId: string | null;
  data: LandlordDashboard;
  onClear(): void;
}) {
  const { currentUser } = useSession();
  const property = propertyId ? data.properties?.find((p) => p._id === propertyId) : undefined;
  if (!currentUser) return null;
  return (
    <div>
      {propertyId ? (
        <p>
          Maintenance requests for {property ? addressLine(property.address) : 'one property'}.{' '}
          <button type="button" className="button button--link" onClick={onClear}>
            Show all requests
          </button>
        </p>
      ) : null}
      <MaintenanceRequestsPanel
        source={{ kind: 'landlord', userId: currentUser._id }}
        authorEmail={currentUser.email}
        propertyId={propertyId}
      />
    </div>
  );
}
