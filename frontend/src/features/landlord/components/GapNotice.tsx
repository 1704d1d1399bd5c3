import type { DashboardGap } from '@trio/contracts/http/landlord';

/** What the dashboard answer could not include, said plainly (a service that did not answer). */
export function GapNotice({ gaps }: { gaps: readonly DashboardGap[] }) {
  if (gaps.length === 0) return null;
  return (
    <div className="landlord__gaps" role="status">
      <p>Some of your information is missing right now:</p>
      <ul>
        {gaps.map((gap) => (
          <li key={gap.part}>{gap.message}</li>
        ))}
      </ul>
    </div>
  );
}
