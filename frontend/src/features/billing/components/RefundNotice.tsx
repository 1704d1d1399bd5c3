import { formatPaiseAsRupees } from '@trio/contracts/common';
import type { RefundReason } from '@trio/contracts/events/payments';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { support } from '../../../config/support';
import { useText } from '../../../i18n/use-text';
import { useIndiaDates } from '../../../lib/india-dates';

export interface RefundFacts {
  amountPaise: number;
  reason: RefundReason;
  /** ISO instant the refund was made. */
  refundedAt: string;
}

/** The problem document of a 409 PAYMENT_REFUNDED, when it carries the facts (else null). */
export function refundFactsOf(problem: unknown): RefundFacts | null {
  if (!problem || typeof problem !== 'object') return null;
  const { amountPaise, reason, refundedAt } = problem as Record<string, unknown>;
  if (typeof amountPaise !== 'number' || typeof refundedAt !== 'string') return null;
  if (reason !== 'property_unavailable' && reason !== 'already_paid' && reason !== 'amount_changed') return null;
  return { amountPaise, reason, refundedAt };
}

/**
 * A payment that was captured and given back (the home went to another applicant, it had been paid already, or the
 * month's amount changed before it arrived: then the Renters Hub, where the month is paid, and no other home):
 * what happened, that the whole amount is on its way back and when, and whom to ask. Never a receipt.
 */
export function RefundNotice({ refund }: { refund: RefundFacts }) {
  const t = useText();
  const dates = useIndiaDates();
  return (
    <section className="payment-success__card refund-notice" role="alert" aria-labelledby="refund-notice-title">
      <h2 id="refund-notice-title">{t('billing.refund.title')}</h2>
      <p>
        <FormattedMessage
          id="billing.refund.amount"
          values={{
            amount: formatPaiseAsRupees(refund.amountPaise),
            reason: refund.reason,
            strong: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
          }}
        />
      </p>
      <p>{t('billing.refund.when', { date: dates.date(refund.refundedAt) })}</p>
      <div className="checkout__actions">
        <Link className="button button--primary" to={paths.rentersHub}>
          {t('billing.goToRentersHub')}
        </Link>
        {refund.reason === 'amount_changed' ? null : (
          <Link className="button button--secondary" to={paths.search()}>
            {t('billing.refund.findAnother')}
          </Link>
        )}
        <a
          className="button button--secondary"
          href={`mailto:${support.email}?subject=${encodeURIComponent('Refund')}`}
        >
          {t('billing.contactSupport')}
        </a>
      </div>
    </section>
  );
}
