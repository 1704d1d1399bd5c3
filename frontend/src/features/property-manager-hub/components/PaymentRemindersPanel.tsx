import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  daysPastDueBadge,
  MANUAL_REMINDER_INTERVAL_MS,
  type DaysPastDueBadge,
} from '@trio/contracts/http/notifications';
import { useIndiaDates } from '../../../lib/india-dates';
import { formatAddress } from '../../../components/property-card/format';
import { Dialog } from '../../../components/Dialog';
import { Spinner } from '../../../components/Spinner';
import { FieldError } from '../../../components/form/FieldError';
import '../../../components/form/form-field.css';
import { ApiError } from '../../../lib/problem';
import type { MessageId } from '../../../i18n/message-ids';
import { useText } from '../../../i18n/use-text';
import { type LeaseReminderRecord, useLeasesReminders } from '../api/get-leases-reminders';
import { useSendReminder } from '../api/send-reminder';
import { useWaiveLateFee } from '../api/waive-late-fee';

const DISMISS_ICON = '×';

const BADGE_CLASS: Record<DaysPastDueBadge, string> = {
  on_time: 'pm-reminder-badge--on-time',
  warning: 'pm-reminder-badge--warning',
  danger: 'pm-reminder-badge--danger',
};

/** Spec 001 §4: ≤ 0 On Time (green), 1–7 warning, over 7 danger. */
function DaysPastDue({ days }: { days: number }) {
  const t = useText();
  const tone = daysPastDueBadge(days);
  const label = tone === 'on_time' ? t('manager.reminders.onTime') : t('manager.reminders.pastDue', { days });
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
  const t = useText();
  const [confirming, setConfirming] = useState<LeaseReminderRecord | null>(null);
  const [success, setSuccess] = useState<MessageId | null>(null);
  const [waiving, setWaiving] = useState<LeaseReminderRecord | null>(null);
  // Waivers answered here, by lease and month, until the board has taken them from their event.
  const [waived, setWaived] = useState<Record<string, string>>({});

  return (
    <section className="pm-hub__section" aria-labelledby="pm-hub-reminders">
      <h2 id="pm-hub-reminders">{t('manager.tab.reminders')}</h2>
      {success ? (
        <div className="pm-hub__alert-success" role="status">
          <span>{t(success)}</span>
          <button type="button" aria-label={t('manager.dismiss')} onClick={() => setSuccess(null)}>
            <span aria-hidden="true">{DISMISS_ICON}</span>
          </button>
        </div>
      ) : null}
      {leases.isPending ? <Spinner label={t('manager.reminders.loading')} /> : null}
      {leases.isError ? (
        <div className="pm-hub__error" role="alert">
          <p>{t('manager.reminders.failed', { message: leases.error.message })}</p>
          <button type="button" className="button button--secondary" onClick={() => void leases.refetch()}>
            {t('manager.tryAgain')}
          </button>
        </div>
      ) : null}
      {leases.data && leases.data.length === 0 ? <p>{t('manager.reminders.empty')}</p> : null}
      {leases.data && leases.data.length > 0 ? (
        <ul className="pm-reminders">
          {leases.data.map((record) => (
            <ReminderCard
              key={record.leaseId}
              record={record}
              waivedNote={record.unpaid ? waived[`${record.leaseId}|${record.unpaid.month}`] : undefined}
              onSend={() => {
                setSuccess(null);
                setConfirming(record);
              }}
              onWaive={() => {
                setSuccess(null);
                setWaiving(record);
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
            setSuccess('manager.reminders.sent');
          }}
        />
      ) : null}
      {waiving?.unpaid?.lateFee ? (
        <WaiveLateFeeDialog
          managerId={managerId}
          record={waiving}
          onClose={() => setWaiving(null)}
          onWaived={(month, note) => {
            setWaived((current) => ({ ...current, [`${waiving.leaseId}|${month}`]: note }));
            setWaiving(null);
            setSuccess('manager.reminders.waived');
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
function useAmountDueLabel(): (unpaid: NonNullable<LeaseReminderRecord['unpaid']>) => string {
  const t = useText();
  const dates = useIndiaDates();
  return (unpaid) => {
    const date = dates.date(unpaid.dueDate);
    return unpaid.unpaidMonths > 1
      ? t('manager.reminders.amountMany', { total: unpaid.totalLabel, months: unpaid.unpaidMonths, date })
      : t('manager.reminders.amountOne', { amount: unpaid.amountLabel, date });
  };
}

interface ReminderCardProps {
  record: LeaseReminderRecord;
  /** The note of a waiver of the oldest unpaid month's fee made here, before the board has it. */
  waivedNote: string | undefined;
  onSend(): void;
  onWaive(): void;
}

/** The oldest unpaid month's late fee: what it is and why, or "Waived: <note>". */
function useLateFeeLabel(): (unpaid: NonNullable<LeaseReminderRecord['unpaid']>, waivedNote?: string) => string | null {
  const t = useText();
  const dates = useIndiaDates();
  return (unpaid, waivedNote) => {
    const fee = unpaid.lateFee;
    if (!fee) return null;
    const note = waivedNote ?? (fee.status === 'waived' ? fee.note : null);
    if (note !== null) return t('manager.reminders.lateFeeWaived', { note });
    return t('manager.reminders.lateFeeCharged', {
      amount: fee.label,
      month: dates.month(unpaid.month),
      // The lease's own days (its agreement's late-fee terms), as the board states them.
      days: fee.afterDays,
    });
  };
}

function ReminderCard({ record, waivedNote, onSend, onWaive }: ReminderCardProps) {
  const headingId = `pm-reminder-${record.leaseId}`;
  const nextReminderAt = useNextReminderAt(record.lastReminderAt);
  const t = useText();
  const dates = useIndiaDates();
  const amountDueLabel = useAmountDueLabel();
  const lateFeeLabel = useLateFeeLabel();
  const lateFee = record.unpaid ? lateFeeLabel(record.unpaid, waivedNote) : null;
  const canWaive = record.unpaid?.lateFee?.status === 'charged' && waivedNote === undefined;
  const address = formatAddress(record.property.address) || t('manager.addressMissing');
  const name = tenantName(record);
  const details: [string, string][] = [
    [t('manager.reminders.address'), address],
    [t('manager.reminders.tenant'), name],
    [t('manager.reminders.email'), record.tenant.email],
    [t('manager.reminders.phone'), record.tenant.phone ?? t('manager.reminders.notGiven')],
    [t('manager.reminders.daysPastDue'), String(Math.max(record.daysPastDue, 0))],
    [
      t('manager.reminders.amountDue'),
      record.unpaid ? amountDueLabel(record.unpaid) : t('manager.reminders.nothingDue'),
    ],
    ...(lateFee ? [[t('manager.reminders.lateFee'), lateFee] as [string, string]] : []),
    [t('manager.reminders.remindersSent'), String(record.remindersSent)],
  ];
  return (
    <li className="pm-reminder" aria-labelledby={headingId}>
      <div className="pm-reminder__head">
        <h3 id={headingId}>{record.property.name || t('manager.reminders.property')}</h3>
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
      <h4 className="pm-reminder__history-title">{t('manager.reminders.history')}</h4>
      {record.reminders.length === 0 ? (
        <p className="pm-reminder__none">{t('manager.reminders.none')}</p>
      ) : (
        <ol className="pm-reminder__history" aria-label={t('manager.reminders.historyTo', { name })}>
          {record.reminders.map((reminder) => (
            <li key={reminder.reminderId}>
              <p>{reminder.message}</p>
              <p className="pm-reminder__meta">
                {t(
                  reminder.kind === 'manual' ? 'manager.reminders.sentByHand' : 'manager.reminders.sentAutomatically',
                  {
                    when: reminder.sentAtLabel,
                  },
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
      <div className="pm-application__actions">
        <button
          type="button"
          className="button button--primary"
          aria-label={t('manager.reminders.sendTo', { name })}
          aria-describedby={nextReminderAt ? `${headingId}-next` : undefined}
          disabled={nextReminderAt !== null}
          onClick={onSend}
        >
          {t('manager.reminders.send')}
        </button>
        {canWaive ? (
          <button
            type="button"
            className="button button--secondary"
            aria-label={t('manager.reminders.waiveFor', { name })}
            onClick={onWaive}
          >
            {t('manager.reminders.waive')}
          </button>
        ) : null}
        {nextReminderAt ? (
          <p id={`${headingId}-next`} className="pm-reminder__next">
            {t('manager.reminders.next', { time: dates.dateTime(new Date(nextReminderAt)) })}
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
  const t = useText();
  const name = tenantName(record);
  return (
    <Dialog open onClose={onClose} title={t('manager.reminders.confirmTitle')} size="small">
      <p>
        {t('manager.reminders.confirm', {
          nth: record.nthReminder,
          name,
          email: record.tenant.email,
          property: record.property.name || t('manager.reminders.property'),
        })}
      </p>
      {send.isError ? (
        <p className="field-error" role="alert">
          {t('manager.reminders.sendFailed', { message: send.error.message })}
        </p>
      ) : null}
      <div className="pm-review-form__actions">
        <button type="button" className="button button--secondary" onClick={onClose} disabled={send.isPending}>
          {t('manager.cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={send.isPending}
          onClick={() => send.mutate(record.leaseId, { onSuccess: onSent })}
        >
          {send.isPending ? t('manager.reminders.sending') : t('manager.reminders.send')}
        </button>
      </div>
    </Dialog>
  );
}

interface WaiveLateFeeDialogProps {
  managerId: string;
  record: LeaseReminderRecord;
  onClose(): void;
  onWaived(month: string, note: string): void;
}

/** "Waive late fee": the fee and the month, a required note, and the failure message when the waiver is refused. */
function WaiveLateFeeDialog({ managerId, record, onClose, onWaived }: WaiveLateFeeDialogProps) {
  const id = useId();
  const t = useText();
  const dates = useIndiaDates();
  const waive = useWaiveLateFee(managerId);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const unpaid = record.unpaid!;
  const serverError = waive.error instanceof ApiError ? waive.error.fieldErrors.note : undefined;
  const noteError = missing ? t('manager.reminders.waiveNoteMissing') : serverError;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (waive.isPending) return;
    const trimmed = note.trim();
    if (!trimmed) {
      setMissing(true);
      return;
    }
    waive.mutate(
      { leaseId: record.leaseId, month: unpaid.month, note: trimmed },
      { onSuccess: () => onWaived(unpaid.month, trimmed) },
    );
  }

  return (
    <Dialog open onClose={onClose} title={t('manager.reminders.waive')} size="small">
      <form className="pm-review-form" onSubmit={submit} noValidate>
        <p>
          {t('manager.reminders.waiveAbout', {
            amount: unpaid.lateFee!.label,
            name: tenantName(record),
            month: dates.month(unpaid.month),
          })}
        </p>
        <div className="form-field">
          <label htmlFor={`${id}-note`}>{t('manager.reminders.waiveNote')}</label>
          <p id={`${id}-hint`} className="form-field__hint">
            {t('manager.reminders.waiveNoteHint')}
          </p>
          <textarea
            id={`${id}-note`}
            name="note"
            value={note}
            maxLength={500}
            required
            aria-invalid={noteError ? true : undefined}
            aria-describedby={[`${id}-hint`, noteError ? `${id}-error` : null].filter(Boolean).join(' ')}
            onChange={(event) => {
              setNote(event.target.value);
              setMissing(false);
            }}
            disabled={waive.isPending}
          />
          <FieldError id={`${id}-error`} message={noteError} />
        </div>
        {waive.isError && !serverError ? (
          <p className="field-error" role="alert">
            {t('manager.reminders.waiveFailed', { message: waive.error.message })}
          </p>
        ) : null}
        <div className="pm-review-form__actions">
          <button type="button" className="button button--secondary" onClick={onClose} disabled={waive.isPending}>
            {t('manager.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={waive.isPending}>
            {waive.isPending ? t('manager.reminders.waiving') : t('manager.reminders.waive')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
