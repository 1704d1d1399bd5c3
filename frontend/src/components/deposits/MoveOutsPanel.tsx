import { useQueries, useQuery } from '@tanstack/react-query';
import { formatPaiseAsRupees } from '@trio/contracts/common';
import { managedLeases, todayInIndia, type Lease } from '@trio/contracts/http/applications';
import { MAX_INSPECTION_PHOTOS_PER_ROOM, type Deposit, type RoomCondition } from '@trio/contracts/http/payments';
import { useId, useState, type ChangeEvent } from 'react';
import { Spinner } from '../../components/Spinner';
import { StatusBadge } from '../../components/StatusBadge';
import type { MessageId } from '../../i18n/message-ids';
import { useText } from '../../i18n/use-text';
import { callRoute } from '../../lib/api-client';
import { checkImageFile, IMAGE_ACCEPT, imageLimitsHint } from '../../lib/image-files';
import { useIndiaDates } from '../../lib/india-dates';
import { depositQueryOptions, useAddInspectionPhoto, useRecordInspection, useSettleDeposit } from './deposits-api';
import { InspectionPhotos } from './InspectionPhotos';
import './deposits.css';

const CONDITION_IDS: Record<RoomCondition, MessageId> = {
  good: 'manager.moveOuts.condition.good',
  fair: 'manager.moveOuts.condition.fair',
  damaged: 'manager.moveOuts.condition.damaged',
};

const STATUS_IDS: Record<Deposit['status'], MessageId> = {
  held: 'manager.moveOuts.status.held',
  inspected: 'manager.moveOuts.status.inspected',
  settled: 'manager.moveOuts.status.settled',
  refunded: 'manager.moveOuts.status.refunded',
  closed: 'manager.moveOuts.status.closed',
};

/** Rupees typed in the form → whole paise (the server checks the sum against the deposit). */
function rupeesToPaise(text: string): number {
  const value = Number(text.replace(/[,\s₹]/g, ''));
  return Number.isFinite(value) ? Math.round(value * 100) : Number.NaN;
}

/**
 * The Property Manager Hub's "Move-outs" panel (issue 30): the manager's leases at or after their end date whose
 * deposit is not yet refunded; for each, the inspection form with each recorded room's photos, the renter's answers
 * and Settle.
 */
