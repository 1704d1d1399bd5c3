import { formatIndianDate, formatPaiseAsRupees } from '@trio/contracts/common';
import type { RefundReason } from '@trio/contracts/events/payments';
import { REFUND_REASON_TEXT } from '@trio/contracts/http/payments';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { support } from '../../../config/support';

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
  if (reason !== 'property_unavailable' && reason !== 'already_paid') return null;
  return { amountPaise, reason, refundedAt };
}

/**
 * A payment that was captured and given back (the home went to another applicant, or it had been paid already):
 * what happened, that the whole amount is on its way back and when, and whom to ask. Never a receipt.
 */
export function RefundNotice({ refund }: { refund: RefundFacts }) {
  return (
    <section className="payment-success__card refund-notice" role="alert" aria-labelledby="refund-notice-title">
      <h2 id="refund-notice-title">Your payment has been refunded</h2>
      <p>
        We refunded <strong>{formatPaiseAsRupees(refund.amountPaise)}</strong> in full because{' '}
        {REFUND_REASON_TEXT[refund.reason]}.
      </p>
      <p>
        The refund was made on {formatIndianDate(refund.refundedAt)}. Banks usually return the money to your account
        within 5–7 working days; nothing more will be charged.
      </p>
      <div className="checkout__actions">
        <Link className="button button--primary" to={paths.rentersHub}>
          Go to Renters Hub
        </Link>
        <Link className="button button--secondary" to={paths.search()}>
          Find another home
        </Link>
        <a
          className="button button--secondary"
          href={`mailto:${support.email}?subject=${encodeURIComponent('Refund')}`}
        >
          Contact Support
        </a>
      </div>
    </section>
  );
}
