import { formatIndianDate, formatIndianMonth } from '@trio/contracts/common';
import { useQuery } from '@tanstack/react-query';
import type { CreateOrderAnswer } from '@trio/contracts/http/payments';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
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
function loadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return BILLING_MESSAGES.notFound;
  if (error instanceof ApiError && error.status === 400) return BILLING_MESSAGES.badId;
  return BILLING_MESSAGES.loadFailed;
}

/**
 * /billing (000 §2 Billing, §4 Checkout and payment): Review, then Payment. Reached with the spec's navigation
 * state `{propertyId, paymentType, rentalId}` or as `/billing?propertyId=…&type=initial|monthly_rent`.
 */
export function BillingPage() {
  const location = useLocation();
  const [search] = useSearchParams();
  const parsed = checkoutTargetFrom(location.state, search);
  if (!parsed.ok) {
    return (
      <CheckoutFrame step={null}>
        <CheckoutError message={parsed.message} />
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
  return (
    <CheckoutFrame step="review">
      <Spinner label="Loading checkout information..." />
    </CheckoutFrame>
  );
}

function InitialCheckout({ target }: { target: CheckoutTarget }) {
  const navigate = useNavigate();
  const [step, setStep] = useState<CheckoutStep>('review');
  const query = useQuery(checkoutApplicationQueryOptions(target.propertyId));

  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <CheckoutFrame step={null}>
        <CheckoutError message={loadErrorMessage(query.error)} />
      </CheckoutFrame>
    );
  }
  const { property, application, costs } = query.data;
  const subtitle = `Move-in payment for ${property.title}`;
  if (application?.displayStatus === 'rental_confirmed') {
    return (
      <CheckoutFrame step={null} subtitle={subtitle}>
        <div className="checkout__panel" role="status">
          <h2>Already paid</h2>
          <p>You have already paid the move-in amount for this home. Your rental is confirmed.</p>
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
              View Rental Details
            </button>
            <Link className="button button--secondary" to={paths.rentersHub}>
              Go to Renters Hub
            </Link>
          </div>
        </div>
      </CheckoutFrame>
    );
  }
  if (!application || application.status !== 'approved') {
    return (
      <CheckoutFrame step={null} subtitle={subtitle}>
        <CheckoutError message="There is no approved application of yours for this home to pay for. Checkout opens once the property manager approves your application." />
      </CheckoutFrame>
    );
  }

  const record = async (success: RazorpaySuccess) => (await recordInitialPayment(application._id, success)).payment;
  return (
    <CheckoutFrame step={step} subtitle={subtitle}>
      {step === 'review' ? (
        <section className="checkout__panel" aria-labelledby="checkout-review-title">
          <h2 id="checkout-review-title">Review</h2>
          <dl className="checkout__facts">
            <dt>Property</dt>
            <dd>{property.title}</dd>
            <dt>Move-in date</dt>
            <dd>{formatIndianDate(application.moveInDate)}</dd>
            <dt>Lease period</dt>
            <dd>{application.leasePeriod}</dd>
          </dl>
          <CostBreakdown
            caption="Initial payment"
            lines={[
              { label: 'First month’s rent', paise: costs.rentPaise },
              { label: 'Security deposit (1.5 × rent)', paise: costs.securityDepositPaise },
              { label: 'Application fee', paise: costs.applicationFeePaise },
              { label: 'Processing fee (2 % of rent)', paise: costs.processingFeePaise },
            ]}
            totalPaise={costs.totalPaise}
          />
          <div className="checkout__actions">
            <button type="button" className="button button--primary" onClick={() => setStep('payment')}>
              Continue to Payment
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
  const { currentUser } = useSession();
  const [step, setStep] = useState<CheckoutStep>('review');
  const query = useQuery(checkoutLeaseQueryOptions(currentUser?.uid ?? '', target.propertyId, target.rentalId));

  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <CheckoutFrame step={null}>
        <CheckoutError message={loadErrorMessage(query.error)} />
      </CheckoutFrame>
    );
  }
  const { lease, ledger } = query.data;
  if (!lease || !ledger) {
    return (
      <CheckoutFrame step={null}>
        <CheckoutError message="You have no active lease for this home to pay rent for." />
      </CheckoutFrame>
    );
  }
  const subtitle = `Monthly rent for ${lease.property.title}`;
  const due = ledger.nextDue;
  if (!due) {
    return (
      <CheckoutFrame step={null} subtitle={subtitle}>
        <div className="checkout__panel" role="status">
          <h2>Nothing to pay</h2>
          <p>Every month of this lease is paid.</p>
          <div className="checkout__actions">
            <Link className="button button--primary" to={paths.rentersHub}>
              Go to Renters Hub
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
          <h2 id="checkout-review-title">Review</h2>
          <dl className="checkout__facts">
            <dt>Property</dt>
            <dd>{lease.property.title}</dd>
            <dt>Rent for</dt>
            <dd>{formatIndianMonth(due.month)}</dd>
            <dt>Due date</dt>
            <dd>
              {formatIndianDate(due.dueDate)}
              {overdue ? ` (overdue by ${due.daysPastDue} ${due.daysPastDue === 1 ? 'day' : 'days'})` : ''}
            </dd>
          </dl>
          <CostBreakdown
            caption="Monthly rent payment"
            lines={[
              { label: 'Monthly rent', paise: ledger.monthly.rentPaise },
              { label: 'Processing fee (2 % of rent)', paise: ledger.monthly.processingFeePaise },
            ]}
            totalPaise={ledger.monthly.totalPaise}
          />
          <div className="checkout__actions">
            <button type="button" className="button button--primary" onClick={() => setStep('payment')}>
              Continue to Payment
            </button>
          </div>
        </section>
      ) : (
        <PaymentStep
          order={{ paymentType: 'monthly_rent', leaseId: lease._id, propertyId: lease.propertyId, month: due.month }}
          totalPaise={ledger.monthly.totalPaise}
          record={record}
          onBack={() => setStep('review')}
        />
      )}
    </CheckoutFrame>
  );
}
