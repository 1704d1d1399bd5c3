import { formatPaiseAsRupees } from '@trio/contracts/common';
import { addMonthsToDate, lastDayOfLease, rentIncrease, type Lease } from '@trio/contracts/http/applications';
import { useId, useState } from 'react';
import { Dialog } from '../../../components/Dialog';
import { TextField } from '../../../components/form/TextField';
import { useOfferRenewal } from '../../../components/lease/lease-renewal-api';
import { useIncreaseText } from '../../../components/lease/LeaseRenewal';
import { useText } from '../../../i18n/use-text';
import { useIndiaDates } from '../../../lib/india-dates';
import { managedLeasesKey } from '../api/get-managed-leases';

/** The day after a YYYY-MM-DD date: the lease's end date of a last day. */
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * "Offer renewal" (issue 30): the new last day and the new monthly rent in ₹; the increase in ₹ and % shown as typed
 * (the server computes its own from the numbers it keeps).
 */
export function OfferRenewalDialog({ lease, onClose }: { lease: Lease; onClose: () => void }) {
  const t = useText();
  const id = useId();
  const increaseText = useIncreaseText();
  const dates = useIndiaDates();
  const offer = useOfferRenewal(managedLeasesKey);
  const [lastDay, setLastDay] = useState(lastDayOfLease(addMonthsToDate(lease.endDate, 11)));
  const [rent, setRent] = useState(String(lease.rentPaise / 100));
  const rentPaise = Math.round(Number(rent) * 100);
  const rentValid = rent.trim() !== '' && Number.isFinite(rentPaise) && rentPaise > 0;
  const change = rentValid ? rentIncrease(lease.rentPaise, rentPaise) : null;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!rentValid || !lastDay) return;
    offer.mutate({ leaseId: lease._id, body: { endDate: dayAfter(lastDay), rentPaise } }, { onSuccess: onClose });
  }

  return (
    <Dialog
      open
      onClose={() => {
        if (!offer.isPending) onClose();
      }}
      size="small"
      title={t('manager.leases.offerTitle', { tenant: lease.tenant.name })}
    >
      <form onSubmit={submit} noValidate className="lease-renewal__form">
        <p>
          {t('manager.leases.current', {
            date: dates.date(lastDayOfLease(lease.endDate)),
            rent: lease.rentLabel,
          })}
        </p>
        <TextField
          id={`${id}-end`}
          className="form-field"
          type="date"
          label={t('manager.leases.newLastDay')}
          value={lastDay}
          min={lease.endDate}
          onChange={setLastDay}
          error={
            offer.error && 'fieldErrors' in offer.error
              ? (offer.error.fieldErrors as Record<string, string>).endDate
              : undefined
          }
        />
        <TextField
          id={`${id}-rent`}
          className="form-field"
          inputMode="numeric"
          label={t('manager.leases.newRent')}
          value={rent}
          onChange={setRent}
          error={rentValid ? undefined : t('manager.leases.rentRequired')}
        />
        <p aria-live="polite" className="lease-renewal__increase">
          {change
            ? t('manager.leases.change', {
                change: increaseText(change.increasePaise, change.increasePercent),
                rent: formatPaiseAsRupees(rentPaise),
              })
            : null}
        </p>
        {offer.isError ? (
          <p role="alert" className="lease-renewal__error">
            {t('manager.leases.offerFailed', { reason: offer.error.message })}
          </p>
        ) : null}
        <div className="lease-renewal__actions">
          <button type="submit" className="button button--primary" disabled={offer.isPending || !rentValid || !lastDay}>
            {offer.isPending ? t('common.lease.offer.working') : t('manager.leases.sendOffer')}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={offer.isPending}>
            {t('common.lease.offer.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
