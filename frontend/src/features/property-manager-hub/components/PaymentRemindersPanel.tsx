import { formatIndianDate, formatIndianDateTime } from '@trio/contracts/common';
import { useEffect, useState } from 'react';
import {
  daysPastDueBadge,
  MANUAL_REMINDER_INTERVAL_MS,
  type DaysPastDueBadge,
} from '@trio/contracts/http/notifications';
import { formatAddress } from '../../../components/property-card/format';
import { Dialog } from '../../../components/Dialog';
import { Spinner } from '../../../components/Spinner';
import { type LeaseReminderRecord, useLeasesReminders } from '../api/get-leases-reminders';
import { useSendReminder } from '../api/send-reminder';

const BADGE_CLASS: Record<DaysPastDueBadge, string> = {
  on_time: 'pm-reminder-badge--on-time',
  warning: 'pm-reminder-badge--warning',
  danger: 'pm-reminder-badge--danger',
};

/** Spec 001 §4: ≤ 0 On Time (green), 1–7 warning, over 7 danger. */
function DaysPastDue({ days }: { days: number }) {
  const tone = daysPastDueBadge(days);
  const label = tone === 'on_time' ? 'On Time' : `${days} ${days === 1 ? 'day' : 'days'} past due`;
  return <span className={`pm-reminder-badge ${BADGE_CLASS[tone]}`}>{label}</span>;
}

const tenantName = (record: LeaseReminderRecord) => `${record.tenant.firstName} ${record.tenant.lastName}`.trim();

/**
 * "Send Payment Reminders" (spec 001 §2): a card per active lease of the manager's homes with its tenant, days past
 * due (badge), reminders sent and the last three messages, and Send Reminder behind the "Send Payment Reminder"
 * confirmation. The list comes from the notifications service's own projection.
 */
