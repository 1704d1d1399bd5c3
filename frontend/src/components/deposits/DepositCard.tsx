import { useQuery } from '@tanstack/react-query';
import { formatPaiseAsRupees } from '@trio/contracts/common';
import type { Deposit, DepositDeduction } from '@trio/contracts/http/payments';
import { useId, useState } from 'react';
import { Spinner } from '../../components/Spinner';
import { StatusBadge } from '../../components/StatusBadge';
import type { MessageId } from '../../i18n/message-ids';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useText } from '../../i18n/use-text';
import { saveFile } from '../../lib/files';
import { useIndiaDates } from '../../lib/india-dates';
import { depositQueryOptions, fetchDepositStatement, useAnswerDeduction } from './deposits-api';
import { InspectionPhotos } from './InspectionPhotos';
import './deposits.css';

export const DEPOSIT_STATUS_IDS: Record<Deposit['status'], MessageId> = {
  held: 'renters.deposit.status.held',
  inspected: 'renters.deposit.status.inspected',
  settled: 'renters.deposit.status.settled',
  refunded: 'renters.deposit.status.refunded',
  closed: 'renters.deposit.status.closed',
};

export const DEDUCTION_ANSWER_IDS: Record<DepositDeduction['answer'], MessageId> = {
  pending: 'renters.deposit.answer.pending',
  accepted: 'renters.deposit.answer.accepted',
  disputed: 'renters.deposit.answer.disputed',
};

const STATUS_TONE: Record<Deposit['status'], string> = {
  held: 'pending',
  inspected: 'under_review',
  settled: 'under_review',
  refunded: 'approved',
  closed: 'approved',
};

/**
 * The renter's security deposit of one lease (Renters Hub): collected, the inspection's photos by room, deductions to
 * answer, balance, refund.
 */
