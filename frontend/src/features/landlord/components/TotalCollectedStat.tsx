import type { DashboardSummary } from '@trio/contracts/http/landlord';
import { useText } from '../../../i18n/use-text';
import { rupees } from '../owner-statement';

/**
 * The Total Collected card of the landlord's screens: the landlord's money only, rent, security deposits and late
 * fees of the completed payments. The application and processing fees the renters paid besides are not the landlord's: the note
 * says they are left out (and how much they were), so the figure is not mistaken for everything the renters paid.
 */
export function TotalCollectedStat({
  summary,
}: {
  summary: Pick<DashboardSummary, 'totalCollectedPaise' | 'feesPaidPaise'>;
}) {
  const t = useText();
  const { totalCollectedPaise, feesPaidPaise } = summary;
  return (
    <div className="landlord__stat">
      <h2>{t('landlord.stat.totalCollected')}</h2>
      <p>{totalCollectedPaise === null ? t('landlord.unavailable') : rupees(totalCollectedPaise)}</p>
      {totalCollectedPaise === null ? null : (
        <p className="landlord__stat-note">
          {feesPaidPaise
            ? t('landlord.stat.rentAndDepositsWithoutFees', { fees: rupees(feesPaidPaise) })
            : t('landlord.stat.rentAndDeposits')}
        </p>
      )}
    </div>
  );
}