export function PaymentRemindersPanel({ managerId }: { managerId: string }) {
  const leases = useLeasesReminders(managerId);
  const [confirming, setConfirming] = useState<LeaseReminderRecord | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  return (
    <section className="pm-hub__section" aria-labelledby="pm-hub-reminders">
      <h2 id="pm-hub-reminders">Send Payment Reminders</h2>
      {success ? (
        <div className="pm-hub__alert-success" role="status">
          <span>{success}</span>
          <button type="button" aria-label="Dismiss" onClick={() => setSuccess(null)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
      {leases.isPending ? <Spinner label="Loading leases and reminders…" /> : null}
      {leases.isError ? (
        <div className="pm-hub__error" role="alert">
          <p>Failed to fetch leases and reminders. {leases.error.message}</p>
          <button type="button" className="button button--secondary" onClick={() => void leases.refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      {leases.data && leases.data.length === 0 ? <p>No active leases found for your managed properties.</p> : null}
      {leases.data && leases.data.length > 0 ? (
        <ul className="pm-reminders">
          {leases.data.map((record) => (
            <ReminderCard
              key={record.leaseId}
              record={record}
              onSend={() => {
                setSuccess(null);
                setConfirming(record);
              }}
            />
          ))}
        </ul>
      ) : null}
      {confirming ? (
        <SendReminderDialog
          managerId={managerId}
          record={confirming}
          onClose={() => setConfirming(null)}
          onSent={() => {
            setConfirming(null);
            setSuccess('Reminder sent successfully!');
          }}
        />
      ) : null}
    </section>
  );
}

/**
 * When the next reminder for this lease may be sent (one per lease per hour), while that is still ahead; the card
 * shows itself again when the time comes.
 */
function useNextReminderAt(lastReminderAt: string | null): number | null {
  const nextAt = lastReminderAt ? Date.parse(lastReminderAt) + MANUAL_REMINDER_INTERVAL_MS : 0;
  // The last `nextAt` whose time has come (a timer says so: at once when it is already past).
  const [reached, setReached] = useState<number | null>(null);
  useEffect(() => {
    const wait = Math.max(0, Math.min(nextAt - Date.now(), 2 ** 31 - 1));
    const timer = setTimeout(() => setReached(nextAt), wait);
    return () => clearTimeout(timer);
  }, [nextAt]);
  return nextAt > 0 && reached !== nextAt ? nextAt : null;
}

/** What is owed: one month with its due date, or every unpaid month together, as the reminder says it. */
function amountDueLabel(unpaid: NonNullable<LeaseReminderRecord['unpaid']>): string {
  const oldest = `due ${formatIndianDate(unpaid.dueDate)}`;
  return unpaid.unpaidMonths > 1
    ? `${unpaid.totalLabel} for ${unpaid.unpaidMonths} months (the oldest ${oldest})`
    : `${unpaid.amountLabel} (${oldest})`;
}

function ReminderCard({ record, onSend }: { record: LeaseReminderRecord; onSend: () => void }) {
  const headingId = `pm-reminder-${record.leaseId}`;
  const nextReminderAt = useNextReminderAt(record.lastReminderAt);
  const address = formatAddress(record.property.address) || 'Address not available';
  const name = tenantName(record);
  const details: [string, string][] = [
    ['Address', address],
    ['Tenant', name],
    ['Email', record.tenant.email],
    ['Phone', record.tenant.phone ?? 'Not given'],
    ['Days past due', String(Math.max(record.daysPastDue, 0))],
    ['Amount due', record.unpaid ? amountDueLabel(record.unpaid) : 'Nothing due'],
    ['Reminders sent', String(record.remindersSent)],
  ];
  return (
    <li className="pm-reminder" aria-labelledby={headingId}>
      <div className="pm-reminder__head">
        <h3 id={headingId}>{record.property.name || 'Property'}</h3>
        <DaysPastDue days={record.daysPastDue} />
      </div>
      <dl className="pm-application__details">
        {details.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h4 className="pm-reminder__history-title">Last reminders</h4>
      {record.reminders.length === 0 ? (
        <p className="pm-reminder__none">No reminders sent yet.</p>
      ) : (
        <ol className="pm-reminder__history" aria-label={`Last reminders to ${name}`}>
          {record.reminders.map((reminder) => (
            <li key={reminder.reminderId}>
              <p>{reminder.message}</p>
              <p className="pm-reminder__meta">
                {reminder.kind === 'manual' ? 'Sent by hand' : 'Sent automatically'}, {reminder.sentAtLabel}
              </p>
            </li>
          ))}
        </ol>
      )}
      <div className="pm-application__actions">
        <button
          type="button"
          className="button button--primary"
          aria-label={`Send Reminder to ${name}`}
          aria-describedby={nextReminderAt ? `${headingId}-next` : undefined}
          disabled={nextReminderAt !== null}
          onClick={onSend}
        >
          Send Reminder
        </button>
        {nextReminderAt ? (
          <p id={`${headingId}-next`} className="pm-reminder__next">
            One reminder an hour: the next can be sent at {formatIndianDateTime(new Date(nextReminderAt))}.
          </p>
        ) : null}
      </div>
    </li>
  );
}

interface SendReminderDialogProps {
  managerId: string;
  record: LeaseReminderRecord;
  onClose(): void;
  onSent(): void;
}

/** The "Send Payment Reminder" confirmation; the failure message stays in it until the manager cancels. */
function SendReminderDialog({ managerId, record, onClose, onSent }: SendReminderDialogProps) {
  const send = useSendReminder(managerId);
  const name = tenantName(record);
  return (
    <Dialog open onClose={onClose} title="Send Payment Reminder" size="small">
      <p>
        Send reminder {record.nthReminder} to {name} ({record.tenant.email}) for {record.property.name || 'Property'}?
        They will receive it by e-mail.
      </p>
      {send.isError ? (
        <p className="field-error" role="alert">
          Failed to send reminder. Please try again. {send.error.message}
        </p>
      ) : null}
      <div className="pm-review-form__actions">
        <button type="button" className="button button--secondary" onClick={onClose} disabled={send.isPending}>
          Cancel
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={send.isPending}
          onClick={() => send.mutate(record.leaseId, { onSuccess: onSent })}
        >
          {send.isPending ? 'Sending…' : 'Send Reminder'}
        </button>
      </div>
    </Dialog>
  );
}