export function DepositCard({ leaseId }: { leaseId: string }) {
  const t = useText();
  const dates = useIndiaDates();
  const { language } = useLanguage();
  const deposit = useQuery(depositQueryOptions(leaseId));
  const headingId = useId();
  const [download, setDownload] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  if (deposit.isPending) return <Spinner label={t('renters.deposit.loading')} />;
  if (deposit.isError) {
    return (
      <div className="renters-hub__alert" role="alert">
        <p>{t('renters.deposit.loadFailed', { reason: deposit.error.message })}</p>
        <button type="button" className="button button--secondary" onClick={() => void deposit.refetch()}>
          {t('renters.tryAgain')}
        </button>
      </div>
    );
  }
  const d = deposit.data;
  const open = d.status === 'inspected';

  async function downloadStatement() {
    setDownload({ busy: true, error: null });
    try {
      const { blob, fileName } = await fetchDepositStatement(leaseId, language);
      saveFile(blob, fileName);
      setDownload({ busy: false, error: null });
    } catch (error) {
      setDownload({ busy: false, error: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <section className="deposit-card" aria-label={t('renters.deposit.title')}>
      <div className="renters-hub__card-head">
        <h4>{t('renters.deposit.title')}</h4>
        <StatusBadge tone={STATUS_TONE[d.status]}>{t(DEPOSIT_STATUS_IDS[d.status])}</StatusBadge>
      </div>
      <dl className="renters-hub__facts">
        <dt>{t('renters.deposit.collected')}</dt>
        <dd>{d.collectedLabel}</dd>
        {d.inspectedAt ? (
          <>
            <dt>{t('renters.deposit.inspectedOn')}</dt>
            <dd>{dates.date(d.inspectedAt)}</dd>
          </>
        ) : null}
        <dt>{t('renters.deposit.deducted')}</dt>
        <dd>{formatPaiseAsRupees(d.deductedPaise)}</dd>
        <dt>{t('renters.deposit.balance')}</dt>
        <dd>{d.balanceLabel}</dd>
      </dl>
      {d.status === 'held' ? <p className="renters-hub__note">{t('renters.deposit.heldNote')}</p> : null}
      {d.answersDueBy ? (
        <p className="renters-hub__note" role="status">
          {t('renters.deposit.answerBy', { date: dates.dateTime(d.answersDueBy) })}
        </p>
      ) : null}
      {d.rooms.some((room) => room.photos.length > 0) ? (
        <section className="deposit-card__photos" aria-labelledby={`${headingId}-photos`}>
          <h5 id={`${headingId}-photos`}>{t('renters.deposit.photos')}</h5>
          {d.rooms
            .filter((room) => room.photos.length > 0)
            .map((room, index) => (
              <div key={`${index}-${room.name}`}>
                <p className="deposit-card__room">{room.name}</p>
                <InspectionPhotos room={room.name} photos={room.photos} />
              </div>
            ))}
        </section>
      ) : null}
      {d.deductions.length > 0 ? (
        <ul className="deposit-card__deductions" aria-label={t('renters.deposit.deductions')}>
          {d.deductions.map((deduction) => (
            <DeductionItem key={deduction.id} leaseId={leaseId} deduction={deduction} canAnswer={open} />
          ))}
        </ul>
      ) : null}
      {d.refund ? (
        <p className="renters-hub__note" role="status">
          {d.refund.status === 'processed'
            ? t('renters.deposit.refunded', {
                amount: d.refund.amountLabel,
                date: dates.date(d.refund.refundedAt!),
              })
            : d.refund.status === 'pending'
              ? t('renters.deposit.refundPending', { amount: d.refund.amountLabel, date: dates.date(d.refund.dueBy) })
              : d.refund.status === 'overdue'
                ? t('renters.deposit.refundOverdue', {
                    amount: d.refund.amountLabel,
                    date: dates.dateTime(d.refund.dueBy),
                  })
                : t('renters.deposit.nothingToRefund')}
        </p>
      ) : null}
      {download.error ? (
        <p className="renters-hub__alert" role="alert">
          {t('renters.deposit.statementFailed', { reason: download.error })}
        </p>
      ) : null}
      <div className="renters-hub__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void downloadStatement()}
          disabled={download.busy}
        >
          {download.busy ? t('renters.lease.preparingPdf') : t('renters.deposit.statement')}
        </button>
      </div>
    </section>
  );
}

function DeductionItem({
  leaseId,
  deduction,
  canAnswer,
}: {
  leaseId: string;
  deduction: DepositDeduction;
  canAnswer: boolean;
}) {
  const t = useText();
  const id = useId();
  const answer = useAnswerDeduction(leaseId);
  const [disputing, setDisputing] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState(false);
  const answerText = deduction.confirmed
    ? t('renters.deposit.answer.confirmed')
    : t(DEDUCTION_ANSWER_IDS[deduction.answer]);

  function dispute() {
    if (note.trim() === '') {
      setNoteError(true);
      return;
    }
    setNoteError(false);
    answer.mutate(
      { deductionId: deduction.id, answer: 'dispute', note: note.trim() },
      { onSuccess: () => setDisputing(false) },
    );
  }

  return (
    <li className="deposit-card__deduction">
      <div className="deposit-card__deduction-head">
        <span>{deduction.reason}</span>
        <strong>{deduction.amountLabel}</strong>
      </div>
      <p className="deposit-card__answer">
        {deduction.note
          ? t('renters.deposit.answerWithNote', { answer: answerText, note: deduction.note })
          : answerText}
      </p>
      {answer.isError ? (
        <p className="renters-hub__alert" role="alert">
          {answer.error.message}
        </p>
      ) : null}
      {canAnswer && !disputing ? (
        <div className="renters-hub__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={answer.isPending || deduction.answer === 'accepted'}
            onClick={() => answer.mutate({ deductionId: deduction.id, answer: 'accept', note: '' })}
          >
            {t('renters.deposit.accept')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={answer.isPending}
            onClick={() => setDisputing(true)}
          >
            {t('renters.deposit.dispute')}
          </button>
        </div>
      ) : null}
      {canAnswer && disputing ? (
        <div className="form-field">
          <label htmlFor={`${id}-note`}>{t('renters.deposit.disputeNote')}</label>
          <textarea
            id={`${id}-note`}
            value={note}
            maxLength={1000}
            rows={3}
            aria-invalid={noteError}
            aria-describedby={noteError ? `${id}-note-error` : undefined}
            onChange={(event) => setNote(event.target.value)}
          />
          {noteError ? (
            <p id={`${id}-note-error`} className="field-error" role="alert">
              {t('renters.deposit.disputeNoteRequired')}
            </p>
          ) : null}
          <div className="renters-hub__actions">
            <button type="button" className="button button--secondary" onClick={() => setDisputing(false)}>
              {t('renters.deposit.cancel')}
            </button>
            <button type="button" className="button button--primary" disabled={answer.isPending} onClick={dispute}>
              {t('renters.deposit.sendDispute')}
            </button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
