import type { LandlordDashboard } from '@trio/contracts/http/landlord';
import { MaintenanceRequestsPanel } from '../../../components/maintenance/MaintenanceRequestsPanel';
import { useText } from '../../../i18n/use-text';
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
  const t = useText();
  const { currentUser } = useSession();
  const property = propertyId ? data.properties?.find((p) => p._id === propertyId) : undefined;
  if (!currentUser) return null;
  return (
    <div>
      {propertyId ? (
        <p>
          {property
            ? t('landlord.maintenance.forProperty', { where: addressLine(property.address, t) })
            : t('landlord.maintenance.forOneProperty')}{' '}
          <button type="button" className="button button--link" onClick={onClear}>
            {t('landlord.maintenance.showAll')}
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
