import type { MaintenanceHistoryEntry, MaintenanceRequest } from '@trio/contracts/http/maintenance';
import type { MessageId } from '../../i18n/message-ids';
import { useText } from '../../i18n/use-text';
import { useIndiaDates } from '../../lib/india-dates';
import { STATUS_LABEL_IDS } from './maintenance-format';

/** Between a note's author and its time. */
const SEPARATOR = ' · ';

/** The response target: "Respond by …", or an "Overdue" flag once an open request is past it. */
export function DueFlag({ request }: { request: MaintenanceRequest }) {
  const t = useText();
  const dates = useIndiaDates();
  if (request.status === 'completed' || request.status === 'cancelled') return null;
  return request.overdue ? (
    <span className="maintenance__overdue">{t('maintenance.due.overdue', { date: dates.dateTime(request.dueAt) })}</span>
  ) : (
    <span className="maintenance__due">{t('maintenance.due.respondBy', { date: dates.dateTime(request.dueAt) })}</span>
  );
}

/** Who changed the status, when. */
export function StatusHistory({ request }: { request: MaintenanceRequest }) {
  const t = useText();
  const dates = useIndiaDates();
  return (
    <details className="maintenance__history">
      <summary>{t('maintenance.history.title')}</summary>
      <ol>
        {request.history.map((entry, index) => (
          <li key={index}>
            {entry.from === null
              ? t('maintenance.history.submitted', { by: entry.by, at: dates.dateTime(entry.at) })
              : t('maintenance.history.change', {
                  from: t(STATUS_LABEL_IDS[entry.from]),
                  to: t(entryLabelId(entry)),
                  by: entry.by,
                  at: dates.dateTime(entry.at),
                })}
          </li>
        ))}
      </ol>
    </details>
  );
}

/** A tenant's own cancellation is a cancellation, not a rejection, on every screen's history. */
const entryLabelId = (entry: MaintenanceHistoryEntry): MessageId =>
  entry.to === 'cancelled' && entry.role === 'tenant' ? 'maintenance.status.cancelledByTenant' : STATUS_LABEL_IDS[entry.to];

/** The notes: content, author, date; "No notes yet." when there are none. */
export function NotesList({ request }: { request: MaintenanceRequest }) {
  const t = useText();
  const dates = useIndiaDates();
  if (request.notes.length === 0) return <p className="maintenance__no-notes">{t('maintenance.notes.none')}</p>;
  return (
    <ul className="maintenance__notes" aria-label={t('maintenance.notes.label')}>
      {request.notes.map((note, index) => (
        <li key={index}>
          <p>{note.content}</p>
          <small>
            {note.author}
            {SEPARATOR}
            {dates.dateTime(note.timestamp)}
          </small>
        </li>
      ))}
    </ul>
  );
}
