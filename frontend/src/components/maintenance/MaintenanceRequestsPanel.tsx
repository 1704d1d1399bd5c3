import { useQuery } from '@tanstack/react-query';
import {
  MAINTENANCE_NOTE_MAX,
  MAINTENANCE_STATUS_LABELS,
  maintenanceStatusSchema,
  type MaintenanceRequest,
  type MaintenanceStatus,
} from '@trio/contracts/http/maintenance';
import { useId, useState } from 'react';
import { OpenConversationButton } from '../conversation/OpenConversationButton';
import { Spinner } from '../Spinner';
import { StatusBadge } from '../StatusBadge';
import { maintenanceListQueryOptions, useChangeMaintenanceRequest, type MaintenanceSource } from './maintenance-api';
import { CATEGORY_ICONS, CATEGORY_LABELS, formatDay, PRIORITY_LABELS, priorityTone } from './maintenance-format';
import { MaintenancePhotos } from './MaintenancePhotos';
import { DueFlag, NotesList, StatusHistory } from './MaintenanceRequestMeta';
import './maintenance.css';

/**
 * The Maintenance Requests tab of the Landlord Hub and the Property Manager Hub (spec 001 §2 "also usable for
 * landlords"): each request with its title, category, a status selector, the property address, the tenant, date,
 * priority, description, photos, the notes ('No notes yet.') and an add-note field. The list is read when the tab
 * opens and again after each change. Notes are authored by the signed-in user's e-mail (the server sets it).
 */
export function MaintenanceRequestsPanel({
  source,
  authorEmail,
  title = 'Maintenance Requests',
  propertyId,
}: {
  source: MaintenanceSource;
  authorEmail: string;
  title?: string;
  /** Only this home's requests (the Landlord Hub's Maintenance button on a property). */
  propertyId?: string | null;
}) {
  const headingId = useId();
  const list = useQuery(maintenanceListQueryOptions(source));
  const change = useChangeMaintenanceRequest();
  const [failure, setFailure] = useState<string | null>(null);

  async function setStatus(id: string, status: MaintenanceStatus) {
    setFailure(null);
    try {
      await change.mutateAsync({ id, status });
    } catch {
      setFailure('Failed to update status');
    }
  }

  async function addNote(id: string, note: string): Promise<boolean> {
    setFailure(null);
    try {
      await change.mutateAsync({ id, note, author: authorEmail });
      return true;
    } catch {
      setFailure('Failed to add note');
      return false;
    }
  }

  let body;
  if (list.isPending) body = <Spinner label="Loading maintenance requests…" />;
  else if (list.isError) {
    body = (
      <div className="maintenance__error" role="alert">
        <p>Failed to load maintenance requests</p>
        <button type="button" className="button button--secondary" onClick={() => void list.refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (list.data.filter((r) => !propertyId || r.propertyId._id === propertyId).length === 0) {
    body = <p className="maintenance__empty">No maintenance requests for your properties.</p>;
  } else {
    body = (
      <ul className="maintenance__list">
        {list.data
          .filter((r) => !propertyId || r.propertyId._id === propertyId)
          .map((request) => (
            <ManagedRequest
              key={request._id}
              request={request}
              busy={change.isPending}
              onStatus={(status) => void setStatus(request._id, status)}
              onNote={(note) => addNote(request._id, note)}
            />
          ))}
      </ul>
    );
  }

  return (
    <section className="maintenance" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {failure ? (
        <p className="maintenance__error" role="alert">
          {failure}
        </p>
      ) : null}
      {body}
    </section>
  );
}

function ManagedRequest({
  request,
  busy,
  onStatus,
  onNote,
}: {
  request: MaintenanceRequest;
  busy: boolean;
  onStatus(status: MaintenanceStatus): void;
  onNote(note: string): Promise<boolean>;
}) {
  const statusId = useId();
  const noteId = useId();
  const [note, setNote] = useState('');
  const address = request.propertyId.address;
  const tenant = `${request.rentalApplicationId.firstName} ${request.rentalApplicationId.lastName}`.trim();

  async function submitNote(event: React.FormEvent) {
    event.preventDefault();
    if (!note.trim()) return;
    if (await onNote(note.trim())) setNote('');
  }

  return (
    <li className={`maintenance__item${request.overdue ? ' maintenance__item--overdue' : ''}`}>
      <article aria-label={request.title}>
        <div className="maintenance__head">
          <h3>
            <span aria-hidden="true">{CATEGORY_ICONS[request.category]}</span> {request.title}
          </h3>
          <StatusBadge tone={priorityTone(request.priority)}>{request.statusLabel}</StatusBadge>
        </div>
        <DueFlag request={request} />
        <dl className="maintenance__facts">
          <dt>Category</dt>
          <dd>{CATEGORY_LABELS[request.category]}</dd>
          <dt>Property</dt>
          <dd>{[address.street, address.city, address.state, address.zipCode].filter(Boolean).join(', ')}</dd>
          <dt>Tenant</dt>
          <dd>{tenant || 'N/A'}</dd>
          <dt>Submitted</dt>
          <dd>{formatDay(request.submittedDate)}</dd>
          <dt>Priority</dt>
          <dd>{PRIORITY_LABELS[request.priority]}</dd>
        </dl>
        <p className="maintenance__description">{request.description}</p>
        <MaintenancePhotos photos={request.photos} />
        <div className="maintenance__status">
          <label htmlFor={statusId}>Status</label>
          <select
            id={statusId}
            value={request.status}
            disabled={busy}
            onChange={(event) => onStatus(event.target.value as MaintenanceStatus)}
          >
            {maintenanceStatusSchema.options.map((status) => (
              <option key={status} value={status}>
                {MAINTENANCE_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <h4>Notes</h4>
        <NotesList request={request} />
        <form className="maintenance__note-form" onSubmit={(event) => void submitNote(event)}>
          <label htmlFor={noteId}>Add a note</label>
          <input
            id={noteId}
            value={note}
            maxLength={MAINTENANCE_NOTE_MAX}
            onChange={(event) => setNote(event.target.value)}
            placeholder="Add a note…"
          />
          <button type="submit" className="button button--secondary" disabled={busy || !note.trim()}>
            Add Note
          </button>
        </form>
        <StatusHistory request={request} />
        <OpenConversationButton
          kind="repair"
          id={request._id}
          label="Messages"
          ariaLabel={`Messages about ${request.title}`}
          className="button button--secondary"
        />
      </article>
    </li>
  );
}
