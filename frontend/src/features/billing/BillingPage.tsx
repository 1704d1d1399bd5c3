import { formatIndianMonth } from '@trio/contracts/common';
import { useQuery } from '@tanstack/react-query';
import type { CreateOrderAnswer } from '@trio/contracts/http/payments';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import type { MessageId } from '../../i18n/message-ids';
import { useText } from '../../i18n/use-text';
import { useIndiaDates } from '../../lib/india-dates';
import { useSession } from '../../lib/auth/session';
import { ApiError } from '../../lib/problem';
import type { RazorpaySuccess } from '../../lib/razorpay-checkout';
import { checkoutApplicationQueryOptions } from './api/get-checkout-application';
import { checkoutLeaseQueryOptions } from './api/get-checkout-lease';
import { recordInitialPayment, recordMonthlyRent } from './api/pay';
import { BILLING_MESSAGES, checkoutTargetFrom, type CheckoutTarget } from './checkout-target';
import { CheckoutError, CheckoutFrame, CostBreakdown, type CheckoutStep } from './components/CheckoutParts';
import { PaymentStep } from './components/PaymentStep';
import './BillingPage.css';

/** What a failed load of the checkout says (000 §5): a home that does not exist, a bad id, anything else. */
function loadErrorMessage(error: unknown): MessageId {
  if (error instanceof ApiError && error.status === 404) return BILLING_MESSAGES.notFound;
  if (error instanceof ApiError && error.status === 400) return BILLING_MESSAGES.badId;
  return BILLING_MESSAGES.loadFailed;
}

/**
 * /billing (000 §2 Billing, §4 Checkout and payment): Review, then Payment. Reached with the spec's navigation
 * state `{propertyId, paymentType, rentalId}` or as `/billing?propertyId=…&type=initial|monthly_rent`.
 */
export function BillingPage() {
  const t = useText();
  const location = useLocation();
  const [search] = useSearchParams();
  const parsed = checkoutTargetFrom(location.state, search);
  if (!parsed.ok) {
    return (
      <CheckoutFrame step={null}>
        <CheckoutError message={t(parsed.message)} />
      </CheckoutFrame>
    );
  }
  return parsed.target.paymentType === 'monthly_rent' ? (
    <MonthlyRentCheckout target={parsed.target} />
  ) : (
    <InitialCheckout target={parsed.target} />
  );
}

function Loading() {
  const t = useText();
  return (
    <CheckoutFrame step="review">
      <Spinner label={t('billing.loading')} />
    </CheckoutFrame>
  );
}

function InitialCheckout({ target }: { target: CheckoutTarget }) {
  const t = useText();
  const dates = useIndiaDates();
  const navigate = useNavigate();
  const [step, setStep] = useState<CheckoutStep>('review');
  const query = useQuery(checkoutApplicationQueryOptions(target.propertyId));

  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <CheckoutFrame step={null}>
        <CheckoutError message={t(loadErrorMessage(query.error))} />
      </CheckoutFrame>
    );
  }
  const { property, application, costs } = query.data;
  const subtitle = t('billing.subtitle.initial', { property: property.title });
  if (application?.displayStatus === 'rental_confirmed') {
    return (
      <CheckoutFrame step={null} subtitle={subtitle}>
        <div className="checkout__panel" role="status">
          <h2>{t('billing.alreadyPaid.title')}</h2>
          <p>{t('billing.alreadyPaid.text')}</p>
          <div className="checkout__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() =>
                void navigate(paths.paymentSuccess, {
                  state: { propertyId: property._id, propertyName: property.title, paymentType: 'initial' },
                })
              }
            >
              {t('billing.alreadyPaid.viewDetails')}
            </button>
            <Link className="button button--secondary" to={paths.rentersHub}>
              {t('billing.goToRentersHub')}
            </Link>
          </div>
        </div>
      </CheckoutFrame>
    );
  }
  if (!application || application.status !== 'approved') {
    return (
      <CheckoutFrame step={null} subtitle={subtitle}>
        <CheckoutError message={t('billing.noApprovedApplication')} />
      </CheckoutFrame>
    );
  }

  const record = async (success: RazorpaySuccess) => (await recordInitialPayment(application._id, success)).payment;
  return (
    <CheckoutFrame step={step} subtitle={subtitle}>
      {step === 'review' ? (
        <section className="checkout__panel" aria-labelledby="checkout-review-title">
          <h2 id="checkout-review-title">{t('billing.steps.review')}</h2>
          <dl className="checkout__facts">
            <dt>{t('billing.review.property')}</dt>
            <dd>{property.title}</dd>
            <dt>{t('billing.review.moveInDate')}</dt>
            <dd>{dates.date(application.moveInDate)}</dd>
            <dt>{t('billing.review.leasePeriod')}</dt>
            <dd>{application.leasePeriod}</dd>
          </dl>
          <CostBreakdown
            caption={t('billing.costs.initial')}
            lines={[
              { labelId: 'billing.costs.firstMonthRent', paise: costs.rentPaise },
              { labelId: 'billing.costs.securityDeposit', paise: costs.securityDepositPaise },
              { labelId: 'billing.costs.applicationFee', paise: costs.applicationFeePaise },
              { labelId: 'billing.costs.processingFee', paise: costs.processingFeePaise },
            ]}
            totalPaise={costs.totalPaise}
          />
          <div className="checkout__actions">
            <button type="button" className="button button--primary" onClick={() => setStep('payment')}>
              {t('billing.review.continue')}
            </button>
          </div>
        </section>
      ) : (
        <PaymentStep
          order={{ paymentType: 'initial', applicationId: application._id, propertyId: property._id }}
          totalPaise={costs.totalPaise}
          record={record}
          onBack={() => setStep('review')}
        />
      )}
    </CheckoutFrame>
  );
}

