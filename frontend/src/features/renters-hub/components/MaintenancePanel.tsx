import { useQuery } from '@tanstack/react-query';
import type { MaintenanceRequest } from '@trio/contracts/http/maintenance';
import { useState } from 'react';
import { useText } from '../../../i18n/use-text';
import { Dialog } from '../../../components/Dialog';
import {
  useChangeMaintenanceRequest,
  myMaintenanceQueryOptions,
} from '../../../components/maintenance/maintenance-api';
import {
  CATEGORY_ICONS,
  CATEGORY_LABEL_IDS,
  PRIORITY_LABEL_IDS,
  priorityTone,
  tenantStatusLabelId,
} from '../../../components/maintenance/maintenance-format';
import { useIndiaDates } from '../../../lib/india-dates';
import { MaintenancePhotos } from '../../../components/maintenance/MaintenancePhotos';
import { DueFlag, NotesList, StatusHistory } from '../../../components/maintenance/MaintenanceRequestMeta';
import '../../../components/maintenance/maintenance.css';
import { Spinner } from '../../../components/Spinner';
import { StatusBadge } from '../../../components/StatusBadge';
import { OpenConversationButton } from '../../../components/conversation/OpenConversationButton';

/**
 * The Renters Hub's Maintenance Requests tab (001 §2): 'New Request', then the tenant's requests (category icon,
 * title, status badge coloured by priority, description, submitted date, priority, category, status, notes), or
 * 'No maintenance requests found.' with its hint. A pending request can be cancelled. Load failures are silent
 * (001 §8): the list is then empty.
 */
export function MaintenancePanel({
  uid,
  notice,
  onNewRequest,
}: {
  uid: string;
  notice: string | null;
  onNewRequest(): void;
}) {
  const t = useText();
  const dates = useIndiaDates();
  const list = useQuery(myMaintenanceQueryOptions(uid));
  const change = useChangeMaintenanceRequest();
  const requests = list.data ?? [];
  // Cancelling is asked once more: it cannot be undone.
  const [cancelling, setCancelling] = useState<MaintenanceRequest | null>(null);

  return (
    <section className="maintenance" aria-labelledby="renters-hub-maintenance">
      <div className="maintenance__head">
        <h2 id="renters-hub-maintenance">{t('renters.tabs.maintenance')}</h2>
        <button type="button" className="button button--primary" onClick={onNewRequest}>
          {t('renters.maintenance.new')}
        </button>
      </div>
      {notice ? (
        <p className="maintenance__success" role="status">
          {notice}
        </p>
      ) : null}
      {change.isError ? (
        <p className="maintenance__error" role="alert">
          {t('renters.maintenance.cancelFailed', { reason: change.error.message })}
        </p>
      ) : null}
      {list.isPending ? (
        <Spinner label={t('renters.maintenance.loading')} />
      ) : requests.length === 0 ? (
        <div className="maintenance__empty">
          <p>{t('renters.maintenance.empty')}</p>
          <p>{t('renters.maintenance.emptyHint')}</p>
        </div>
      ) : (
        <ul className="maintenance__list">
          {requests.map((request) => (
            <li
              key={request._id}
              className={`maintenance__item${request.overdue ? ' maintenance__item--overdue' : ''}`}
            >
              <article aria-label={request.title}>
                <div className="maintenance__head">
                  <h3>
                    <span role="img" aria-label={t(CATEGORY_LABEL_IDS[request.category])}>
                      {CATEGORY_ICONS[request.category]}
                    </span>{' '}
                    {request.title}
                  </h3>
                  <StatusBadge tone={priorityTone(request.priority)}>{t(tenantStatusLabelId(request))}</StatusBadge>
                </div>
                <DueFlag request={request} />
                <p className="maintenance__description">{request.description}</p>
                <dl className="maintenance__facts">
                  <dt>{t('renters.maintenance.submittedOn')}</dt>
                  <dd>{dates.date(request.submittedDate)}</dd>
                  <dt>{t('renters.maintenance.priority')}</dt>
                  <dd>{t(PRIORITY_LABEL_IDS[request.priority])}</dd>
                  <dt>{t('renters.maintenance.category')}</dt>
                  <dd>{t(CATEGORY_LABEL_IDS[request.category])}</dd>
                  <dt>{t('renters.maintenance.status')}</dt>
                  <dd>{t(tenantStatusLabelId(request))}</dd>
                </dl>
                <MaintenancePhotos photos={request.photos} />
                <h4>{t('renters.maintenance.notes')}</h4>
                <NotesList request={request} />
                <StatusHistory request={request} />
                <OpenConversationButton
                  kind="repair"
                  id={request._id}
                  label={t('renters.overview.messages')}
                  ariaLabel={t('renters.maintenance.messagesAbout', { title: request.title })}
                  className="button button--secondary"
                />
                {request.status === 'pending' ? (
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={change.isPending}
                    onClick={() => setCancelling(request)}
                  >
                    {t('renters.maintenance.cancel')}
                  </button>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={cancelling !== null}
        onClose={() => setCancelling(null)}
        title={t('renters.maintenance.cancelDialog.title')}
        size="small"
      >
        <p>{t('renters.maintenance.cancelDialog.text', { title: cancelling?.title ?? '' })}</p>
        <div className="maintenance__confirm-actions">
          <button type="button" className="button button--secondary" onClick={() => setCancelling(null)}>
            {t('renters.maintenance.cancelDialog.keep')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={change.isPending}
            onClick={() => {
              if (cancelling) change.mutate({ id: cancelling._id, status: 'cancelled' });
              setCancelling(null);
            }}
          >
            {t('renters.maintenance.cancelDialog.confirm')}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
