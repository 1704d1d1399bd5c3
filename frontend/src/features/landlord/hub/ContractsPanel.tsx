import type { LandlordDashboard } from '@trio/contracts/http/landlord';
import { leaseAgreementPdf } from '@trio/contracts/http/applications';
import { OpenConversationButton } from '../../../components/conversation/OpenConversationButton';
import { fetchRouteFile, openFileInNewTab } from '../../../lib/files';
import { addressLine } from '../../../lib/listing-requests';
import { lastDayOfLease } from '@trio/contracts/http/applications';
import { dateLabel } from '../lease-time';

/** View Contracts: the leases, each with its agreement PDF. */
export function ContractsPanel({ data }: { data: LandlordDashboard }) {
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
            <OpenConversationButton
              kind="lease"
              id={lease._id}
              label="Messages"
              ariaLabel={`Messages about the lease of ${addressLine(lease.property.address)}`}
              className="button button--secondary"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
