import { formatPaiseAsRupees } from '@trio/contracts/common';
import type { DashboardSummary } from '@trio/contracts/http/landlord';

/**
 * The Total Collected card of the landlord's screens: the landlord's money only, rent and security deposits of the
 * completed payments. The application and processing fees the renters paid besides are not the landlord's: the note
 * says they are left out (and how much they were), so the figure is not mistaken for everything the renters paid.
 */
export function TotalCollectedStat({
  summary,
}: {
  summary: Pick<DashboardSummary, 'totalCollectedPaise' | 'feesPaidPaise'>;
}) {
  const { totalCollectedPaise, feesPaidPaise } = summary;
  return (
    <div className="landlord__stat">
      <h2>Total Collected</h2>
      <p>{totalCollectedPaise === null ? 'Unavailable' : formatPaiseAsRupees(totalCollectedPaise)}</p>
      {totalCollectedPaise === null ? null : (
        <p className="landlord__stat-note">
          Rent and deposits
          {feesPaidPaise ? `; renters’ fees (${formatPaiseAsRupees(feesPaidPaise)}) not included` : ''}
        </p>
      )}
    </div>
  );
}
