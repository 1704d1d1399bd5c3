import { useQuery } from '@tanstack/react-query';
import { formatPaiseAsRupees } from '@trio/contracts/common';
import type { PaymentRecord } from '@trio/contracts/http/payments';
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { formatAddress } from '../../components/property-card/format';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { support } from '../../config/support';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useText } from '../../i18n/use-text';
import { useSession } from '../../lib/auth/session';
import { useIndiaDates } from '../../lib/india-dates';
import { saveFile } from '../../lib/files';
import { fetchReceiptPdf, successPaymentQueryOptions } from './api/get-payment';
import { CheckoutError } from './components/CheckoutParts';
import { RefundNotice } from './components/RefundNotice';
import { paymentTypeText, receiptText } from './receipt-text';

const CHECK_ICON = '✓';
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
  const t = useText();
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
  if (query.isPending) body = <Spinner label={t('billing.success.loading')} />;
  else if (query.isError) {
    body = (
      <CheckoutError message={t('billing.success.loadFailed', { reason: query.error.message })}>
        <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
          {t('billing.tryAgain')}
        </button>
      </CheckoutError>
    );
  } else if (!query.data) {
    body = <CheckoutError message={t('billing.success.notFound')} />;
  } else if (query.data.status === 'refunded' && query.data.refund) {
    body = <RefundNotice refund={{ amountPaise: query.data.amountPaise, ...query.data.refund }} />;
  } else if (query.data.status !== 'completed') {
    body = (
      <CheckoutError
        message={
          query.data.failureReason
            ? t('billing.success.statusWithReason', { status: query.data.status, reason: query.data.failureReason })
            : t('billing.success.status', { status: query.data.status })
        }
      />
    );
  } else {
    body = <PaymentReceipt payment={query.data} />;
  }

  return (
    <main id="main" className="payment-success" aria-labelledby="payment-success-title">
      <h1 id="payment-success-title">{t('billing.success.title')}</h1>
      {body}
    </main>
  );
}

function PaymentReceipt({ payment }: { payment: PaymentRecord }) {
  const t = useText();
  const { language } = useLanguage();
  const dates = useIndiaDates();
  const [pdfState, setPdfState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const monthly = payment.paymentType === 'monthly_rent';

  async function downloadPdf() {
    setPdfState({ busy: true, error: null });
    try {
      const { blob, fileName } = await fetchReceiptPdf(payment._id, payment.txnId, language);
      saveFile(blob, fileName);
      setPdfState({ busy: false, error: null });
    } catch (error) {
      setPdfState({
        busy: false,
        error: t('billing.success.pdfFailed', { reason: error instanceof Error ? error.message : '' }).trim(),
      });
    }
  }

  return (
    <section className="payment-success__card" aria-labelledby="payment-success-heading">
      <span className="payment-success__icon" aria-hidden="true">
        {CHECK_ICON}
      </span>
      <h2 id="payment-success-heading">{t('billing.success.heading')}</h2>
      <p>
        <FormattedMessage
          id="billing.success.thanks"
          values={{
            name: payment.payer.firstName,
            amount: formatPaiseAsRupees(payment.amountPaise),
            property: payment.property.name,
            strong: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
          }}
        />
      </p>
      <dl className="payment-success__facts">
        <dt>{t('billing.success.transactionId')}</dt>
        <dd>{payment.txnId}</dd>
        <dt>{t('billing.success.receipt')}</dt>
        <dd>{payment.receipt}</dd>
        <dt>{t('billing.success.paymentType')}</dt>
        <dd>{paymentTypeText(payment, t, dates)}</dd>
        <dt>{t('billing.review.property')}</dt>
        <dd>{formatAddress(payment.property.address) || t('billing.success.addressMissing')}</dd>
        <dt>{t('billing.success.amount')}</dt>
        <dd>{formatPaiseAsRupees(payment.amountPaise)}</dd>
        <dt>{t('billing.success.paidOn')}</dt>
        <dd>{dates.dateTime(payment.paymentDate ?? payment.createdAt)}</dd>
      </dl>
      <ul className="payment-success__promises">
        <li>{t('billing.success.emailPromise')}</li>
        <li>{monthly ? t('billing.success.managerPromise.monthly') : t('billing.success.managerPromise.initial')}</li>
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
          onClick={() =>
            saveFile(new Blob([receiptText(payment, t, dates)], { type: 'text/plain' }), `${payment.txnId}.txt`)
          }
        >
          {t('billing.success.downloadReceipt')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void downloadPdf()}
          disabled={pdfState.busy}
        >
          {pdfState.busy ? t('billing.success.preparingPdf') : t('billing.success.downloadPdf')}
        </button>
        {monthly ? (
          <Link className="button button--primary" to={paths.rentersHub}>
            {t('billing.goToRentersHub')}
          </Link>
        ) : (
          <Link className="button button--primary" to={paths.home}>
            {t('billing.returnHome')}
          </Link>
        )}
        <a
          className="button button--secondary"
          href={`mailto:${support.email}?subject=${encodeURIComponent(`Payment ${payment.txnId}`)}`}
        >
          {t('billing.contactSupport')}
        </a>
      </div>
      <p className="payment-success__support">
        <FormattedMessage
          id="billing.success.questions"
          values={{
            phone: support.phone,
            email: support.email,
            phoneLink: (chunks: ReactNode[]) => <a href={support.phoneHref}>{chunks}</a>,
            emailLink: (chunks: ReactNode[]) => <a href={`mailto:${support.email}`}>{chunks}</a>,
          }}
        />
      </p>
    </section>
  );
}
