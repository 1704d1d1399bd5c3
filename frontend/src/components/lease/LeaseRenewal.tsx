import type { QueryKey } from '@tanstack/react-query';
import { formatPaiseAsRupees } from '@trio/contracts/common';
import { lastDayOfLease, type Lease } from '@trio/contracts/http/applications';
import { useId, useState } from 'react';
import { useText } from '../../i18n/use-text';
import { useIndiaDates } from '../../lib/india-dates';
import { Dialog } from '../Dialog';
import { TextField } from '../form/TextField';
import { useAnswerRenewal, useGiveNotice } from './lease-renewal-api';
import './LeaseRenewal.css';

/*
 * Issue 30, a lease's end as its tenant and manager see it: the "ends soon" banner, the renewal offer (answered by
 * the tenant, shown to the manager), the notice (given by either, then shown). Numbers come from the server's view.
 */

/** "+₹1,250 (5%)", "−₹500 (2%)", "No change": an offer's change, as the server computed it. */
export function useIncreaseText() {
  const t = useText();
  return (increasePaise: number, increasePercent: number) =>
    t('common.lease.offer.increaseValue', {
      direction: increasePaise > 0 ? 'up' : increasePaise < 0 ? 'down' : 'none',
      amount: formatPaiseAsRupees(Math.abs(increasePaise)),
      percent: Math.abs(increasePercent),
    });
}

/** "Your lease ends on 14 Nov 2027 · 45 days left", within 60 days of the end of an active lease. */
export function EndingSoonBanner({ lease }: { lease: Lease }) {
  const t = useText();
  const dates = useIndiaDates();
  if (!lease.endingSoon) return null;
  return (
    <div className="lease-renewal__banner" role="status">
      <strong>{t('common.lease.endsOn', { date: dates.date(lastDayOfLease(lease.endDate)) })}</strong>{' '}
      <span>{t('common.lease.daysLeft', { count: lease.daysLeft })}</span>
      {!lease.notice && lease.renewalOffer?.status !== 'offered' ? <p>{t('common.lease.endingSoonHint')}</p> : null}
    </div>
  );
}

/**
 * The latest renewal offer: the new end date, the new rent and the change. The tenant (`canAnswer`) accepts or
 * declines an open one after a confirmation; anyone else reads its status.
 */
export function RenewalOfferCard({
  lease,
  canAnswer,
  refresh,
}: {
  lease: Lease;
  canAnswer: boolean;
  refresh: QueryKey;
}) {
  const t = useText();
  const dates = useIndiaDates();
  const increaseText = useIncreaseText();
  const answer = useAnswerRenewal(refresh);
  const [confirming, setConfirming] = useState<'accept' | 'decline' | null>(null);
  const offer = lease.renewalOffer;
  if (!offer) return null;
  const open = offer.status === 'offered';
  const headingId = `renewal-offer-${lease._id}`;

  function confirm() {
    if (!confirming) return;
    answer.mutate({ leaseId: lease._id, answer: confirming }, { onSuccess: () => setConfirming(null) });
  }

  return (
    <section className="lease-renewal__card" aria-labelledby={headingId}>
      <h4 id={headingId}>{t('common.lease.offer.title')}</h4>
      <dl className="lease-renewal__facts">
        <dt>{t('common.lease.offer.newEnd')}</dt>
        <dd>{dates.date(lastDayOfLease(offer.endDate))}</dd>
        <dt>{t('common.lease.offer.newRent')}</dt>
        <dd>{offer.rentLabel}</dd>
        <dt>{t('common.lease.offer.increase')}</dt>
        <dd>{increaseText(offer.increasePaise, offer.increasePercent)}</dd>
      </dl>
      {open && canAnswer ? (
        <div className="lease-renewal__actions">
          <button type="button" className="button button--primary" onClick={() => setConfirming('accept')}>
            {t('common.lease.offer.accept')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setConfirming('decline')}>
            {t('common.lease.offer.decline')}
          </button>
        </div>
      ) : (
        <p className="lease-renewal__status">{t('common.lease.offer.status', { status: offer.status })}</p>
      )}
      <Dialog
        open={confirming !== null}
        onClose={() => {
          if (!answer.isPending) setConfirming(null);
        }}
        size="small"
        title={
          confirming === 'accept'
            ? t('common.lease.offer.confirmAcceptTitle')
            : t('common.lease.offer.confirmDeclineTitle')
        }
      >
        <p>
          {confirming === 'accept'
            ? t('common.lease.offer.confirmAccept', {
                date: dates.date(lastDayOfLease(offer.endDate)),
                rent: offer.rentLabel,
                from: dates.date(lease.endDate),
              })
            : t('common.lease.offer.confirmDecline', { date: dates.date(lastDayOfLease(lease.endDate)) })}
        </p>
        {answer.isError ? (
          <p role="alert" className="lease-renewal__error">
            {t('common.lease.offer.failed', { reason: answer.error.message })}
          </p>
        ) : null}
        <div className="lease-renewal__actions">
          <button type="button" className="button button--primary" onClick={confirm} disabled={answer.isPending}>
            {answer.isPending ? t('common.lease.offer.working') : t('common.lease.offer.confirm')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setConfirming(null)}
            disabled={answer.isPending}
          >
            {t('common.lease.offer.cancel')}
          </button>
        </div>
      </Dialog>
    </section>
  );
}

