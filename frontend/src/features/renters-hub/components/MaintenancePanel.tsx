import { useQuery } from '@tanstack/react-query';
import type { MaintenanceRequest } from '@trio/contracts/http/maintenance';
import { useState } from 'react';
import { Dialog } from '../../../components/Dialog';
import {
  useChangeMaintenanceRequest,
  myMaintenanceQueryOptions,
} from '../../../components/maintenance/maintenance-api';
import {
  CATEGORY_ICONS,
  CATEGORY_LABELS,
  formatDay,
  PRIORITY_LABELS,
  priorityTone,
  tenantStatusLabel,
} from '../../../components/maintenance/maintenance-format';
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
  const list = useQuery(myMaintenanceQueryOptions(uid));
  const change = useChangeMaintenanceRequest();
  const requests = list.data ?? [];
  // Cancelling is asked once more: it cannot be undone.
  const [cancelling, setCancelling] = useState<MaintenanceRequest | null>(null);

  return (
    <section className="maintenance" aria-labelledby="renters-hub-maintenance">
      <div className="maintenance__head">
        <h2 id="renters-hub-maintenance">Maintenance Requests</h2>
        <button type="button" className="button button--primary" onClick={onNewRequest}>
          New Request
        </button>
      </div>
      {notice ? (
        <p className="maintenance__success" role="status">
          {notice}
        </p>
      ) : null}
      {change.isError ? (
        <p className="maintenance__error" role="alert">
          The request could not be cancelled. {change.error.message}
        </p>
      ) : null}
      {list.isPending ? (
        <Spinner label="Loading your maintenance requests…" />
      ) : requests.length === 0 ? (
        <div className="maintenance__empty">
          <p>No maintenance requests found.</p>
          <p>Click &quot;New Request&quot; to submit your first maintenance request.</p>
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
                    <span role="img" aria-label={CATEGORY_LABELS[request.category]}>
                      {CATEGORY_ICONS[request.category]}
                    </span>{' '}
                    {request.title}
                  </h3>
                  <StatusBadge tone={priorityTone(request.priority)}>{tenantStatusLabel(request)}</StatusBadge>
                </div>
                <DueFlag request={request} />
                <p className="maintenance__description">{request.description}</p>
                <dl className="maintenance__facts">
                  <dt>Submitted</dt>
                  <dd>{formatDay(request.submittedDate)}</dd>
                  <dt>Priority</dt>
                  <dd>{PRIORITY_LABELS[request.priority]}</dd>
                  <dt>Category</dt>
                  <dd>{CATEGORY_LABELS[request.category]}</dd>
                  <dt>Status</dt>
                  <dd>{tenantStatusLabel(request)}</dd>
                </dl>
                <MaintenancePhotos photos={request.photos} />
                <h4>Notes</h4>
                <NotesList request={request} />
                <StatusHistory request={request} />
                <OpenConversationButton
                  kind="repair"
                  id={request._id}
                  label="Messages"
                  ariaLabel={`Messages about ${request.title}`}
                  className="button button--secondary"
                />
                {request.status === 'pending' ? (
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={change.isPending}
                    onClick={() => setCancelling(request)}
                  >
                    Cancel Request
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
        title="Cancel this maintenance request?"
        size="small"
      >
        <p>
          “{cancelling?.title}” will be cancelled, and your landlord and property manager will see it as cancelled. This
          cannot be undone; you can send a new request later.
        </p>
        <div className="maintenance__confirm-actions">
          <button type="button" className="button button--secondary" onClick={() => setCancelling(null)}>
            Keep request
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
            Cancel request
          </button>
        </div>
      </Dialog>
    </section>
  );
}
