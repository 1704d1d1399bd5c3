import { useQueryClient } from '@tanstack/react-query';
import { formatPaiseAsRupees } from '@trio/contracts/common';
import type { CreateOrderAnswer, CreateOrderBody, PaymentRecord } from '@trio/contracts/http/payments';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { MessageId } from '../../../i18n/message-ids';
import { useText } from '../../../i18n/use-text';
import { useIndiaDates } from '../../../lib/india-dates';
import { useSession } from '../../../lib/auth/session';
import { loadRazorpayCheckout, type RazorpaySuccess } from '../../../lib/razorpay-checkout';
import { createOrder, recordFailedAttempt } from '../api/pay';
import { CheckoutPaymentFailed, paymentErrorMessage } from '../payment-errors';
import { ApiError } from '../../../lib/problem';
import { RefundNotice, refundFactsOf, type RefundFacts } from './RefundNotice';

interface PaymentStepProps {
  /** What is bought (the server computes the amount from it). */
  order: CreateOrderBody;
  /** The total the Review step showed, from the server's numbers. */
  totalPaise: number;
  /** Records a successful checkout with the server, which verifies the signature. */
  record(success: RazorpaySuccess, order: CreateOrderAnswer): Promise<PaymentRecord>;
  onBack(): void;
}

type Phase = 'idle' | 'opening' | 'open' | 'recording';

/**
 * Step 2 (000 §4): load the checkout script, create the order, open the checkout; on success record it and go to
 * /payment-success; a failure shows its message and the user may try again.
 */
export function PaymentStep({ order, totalPaise, record, onBack }: PaymentStepProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { currentUser } = useSession();
  const t = useText();
  const dates = useIndiaDates();
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<MessageId | null>(null);
  // The checkout's callbacks outlive renders: they read the phase as it is now.
  const phaseNow = useRef<Phase>(phase);
  useEffect(() => {
    phaseNow.current = phase;
  }, [phase]);
  const [refund, setRefund] = useState<RefundFacts | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function succeed(success: RazorpaySuccess, answer: CreateOrderAnswer) {
    setPhase('recording');
    setError(null);
    try {
      const payment = await record(success, answer);
      // The application, the lease, the ledger and the history all changed: nothing cached about them holds.
      void queryClient.invalidateQueries();
      const query = new URLSearchParams({ paymentId: payment._id });
      void navigate(`${paths.paymentSuccess}?${query.toString()}`, {
        state: {
          propertyId: payment.propertyId,
          amount: payment.amountPaise,
          propertyName: answer.propertyName,
          paymentType: payment.paymentType,
          paymentId: payment._id,
        },
      });
    } catch (cause) {
      if (!mounted.current) return;
      const refunded =
        cause instanceof ApiError && cause.code === 'PAYMENT_REFUNDED' ? refundFactsOf(cause.answer.body) : null;
      if (refunded) {
        // Captured, then given back (the home was let meanwhile): what changed is no longer what was cached.
        void queryClient.invalidateQueries();
        setRefund(refunded);
      } else setError(paymentErrorMessage(cause, t));
      setPhase('idle');
    }
  }

  async function pay() {
    setPhase('opening');
    setError(null);
    setNotice(null);
    try {
      const Razorpay = await loadRazorpayCheckout();
      const answer = await createOrder({ ...order, currency: 'INR' });
      const checkout = new Razorpay({
        key: answer.key_id,
        amount: answer.order.amount,
        currency: answer.order.currency,
        name: 'Trio Rentals',
        description:
          answer.paymentType === 'monthly_rent'
            ? answer.month
              ? t('billing.payment.window.rentForMonth', {
                  month: dates.month(answer.month),
                  property: answer.propertyName,
                })
              : t('billing.payment.window.rent', { property: answer.propertyName })
            : t('billing.payment.window.moveIn', { property: answer.propertyName }),
        order_id: answer.order.id,
        prefill: currentUser ? { name: currentUser.displayName ?? undefined, email: currentUser.email } : undefined,
        notes: { paymentId: answer.paymentId },
        theme: { color: '#0b6e4f' },
        handler: (success) => void succeed(success, answer),
        modal: {
          escape: true,
          ondismiss: () => {
            // Closed before paying: say so, so nobody wonders whether money left.
            if (!mounted.current || phaseNow.current !== 'open') return;
            setPhase('idle');
            setNotice('billing.payment.cancelled');
          },
        },
      });
      checkout.on('payment.failed', (failure) => {
        setError(paymentErrorMessage(new CheckoutPaymentFailed(failure), t));
        void recordFailedAttempt(answer.paymentId, failure).catch(() => undefined);
      });
      checkout.open();
      setPhase('open');
    } catch (cause) {
      setError(paymentErrorMessage(cause, t));
      setPhase('idle');
    }
  }

  if (refund) return <RefundNotice refund={refund} />;
  const busy = phase !== 'idle';
  return (
    <section className="checkout__panel" aria-labelledby="checkout-payment-title">
      <h2 id="checkout-payment-title">{t('billing.steps.payment')}</h2>
      <p>
        <FormattedMessage
          id="billing.payment.intro"
          values={{
            amount: formatPaiseAsRupees(totalPaise),
            strong: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
          }}
        />
      </p>
      {error ? (
        <p className="checkout__payment-error" role="alert">
          {error}
        </p>
      ) : null}
      {notice && phase === 'idle' ? <p role="status">{t(notice)}</p> : null}
      {phase === 'recording' ? (
        <p role="status">{t('billing.payment.confirming')}</p>
      ) : phase === 'open' ? (
        <p role="status">{t('billing.payment.completeInWindow')}</p>
      ) : null}
      <div className="checkout__actions">
        <button type="button" className="button button--secondary" onClick={onBack} disabled={busy}>
          {t('billing.payment.back')}
        </button>
        <button type="button" className="button button--primary" onClick={() => void pay()} disabled={busy}>
          {phase === 'opening'
            ? t('billing.payment.opening')
            : t('billing.payment.pay', { amount: formatPaiseAsRupees(totalPaise) })}
        </button>
      </div>
    </section>
  );
}