export function MoveOutsPanel() {
  const t = useText();
  const today = todayInIndia(new Date());
  const leases = useQuery({
    queryKey: ['leases', 'managed'] as const,
    queryFn: ({ signal }) => callRoute(managedLeases, { signal }),
    select: (answer) => answer.leases.filter((lease) => lease.endDate <= today || lease.status === 'ended'),
  });
  const deposits = useQueries({
    queries: (leases.data ?? []).map((lease) => depositQueryOptions(lease._id)),
  });

  let body;
  if (leases.isPending) body = <Spinner label={t('manager.moveOuts.loading')} />;
  else if (leases.isError) {
    body = (
      <div className="pm-hub__error" role="alert">
        <p>{t('manager.moveOuts.loadFailed', { reason: leases.error.message })}</p>
        <button type="button" className="button button--secondary" onClick={() => void leases.refetch()}>
          {t('manager.tryAgain')}
        </button>
      </div>
    );
  } else if (leases.data.length === 0) body = <p>{t('manager.moveOuts.empty')}</p>;
  else {
    body = (
      <ul className="move-outs__list">
        {leases.data.map((lease, index) => {
          const deposit = deposits[index];
          return (
            <li key={lease._id} className="move-outs__item">
              <h3>{lease.property.name}</h3>
              <p>{t('manager.moveOuts.tenant', { name: lease.tenant.name })}</p>
              {!deposit || deposit.isPending ? <Spinner label={t('manager.moveOuts.loading')} /> : null}
              {deposit?.isError ? (
                <div className="pm-hub__error" role="alert">
                  <p>{t('manager.moveOuts.loadFailed', { reason: deposit.error.message })}</p>
                  <button type="button" className="button button--secondary" onClick={() => void deposit.refetch()}>
                    {t('manager.tryAgain')}
                  </button>
                </div>
              ) : null}
              {deposit?.data ? <MoveOut lease={lease} deposit={deposit.data} /> : null}
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <section aria-labelledby="move-outs-title">
      <h2 id="move-outs-title">{t('manager.tab.moveOuts')}</h2>
      {body}
    </section>
  );
}

interface RoomRow {
  name: string;
  condition: RoomCondition;
  note: string;
}
interface DeductionRow {
  id?: string;
  reason: string;
  rupees: string;
}

function MoveOut({ lease, deposit }: { lease: Lease; deposit: Deposit }) {
  const t = useText();
  const dates = useIndiaDates();
  const id = useId();
  const record = useRecordInspection(lease._id);
  const settle = useSettleDeposit(lease._id);
  const [rooms, setRooms] = useState<RoomRow[]>(() =>
    deposit.rooms.length > 0 ? deposit.rooms : [{ name: '', condition: 'good', note: '' }],
  );
  const [deductions, setDeductions] = useState<DeductionRow[]>(() =>
    deposit.deductions.map((d) => ({ id: d.id, reason: d.reason, rupees: String(d.amountPaise / 100) })),
  );
  const editable = deposit.status === 'held' || deposit.status === 'inspected';
  const totalPaise = deductions.reduce((sum, d) => sum + (rupeesToPaise(d.rupees) || 0), 0);
  const over = totalPaise > deposit.collectedPaise;

  function save() {
    record.mutate({
      rooms: rooms.map((r) => ({ name: r.name.trim(), condition: r.condition, note: r.note.trim() })),
      deductions: deductions.map((d) => ({
        ...(d.id ? { id: d.id } : {}),
        reason: d.reason.trim(),
        amountPaise: rupeesToPaise(d.rupees),
      })),
    });
  }

  const error = record.error ?? settle.error;
  return (
    <div>
      <dl className="renters-hub__facts">
        <dt>{t('manager.moveOuts.endDate')}</dt>
        <dd>{dates.date(deposit.endDate)}</dd>
        <dt>{t('manager.moveOuts.collected')}</dt>
        <dd>{deposit.collectedLabel}</dd>
        <dt>{t('manager.moveOuts.statusLabel')}</dt>
        <dd>
          <StatusBadge tone={editable ? 'pending' : 'approved'}>{t(STATUS_IDS[deposit.status])}</StatusBadge>
        </dd>
      </dl>
      {deposit.deductions.some((d) => d.answer === 'disputed' && !d.confirmed) ? (
        <div className="pm-hub__warning" role="status">
          <p>{t('manager.moveOuts.disputedHint')}</p>
          <ul>
            {deposit.deductions
              .filter((d) => d.answer === 'disputed' && !d.confirmed)
              .map((d) => (
                <li key={d.id}>
                  {t('manager.moveOuts.disputedItem', { reason: d.reason, amount: d.amountLabel, note: d.note })}
                </li>
              ))}
          </ul>
        </div>
      ) : null}
      {editable ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
          noValidate
        >
          <fieldset className="form-fieldset" disabled={record.isPending}>
            <legend>{t('manager.moveOuts.rooms')}</legend>
            <ul className="move-outs__rooms">
              {rooms.map((room, index) => (
                <li key={index} className="move-outs__row">
                  <div className="form-field">
                    <label htmlFor={`${id}-room-${index}`}>{t('manager.moveOuts.roomName')}</label>
                    <input
                      id={`${id}-room-${index}`}
                      value={room.name}
                      maxLength={80}
                      onChange={(e) =>
                        setRooms(rooms.map((r, i) => (i === index ? { ...r, name: e.target.value } : r)))
                      }
                    />
                  </div>
                  <div className="form-field">
                    <label htmlFor={`${id}-condition-${index}`}>{t('manager.moveOuts.condition')}</label>
                    <select
                      id={`${id}-condition-${index}`}
                      value={room.condition}
                      onChange={(e) =>
                        setRooms(
                          rooms.map((r, i) => (i === index ? { ...r, condition: e.target.value as RoomCondition } : r)),
                        )
                      }
                    >
                      {(Object.keys(CONDITION_IDS) as RoomCondition[]).map((condition) => (
                        <option key={condition} value={condition}>
                          {t(CONDITION_IDS[condition])}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="form-field">
                    <label htmlFor={`${id}-note-${index}`}>{t('manager.moveOuts.roomNote')}</label>
                    <input
                      id={`${id}-note-${index}`}
                      value={room.note}
                      maxLength={500}
                      onChange={(e) =>
                        setRooms(rooms.map((r, i) => (i === index ? { ...r, note: e.target.value } : r)))
                      }
                    />
                  </div>
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={rooms.length === 1}
                    aria-label={t('manager.moveOuts.removeRoom', { name: room.name || String(index + 1) })}
                    onClick={() => setRooms(rooms.filter((_, i) => i !== index))}
                  >
                    {t('manager.moveOuts.remove')}
                  </button>
                  <RoomPhotos
                    leaseId={lease._id}
                    inputId={`${id}-photo-${index}`}
                    saved={deposit.rooms.find((r) => r.name === room.name.trim() && r.name !== '')}
                  />
                </li>
              ))}
            </ul>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setRooms([...rooms, { name: '', condition: 'good', note: '' }])}
            >
              {t('manager.moveOuts.addRoom')}
            </button>
          </fieldset>
          <fieldset className="form-fieldset" disabled={record.isPending}>
            <legend>{t('manager.moveOuts.deductions')}</legend>
            <ul className="move-outs__deductions">
              {deductions.map((deduction, index) => (
                <li key={deduction.id ?? `new-${index}`} className="move-outs__row move-outs__row--deduction">
                  <div className="form-field">
                    <label htmlFor={`${id}-reason-${index}`}>{t('manager.moveOuts.reason')}</label>
                    <input
                      id={`${id}-reason-${index}`}
                      value={deduction.reason}
                      maxLength={300}
                      onChange={(e) =>
                        setDeductions(deductions.map((d, i) => (i === index ? { ...d, reason: e.target.value } : d)))
                      }
                    />
                  </div>
                  <div className="form-field">
                    <label htmlFor={`${id}-amount-${index}`}>{t('manager.moveOuts.amount')}</label>
                    <input
                      id={`${id}-amount-${index}`}
                      inputMode="decimal"
                      value={deduction.rupees}
                      onChange={(e) =>
                        setDeductions(deductions.map((d, i) => (i === index ? { ...d, rupees: e.target.value } : d)))
                      }
                    />
                  </div>
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={t('manager.moveOuts.removeDeduction', {
                      reason: deduction.reason || String(index + 1),
                    })}
                    onClick={() => setDeductions(deductions.filter((_, i) => i !== index))}
                  >
                    {t('manager.moveOuts.remove')}
                  </button>
                </li>
              ))}
            </ul>
            <div className="renters-hub__actions">
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setDeductions([...deductions, { reason: '', rupees: '' }])}
              >
                {t('manager.moveOuts.addDeduction')}
              </button>
              {deposit.suggestedDeductions
                .filter((s) => !deductions.some((d) => d.reason === s.reason))
                .map((s) => (
                  <button
                    key={s.month}
                    type="button"
                    className="button button--secondary"
                    onClick={() =>
                      setDeductions([...deductions, { reason: s.reason, rupees: String(s.amountPaise / 100) }])
                    }
                  >
                    {t('manager.moveOuts.addSuggested', {
                      reason: s.reason,
                      amount: formatPaiseAsRupees(s.amountPaise),
                    })}
                  </button>
                ))}
            </div>
            <p className={`move-outs__total${over ? ' move-outs__total--over' : ''}`} aria-live="polite">
              {t(over ? 'manager.moveOuts.totalOver' : 'manager.moveOuts.total', {
                total: formatPaiseAsRupees(totalPaise),
                deposit: deposit.collectedLabel,
              })}
            </p>
            <p className="form-field__hint">{t('manager.moveOuts.reviseHint')}</p>
            {deposit.answersDueBy ? (
              <p className="renters-hub__note" role="status">
                {t('manager.moveOuts.awaitingAnswers', {
                  count: deposit.unanswered,
                  date: dates.dateTime(deposit.answersDueBy),
                })}
              </p>
            ) : null}
          </fieldset>
          {error ? (
            <p className="field-error" role="alert">
              {error.message}
            </p>
          ) : null}
          <div className="renters-hub__actions">
            <button type="submit" className="button button--primary" disabled={record.isPending || over}>
              {deposit.status === 'held' ? t('manager.moveOuts.record') : t('manager.moveOuts.saveRevision')}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={
                deposit.status !== 'inspected' || deposit.openDisputes > 0 || deposit.unanswered > 0 || settle.isPending
              }
              onClick={() => settle.mutate()}
            >
              {t('manager.moveOuts.settle', { amount: deposit.balanceLabel })}
            </button>
          </div>
        </form>
      ) : (
        <p role="status">
          {deposit.refund?.status === 'processed'
            ? t('manager.moveOuts.refunded', { amount: deposit.refund.amountLabel })
            : deposit.refund?.status === 'pending'
              ? t('manager.moveOuts.refundPending', { amount: deposit.refund.amountLabel })
              : deposit.refund?.status === 'overdue'
                ? t('manager.moveOuts.refundOverdue', {
                    amount: deposit.refund.amountLabel,
                    date: dates.dateTime(deposit.refund.dueBy),
                  })
                : t('manager.moveOuts.nothingToRefund')}
        </p>
      )}
    </div>
  );
}

/**
 * A room's photos in the inspection form: those of the recorded room of that name, and a picker adding one at a time
 * (checked at once with the servers' rule; at most 5 a room). A room not yet recorded takes photos once saved.
 */
function RoomPhotos({
  leaseId,
  inputId,
  saved,
}: {
  leaseId: string;
  inputId: string;
  saved: Deposit['rooms'][number] | undefined;
}) {
  const t = useText();
  const add = useAddInspectionPhoto(leaseId);
  const [refused, setRefused] = useState<string | null>(null);
  if (!saved) {
    return (
      <div className="move-outs__photos">
        <p className="form-field__hint">{t('manager.moveOuts.photos.afterRecord')}</p>
      </div>
    );
  }
  const room = saved.name;
  const full = saved.photos.length >= MAX_INSPECTION_PHOTOS_PER_ROOM;

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const photo = input.files?.[0];
    if (!photo) return;
    const problem = await checkImageFile(photo, t);
    setRefused(problem);
    if (problem === null) add.mutate({ room, photo }, { onSettled: () => (input.value = '') });
    else input.value = '';
  }

  return (
    <div className="move-outs__photos">
      <InspectionPhotos room={room} photos={saved.photos} />
      {full ? (
        <p className="form-field__hint">
          {t('manager.moveOuts.photos.full', { room, max: MAX_INSPECTION_PHOTOS_PER_ROOM })}
        </p>
      ) : (
        <div className="form-field">
          <label htmlFor={inputId}>{t('manager.moveOuts.photos.add', { room })}</label>
          <input
            id={inputId}
            type="file"
            accept={IMAGE_ACCEPT}
            disabled={add.isPending}
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => void pick(event)}
          />
          <p id={`${inputId}-hint`} className="form-field__hint">
            {t('manager.moveOuts.photos.count', {
              count: saved.photos.length,
              max: MAX_INSPECTION_PHOTOS_PER_ROOM,
            })}{' '}
            {imageLimitsHint(t)}
          </p>
        </div>
      )}
      {add.isPending ? <p role="status">{t('manager.moveOuts.photos.uploading', { room })}</p> : null}
      {refused ? (
        <p className="field-error" role="alert">
          {refused}
        </p>
      ) : null}
      {add.isError ? (
        <p className="field-error" role="alert">
          {t('manager.moveOuts.photos.failed', { reason: add.error.message })}
        </p>
      ) : null}
    </div>
  );
}
