import type { LandlordDashboard } from '@trio/contracts/http/landlord';
import { MaintenanceRequestsPanel } from '../../../components/maintenance/MaintenanceRequestsPanel';
import { useSession } from '../../../lib/auth/session';
import { addressLine } from '../../../lib/listing-requests';

/** The Maintenance Requests tab: every request, or one home's when `propertyId` is set. */
export function MaintenanceTab({
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
