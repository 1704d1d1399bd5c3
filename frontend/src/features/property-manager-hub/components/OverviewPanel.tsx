import { Spinner } from '../../../components/Spinner';
import type { ManagerRecord } from '../api/get-manager-record';
import { useManagerApplications } from '../api/get-manager-applications';

interface OverviewPanelProps {
  manager: ManagerRecord;
  onReviewApplications(): void;
}

/** The hub's first tab: a welcome and the application counters (total, pending, approved; spec 001 §4). */
export function OverviewPanel({ manager, onReviewApplications }: OverviewPanelProps) {
  const applications = useManagerApplications(manager._id);
  const counts = applications.data?.counts;
  return (
    <section className="pm-hub__section" aria-labelledby="pm-hub-overview">
      <h2 id="pm-hub-overview">Welcome, {manager.name}</h2>
      <p>
        Here you review the rental applications to the properties you manage
        {manager.companyName ? ` for ${manager.companyName}` : ''}.
      </p>
      {applications.isPending ? <Spinner label="Loading your applications…" /> : null}
      {applications.isError ? (
        <div className="pm-hub__error" role="alert">
          <p>Failed to fetch dashboard data. {applications.error.message}</p>
          <button type="button" className="button button--secondary" onClick={() => void applications.refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      {counts ? (
        <ul className="pm-hub__counters" aria-label="Rental applications">
          <Counter label="Total Applications" value={counts.total} />
          <Counter label="Pending Review" value={counts.pending} />
          <Counter label="Approved" value={counts.approved} />
        </ul>
      ) : null}
      <button type="button" className="button button--primary" onClick={onReviewApplications}>
        Review Rental Applications
      </button>
    </section>
  );
}

function Counter({ label, value }: { label: string; value: number }) {
  return (
    <li className="pm-hub__counter">
      <span className="pm-hub__counter-value">{value}</span>
      <span>{label}</span>
    </li>
  );
}
