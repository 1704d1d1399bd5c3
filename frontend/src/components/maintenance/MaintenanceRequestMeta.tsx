import {
  MAINTENANCE_STATUS_LABELS,
  type MaintenanceHistoryEntry,
  type MaintenanceRequest,
  type MaintenanceStatus,
} from '@trio/contracts/http/maintenance';
import { formatMoment } from './maintenance-format';

/** The response target: "Respond by …", or an "Overdue" flag once an open request is past it. */
export function DueFlag({ request }: { request: MaintenanceRequest }) {
  if (request.status === 'completed' || request.status === 'cancelled') return null;
  return request.overdue ? (
    <span className="maintenance__overdue">Overdue · was due {formatMoment(request.dueAt)}</span>
  ) : (
    <span className="maintenance__due">Respond by {formatMoment(request.dueAt)}</span>
  );
}

/** Who changed the status, when. */
export function StatusHistory({ request }: { request: MaintenanceRequest }) {
  return (
    <details className="maintenance__history">
      <summary>Status history</summary>
      <ol>
        {request.history.map((entry, index) => (
          <li key={index}>
            {entry.from === null ? 'Submitted' : `${labelOf(entry.from)} → ${entryLabel(entry)}`} by {entry.by} ·{' '}
            {formatMoment(entry.at)}
          </li>
        ))}
      </ol>
    </details>
  );
}

const labelOf = (status: MaintenanceStatus) => MAINTENANCE_STATUS_LABELS[status];
/** A tenant's own cancellation is a cancellation, not a rejection, on every screen's history. */
const entryLabel = (entry: MaintenanceHistoryEntry) =>
  entry.to === 'cancelled' && entry.role === 'tenant' ? 'Cancelled' : labelOf(entry.to);

/** The notes: content, author, date; "No notes yet." when there are none. */
export function NotesList({ request }: { request: MaintenanceRequest }) {
  if (request.notes.length === 0) return <p className="maintenance__no-notes">No notes yet.</p>;
  return (
    <ul className="maintenance__notes" aria-label="Notes">
      {request.notes.map((note, index) => (
        <li key={index}>
          <p>{note.content}</p>
          <small>
            {note.author} · {formatMoment(note.timestamp)}
          </small>
        </li>
      ))}
    </ul>
  );
}
