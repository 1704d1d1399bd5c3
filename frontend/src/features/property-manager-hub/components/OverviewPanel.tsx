import { Spinner } from '../../../components/Spinner';
import type { MessageId } from '../../../i18n/message-ids';
import { useFormats, useText } from '../../../i18n/use-text';
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
  const t = useText();

  return (
    <section className="pm-hub__section" aria-labelledby="pm-hub-overview">
      <h2 id="pm-hub-overview">{t('manager.overview.welcome', { name: manager.name })}</h2>
      <p>
        {manager.companyName
          ? t('manager.overview.introCompany', { company: manager.companyName })
          : t('manager.overview.intro')}
      </p>
      {applications.isPending ? <Spinner label={t('manager.overview.loading')} /> : null}
      {applications.isError ? (
        <div className="pm-hub__error" role="alert">
          <p>{t('manager.overview.failed', { message: applications.error.message })}</p>
          <button type="button" className="button button--secondary" onClick={() => void applications.refetch()}>
            {t('manager.tryAgain')}
          </button>
        </div>
      ) : null}
      {counts ? (
        <ul className="pm-hub__counters" aria-label={t('manager.overview.counters')}>
          <Counter labelId="manager.overview.total" value={counts.total} />
          <Counter labelId="manager.overview.pending" value={counts.pending} />
          <Counter labelId="manager.overview.approved" value={counts.approved} />
        </ul>
      ) : null}
      <button type="button" className="button button--primary" onClick={onReviewApplications}>
        {t('manager.tab.applications')}
      </button>
    </section>
  );
}

function Counter({ labelId, value }: { labelId: MessageId; value: number }) {
  const t = useText();
  const { count } = useFormats();
  return (
    <li className="pm-hub__counter">
      <span className="pm-hub__counter-value">{count(value)}</span>
      <span>{t(labelId)}</span>
    </li>
  );
}
