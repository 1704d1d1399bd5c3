import { useQuery } from '@tanstack/react-query';
import { formatIndianDateTime, formatIndianMonth, formatPaiseAsRupees } from '@trio/contracts/common';
import type { PaymentRecord } from '@trio/contracts/http/payments';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { formatAddress } from '../../components/property-card/format';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { support } from '../../config/support';
import { useSession } from '../../lib/auth/session';
import { saveFile } from '../../lib/files';
import { fetchReceiptPdf, successPaymentQueryOptions } from './api/get-payment';
import { CheckoutError } from './components/CheckoutParts';
import { RefundNotice } from './components/RefundNotice';
import { PAYMENT_TYPE_LABELS, receiptText } from './receipt-text';
import './BillingPage.css';

function stateField(state: unknown, name: string): string | undefined {
  const value = state && typeof state === 'object' ? (state as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' && value ? value : undefined;
}

/**
 * /payment-success (000 §2): the payment, its receipt (a text file named with the TXN id, and the PDF), "Return to
 * Home" or, for monthly rent, "Go to Renters Hub", Contact Support and the 24 h / 48 h promises. Reached after a
 * checkout (`?paymentId=…` and the spec's state) or from the property page's "View Rental Details" (state
 * `{propertyId, propertyName, paymentType}`: the latest completed payment for that home).
 */
export function PaymentSuccessPage() {
  const location = useLocation();
  const [search] = useSearchParams();
  const { currentUser } = useSession();
  const lookup = {
    paymentId: search.get('paymentId') ?? stateField(location.state, 'paymentId'),
    propertyId: stateField(location.state, 'propertyId') ?? search.get('propertyId') ?? undefined,
    paymentType: stateField(location.state, 'paymentType') ?? search.get('type') ?? undefined,
  };
  const query = useQuery(successPaymentQueryOptions(currentUser?.uid ?? '', lookup));

  let body;
  if (query.isPending) body = <Spinner label="Loading your payment..." />;
  else if (query.isError) {
    body = (
      <CheckoutError message={`We could not load this payment. ${query.error.message}`}>
        <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
          Try again
        </button>
      </CheckoutError>
    );
  } else if (!query.data) {
    body = <CheckoutError message="We could not find a completed payment for this rental." />;
  } else if (query.data.status === 'refunded' && query.data.refund) {
    body = <RefundNotice refund={{ amountPaise: query.data.amountPaise, ...query.data.refund }} />;
  } else if (query.data.status !== 'completed') {
    body = (
      <CheckoutError
        message={`This payment is ${query.data.status}${query.data.failureReason ? `: ${query.data.failureReason}` : ''}.`}
      />
    );
  } else {
    body = <PaymentReceipt payment={query.data} />;
  }

  return (
    <main id="main" className="payment-success" aria-labelledby="payment-success-title">
      <h1 id="payment-success-title">Payment Confirmation</h1>
      {body}
    </main>
  );
}

function PaymentReceipt({ payment }: { payment: PaymentRecord }) {
  const [pdfState, setPdfState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const monthly = payment.paymentType === 'monthly_rent';

  async function downloadPdf() {
    setPdfState({ busy: true, error: null });
    try {
      const { blob, fileName } = await fetchReceiptPdf(payment._id, payment.txnId);
      saveFile(blob, fileName);
      setPdfState({ busy: false, error: null });
    } catch (error) {
      setPdfState({
        busy: false,
        error: `The PDF receipt could not be downloaded. ${error instanceof Error ? error.message : ''}`.trim(),
      });
    }
  }

  return (
    <section className="payment-success__card" aria-labelledby="payment-success-heading">
      <span className="payment-success__icon" aria-hidden="true">
        ✓
      </span>
      <h2 id="payment-success-heading">Payment Successful!</h2>
      <p>
        Thank you, {payment.payer.firstName}. We received <strong>{formatPaiseAsRupees(payment.amountPaise)}</strong>{' '}
        for {payment.property.name}.
      </p>
      <dl className="payment-success__facts">
        <dt>Transaction ID</dt>
        <dd>{payment.txnId}</dd>
        <dt>Receipt</dt>
        <dd>{payment.receipt}</dd>
        <dt>Payment type</dt>
        <dd>
          {PAYMENT_TYPE_LABELS[payment.paymentType]}
          {payment.month ? ` (${formatIndianMonth(payment.month)})` : ''}
        </dd>
        <dt>Property</dt>
        <dd>{formatAddress(payment.property.address) || 'Address not available'}</dd>
        <dt>Amount</dt>
        <dd>{formatPaiseAsRupees(payment.amountPaise)}</dd>
        <dt>Paid on</dt>
        <dd>{formatIndianDateTime(payment.paymentDate ?? payment.createdAt)}</dd>
      </dl>
      <ul className="payment-success__promises">
        <li>A confirmation e-mail will reach you within 24 hours.</li>
        <li>
          Your property manager will contact you within 48 hours
          {monthly ? ' if anything is needed' : ' to arrange your move-in'}.
        </li>
      </ul>
      {pdfState.error ? (
        <p className="checkout__payment-error" role="alert">
          {pdfState.error}
        </p>
      ) : null}
      <div className="checkout__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => saveFile(new Blob([receiptText(payment)], { type: 'text/plain' }), `${payment.txnId}.txt`)}
        >
          Download Receipt
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void downloadPdf()}
          disabled={pdfState.busy}
        >
          {pdfState.busy ? 'Preparing PDF…' : 'Download PDF Receipt'}
        </button>
        {monthly ? (
          <Link className="button button--primary" to={paths.rentersHub}>
            Go to Renters Hub
          </Link>
        ) : (
          <Link className="button button--primary" to={paths.home}>
            Return to Home
          </Link>
        )}
        <a
          className="button button--secondary"
          href={`mailto:${support.email}?subject=${encodeURIComponent(`Payment ${payment.txnId}`)}`}
        >
          Contact Support
        </a>
      </div>
      <p className="payment-success__support">
        Questions about this payment? Call <a href={support.phoneHref}>{support.phone}</a> or write to{' '}
        <a href={`mailto:${support.email}`}>{support.email}</a>.
      </p>
    </section>
  );
}