function MonthlyRentCheckout({ target }: { target: CheckoutTarget }) {
  const t = useText();
  const dates = useIndiaDates();
  const { currentUser } = useSession();
  const [step, setStep] = useState<CheckoutStep>('review');
  const query = useQuery(checkoutLeaseQueryOptions(currentUser?.uid ?? '', target.propertyId, target.rentalId));

  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <CheckoutFrame step={null}>
        <CheckoutError message={t(loadErrorMessage(query.error))} />
      </CheckoutFrame>
    );
  }
  const { lease, ledger } = query.data;
  if (!lease || !ledger) {
    return (
      <CheckoutFrame step={null}>
        <CheckoutError message={t('billing.noActiveLease')} />
      </CheckoutFrame>
    );
  }
  const subtitle = t('billing.subtitle.monthly', { property: lease.property.title });
  const due = ledger.nextDue;
  if (!due) {
    return (
      <CheckoutFrame step={null} subtitle={subtitle}>
        <div className="checkout__panel" role="status">
          <h2>{t('billing.nothingToPay.title')}</h2>
          <p>{t('billing.nothingToPay.text')}</p>
          <div className="checkout__actions">
            <Link className="button button--primary" to={paths.rentersHub}>
              {t('billing.goToRentersHub')}
            </Link>
          </div>
        </div>
      </CheckoutFrame>
    );
  }

  const record = (success: RazorpaySuccess, answer: CreateOrderAnswer) =>
    recordMonthlyRent(
      {
        leaseId: lease._id,
        propertyId: lease.propertyId,
        description: `Rent for ${formatIndianMonth(answer.month ?? due.month)}`,
        dueDate: due.dueDate,
      },
      success,
    );
  const overdue = due.status === 'overdue';
  return (
    <CheckoutFrame step={step} subtitle={subtitle}>
      {step === 'review' ? (
        <section className="checkout__panel" aria-labelledby="checkout-review-title">
          <h2 id="checkout-review-title">{t('billing.steps.review')}</h2>
          <dl className="checkout__facts">
            <dt>{t('billing.review.property')}</dt>
            <dd>{lease.property.title}</dd>
            <dt>{t('billing.review.rentFor')}</dt>
            <dd>{dates.month(due.month)}</dd>
            <dt>{t('billing.review.dueDate')}</dt>
            <dd>
              {overdue
                ? t('billing.review.overdue', { date: dates.date(due.dueDate), days: due.daysPastDue })
                : dates.date(due.dueDate)}
            </dd>
          </dl>
          <CostBreakdown
            caption={t('billing.costs.monthly')}
            lines={[
              { labelId: 'billing.costs.monthlyRent', paise: ledger.monthly.rentPaise },
              { labelId: 'billing.costs.processingFee', paise: ledger.monthly.processingFeePaise },
              // The month's late fee (charged the lease's days past its due date, not waived): its own line, with why.
              ...(due.lateFee.status === 'charged'
                ? [
                    {
                      labelId: 'billing.costs.lateFee' as const,
                      labelValues: {
                        month: dates.month(due.month),
                        // The lease's own days (its agreement's late-fee terms, as the ledger states them).
                        days: ledger.lateFeeTerms.afterDays,
                        date: dates.date(due.dueDate),
                      },
                      paise: due.lateFeePaise,
                    },
                  ]
                : []),
            ]}
            totalPaise={due.totalPaise}
          />
          {due.lateFee.status === 'waived' && due.lateFee.waiver ? (
            <p className="checkout__note">
              {t('billing.review.lateFeeWaived', { amount: due.lateFeeLabel, note: due.lateFee.waiver.note })}
            </p>
          ) : null}
          <div className="checkout__actions">
            <button type="button" className="button button--primary" onClick={() => setStep('payment')}>
              {t('billing.review.continue')}
            </button>
          </div>
        </section>
      ) : (
        <PaymentStep
          order={{ paymentType: 'monthly_rent', leaseId: lease._id, propertyId: lease.propertyId, month: due.month }}
          totalPaise={due.totalPaise}
          record={record}
          onBack={() => setStep('review')}
        />
      )}
    </CheckoutFrame>
  );
}