/** The notice once given: by whom, when, and the move-out date. */
export function NoticeSummary({ lease }: { lease: Lease }) {
  const t = useText();
  const dates = useIndiaDates();
  if (!lease.notice) return null;
  return (
    <p className="lease-renewal__notice" role="status">
      {t('common.lease.notice.given', {
        givenBy: lease.notice.givenBy,
        date: dates.date(lease.notice.givenAt),
        moveOutDate: dates.date(lease.notice.moveOutDate),
      })}
    </p>
  );
}

/**
 * "Give notice": a date (from the earliest the server allows) and an optional reason, in a dialog. Shown while a
 * notice can be given (`earliestMoveOutDate` set); the lease then shows its notice.
 */
export function GiveNoticeButton({ lease, refresh }: { lease: Lease; refresh: QueryKey }) {
  const t = useText();
  const dates = useIndiaDates();
  const notice = useGiveNotice(refresh);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [moveOutDate, setMoveOutDate] = useState(lease.earliestMoveOutDate ?? '');
  const [reason, setReason] = useState('');
  const earliest = lease.earliestMoveOutDate;
  if (!earliest) return null;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    notice.mutate(
      { leaseId: lease._id, body: { moveOutDate, ...(reason.trim() ? { reason: reason.trim() } : {}) } },
      { onSuccess: () => setOpen(false) },
    );
  }

  const fieldError =
    notice.error && 'fieldErrors' in notice.error
      ? (notice.error.fieldErrors as Record<string, string>).moveOutDate
      : undefined;
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        {t('common.lease.notice.give')}
      </button>
      <Dialog
        open={open}
        onClose={() => {
          if (!notice.isPending) setOpen(false);
        }}
        size="small"
        title={t('common.lease.notice.title')}
      >
        <form onSubmit={submit} noValidate className="lease-renewal__form">
          <p>{t('common.lease.notice.intro', { count: lease.noticeMonths, date: dates.date(earliest) })}</p>
          <TextField
            id={`${id}-move-out`}
            className="form-field"
            type="date"
            label={t('common.lease.notice.moveOutDate')}
            value={moveOutDate}
            min={earliest}
            max={lastDayOfLease(lease.endDate)}
            onChange={setMoveOutDate}
            error={fieldError}
          />
          <div className="form-field">
            <label htmlFor={`${id}-reason`}>{t('common.lease.notice.reason')}</label>
            <textarea
              id={`${id}-reason`}
              value={reason}
              maxLength={500}
              rows={3}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          {notice.isError && !fieldError ? (
            <p role="alert" className="lease-renewal__error">
              {t('common.lease.notice.failed', { reason: notice.error.message })}
            </p>
          ) : null}
          <div className="lease-renewal__actions">
            <button type="submit" className="button button--primary" disabled={notice.isPending || !moveOutDate}>
              {notice.isPending ? t('common.lease.offer.working') : t('common.lease.notice.submit')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setOpen(false)}
              disabled={notice.isPending}
            >
              {t('common.lease.offer.cancel')}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
