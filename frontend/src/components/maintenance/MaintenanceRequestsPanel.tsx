import { useQuery } from '@tanstack/react-query';
import {
  MAINTENANCE_NOTE_MAX,
  maintenanceStatusSchema,
  type MaintenanceRequest,
  type MaintenanceStatus,
} from '@trio/contracts/http/maintenance';
import { useId, useState } from 'react';
import type { MessageId } from '../../i18n/message-ids';
import { useText } from '../../i18n/use-text';
import { OpenConversationButton } from '../conversation/OpenConversationButton';
import { Spinner } from '../Spinner';
import { StatusBadge } from '../StatusBadge';
import { maintenanceListQueryOptions, useChangeMaintenanceRequest, type MaintenanceSource } from './maintenance-api';
import {
  CATEGORY_ICONS,
  CATEGORY_LABEL_IDS,
  PRIORITY_LABEL_IDS,
  priorityTone,
  STATUS_LABEL_IDS,
} from './maintenance-format';
import { useIndiaDates } from '../../lib/india-dates';
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
  title,
  propertyId,
}: {
  source: MaintenanceSource;
  authorEmail: string;
  /** The heading; "Maintenance Requests" when not given. */
  title?: string;
  /** Only this home's requests (the Landlord Hub's Maintenance button on a property). */
  propertyId?: string | null;
}) {
  const headingId = useId();
  const t = useText();
  const list = useQuery(maintenanceListQueryOptions(source));
  const change = useChangeMaintenanceRequest();
  const [failure, setFailure] = useState<MessageId | null>(null);

  async function setStatus(id: string, status: MaintenanceStatus) {
    setFailure(null);
    try {
      await change.mutateAsync({ id, status });
    } catch {
      setFailure('maintenance.failed.status');
    }
  }

  async function addNote(id: string, note: string): Promise<boolean> {
    setFailure(null);
    try {
      await change.mutateAsync({ id, note, author: authorEmail });
      return true;
    } catch {
      setFailure('maintenance.failed.note');
      return false;
    }
  }

  let body;
  if (list.isPending) body = <Spinner label={t('maintenance.loading')} />;
  else if (list.isError) {
    body = (
      <div className="maintenance__error" role="alert">
        <p>{t('maintenance.failed.load')}</p>
        <button type="button" className="button button--secondary" onClick={() => void list.refetch()}>
          {t('maintenance.tryAgain')}
        </button>
      </div>
    );
  } else if (list.data.filter((r) => !propertyId || r.propertyId._id === propertyId).length === 0) {
    body = <p className="maintenance__empty">{t('maintenance.empty')}</p>;
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
      <h2 id={headingId}>{title ?? t('maintenance.title')}</h2>
      {failure ? (
        <p className="maintenance__error" role="alert">
          {t(failure)}
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
  const t = useText();
  const dates = useIndiaDates();
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
          <StatusBadge tone={priorityTone(request.priority)}>{t(STATUS_LABEL_IDS[request.status])}</StatusBadge>
        </div>
        <DueFlag request={request} />
        <dl className="maintenance__facts">
          <dt>{t('maintenance.fact.category')}</dt>
          <dd>{t(CATEGORY_LABEL_IDS[request.category])}</dd>
          <dt>{t('maintenance.fact.property')}</dt>
          <dd>{[address.street, address.city, address.state, address.zipCode].filter(Boolean).join(', ')}</dd>
          <dt>{t('maintenance.fact.tenant')}</dt>
          <dd>{tenant || t('maintenance.fact.noTenant')}</dd>
          <dt>{t('maintenance.fact.submitted')}</dt>
          <dd>{dates.date(request.submittedDate)}</dd>
          <dt>{t('maintenance.fact.priority')}</dt>
          <dd>{t(PRIORITY_LABEL_IDS[request.priority])}</dd>
        </dl>
        <p className="maintenance__description">{request.description}</p>
        <MaintenancePhotos photos={request.photos} />
        <div className="maintenance__status">
          <label htmlFor={statusId}>{t('maintenance.status.label')}</label>
          <select
            id={statusId}
            value={request.status}
            disabled={busy}
            onChange={(event) => onStatus(event.target.value as MaintenanceStatus)}
          >
            {maintenanceStatusSchema.options.map((status) => (
              <option key={status} value={status}>
                {t(STATUS_LABEL_IDS[status])}
              </option>
            ))}
          </select>
        </div>
        <h4>{t('maintenance.notes.label')}</h4>
        <NotesList request={request} />
        <form className="maintenance__note-form" onSubmit={(event) => void submitNote(event)}>
          <label htmlFor={noteId}>{t('maintenance.note.add')}</label>
          <input
            id={noteId}
            value={note}
            maxLength={MAINTENANCE_NOTE_MAX}
            onChange={(event) => setNote(event.target.value)}
            placeholder={t('maintenance.note.placeholder')}
          />
          <button type="submit" className="button button--secondary" disabled={busy || !note.trim()}>
            {t('maintenance.note.submit')}
          </button>
        </form>
        <StatusHistory request={request} />
        <OpenConversationButton
          kind="repair"
          id={request._id}
          label={t('maintenance.messages')}
          ariaLabel={t('maintenance.messagesAbout', { title: request.title })}
          className="button button--secondary"
        />
      </article>
    </li>
  );
}
