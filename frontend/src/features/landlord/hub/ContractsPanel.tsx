import type { LandlordDashboard } from '@trio/contracts/http/landlord';
import { lastDayOfLease, leaseAgreementPdf } from '@trio/contracts/http/applications';
import { OpenConversationButton } from '../../../components/conversation/OpenConversationButton';
import { NoticeSummary, RenewalOfferCard } from '../../../components/lease/LeaseRenewal';
import { useText } from '../../../i18n/use-text';
import { fetchRouteFile, openFileInNewTab } from '../../../lib/files';
import { addressLine } from '../../../lib/listing-requests';
import { useIndiaDates } from '../../../lib/india-dates';

/** View Contracts: the leases, each with its agreement PDF. */
export function ContractsPanel({ data }: { data: LandlordDashboard }) {
  const t = useText();
  const dates = useIndiaDates();
  if (data.leases === null) return <p>{t('landlord.contracts.unavailable')}</p>;
  if (data.leases.length === 0) return <p>{t('landlord.contracts.empty')}</p>;
  const ending = data.leases
    .filter((lease) => lease.status === 'active' && (lease.endingSoon || lease.notice || lease.renewalOffer))
    .sort((a, b) => a.endDate.localeCompare(b.endDate));
  return (
    <section aria-labelledby="contracts" className="landlord__section">
      {ending.length > 0 ? (
        <section aria-labelledby="contracts-ending" className="landlord__section">
          {/* Issue 30, read-only: the renewal and notice state of the leases ending soon (the manager acts). */}
          <h3 id="contracts-ending">{t('landlord.contracts.endingTitle')}</h3>
          <ul className="landlord__cards">
            {ending.map((lease) => (
              <li key={lease._id} className="landlord__card">
                <p className="landlord__card-title">{addressLine(lease.property.address, t)}</p>
                <p>
                  {t('landlord.contracts.ending', {
                    tenant: lease.tenant.name,
                    end: dates.date(lastDayOfLease(lease.endDate)),
                    days: lease.daysLeft,
                  })}
                </p>
                <NoticeSummary lease={lease} />
                <RenewalOfferCard lease={lease} canAnswer={false} refresh={['landlord']} />
                {!lease.notice && !lease.renewalOffer ? <p>{t('landlord.contracts.noOfferYet')}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <h3 id="contracts">{t('landlord.contracts.title')}</h3>
      <ul className="landlord__cards">
        {data.leases.map((lease) => (
          <li key={lease._id} className="landlord__card">
            <p className="landlord__card-title">{addressLine(lease.property.address, t)}</p>
            <p>
              {t('landlord.contracts.lease', {
                tenant: lease.tenant.name,
                start: dates.date(lease.startDate),
                end: dates.date(lastDayOfLease(lease.endDate)),
                rent: lease.rentLabel,
              })}
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
              {t('landlord.contracts.agreementPdf')}
            </button>
            <OpenConversationButton
              kind="lease"
              id={lease._id}
              label={t('landlord.contracts.messages')}
              ariaLabel={t('landlord.contracts.messagesAbout', { where: addressLine(lease.property.address, t) })}
              className="button button--secondary"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
