import { lastDayOfLease, type Lease } from '@trio/contracts/http/applications';
import { useState } from 'react';
import { Spinner } from '../../../components/Spinner';
import { GiveNoticeButton, NoticeSummary, RenewalOfferCard } from '../../../components/lease/LeaseRenewal';
import { useText } from '../../../i18n/use-text';
import { useIndiaDates } from '../../../lib/india-dates';
import { managedLeasesKey, useManagedLeases } from '../api/get-managed-leases';
import { OfferRenewalDialog } from './OfferRenewalDialog';

/**
 * Issue 30, "Leases ending soon": the manager's active leases within 60 days of their end (or with notice given),
 * soonest first, each with its renewal offer and notice, "Offer renewal" and "Give notice".
 */
export function LeasesEndingSoonPanel({ managerId }: { managerId: string }) {
  const t = useText();
  const dates = useIndiaDates();
  const leases = useManagedLeases();
  const [offering, setOffering] = useState<Lease | null>(null);

  let body;
  if (leases.isPending) body = <Spinner label={t('manager.leases.loading')} />;
  else if (leases.isError) {
    body = (
      <div className="pm-hub__error" role="alert">
        <p>{t('manager.leases.loadFailed', { reason: leases.error.message })}</p>
        <button type="button" className="button button--secondary" onClick={() => void leases.refetch()}>
          {t('manager.tryAgain')}
        </button>
      </div>
    );
  } else {
    const ending = leases.data.leases
      .filter(
        (lease) => lease.managerId === managerId && lease.status === 'active' && (lease.endingSoon || lease.notice),
      )
      .sort((a, b) => a.endDate.localeCompare(b.endDate));
    body =
      ending.length === 0 ? (
        <p className="pm-hub__empty">{t('manager.leases.empty')}</p>
      ) : (
        <ul className="pm-hub__leases">
          {ending.map((lease) => (
            <li key={lease._id} className="pm-hub__lease">
              <h3>{lease.property.title}</h3>
              <dl className="lease-renewal__facts">
                <dt>{t('manager.leases.tenant')}</dt>
                <dd>{lease.tenant.name}</dd>
                <dt>{t('manager.leases.ends')}</dt>
                <dd>
                  {t('manager.leases.endsWithDays', {
                    date: dates.date(lastDayOfLease(lease.endDate)),
                    days: t('common.lease.daysLeft', { count: lease.daysLeft }),
                  })}
                </dd>
                <dt>{t('manager.leases.rent')}</dt>
                <dd>{lease.rentLabel}</dd>
              </dl>
              <NoticeSummary lease={lease} />
              <RenewalOfferCard lease={lease} canAnswer={false} refresh={managedLeasesKey} />
              <div className="lease-renewal__actions">
                {lease.notice ? null : (
                  <button type="button" className="button button--primary" onClick={() => setOffering(lease)}>
                    {lease.renewalOffer?.status === 'offered'
                      ? t('manager.leases.replaceOffer')
                      : t('manager.leases.offerRenewal')}
                  </button>
                )}
                <GiveNoticeButton lease={lease} refresh={managedLeasesKey} />
              </div>
            </li>
          ))}
        </ul>
      );
  }

  return (
    <section aria-labelledby="pm-hub-leases">
      <h2 id="pm-hub-leases">{t('manager.tab.leases')}</h2>
      {body}
      {offering ? <OfferRenewalDialog lease={offering} onClose={() => setOffering(null)} /> : null}
    </section>
  );
}
