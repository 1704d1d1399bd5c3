import type { LandlordDashboard } from '@trio/contracts/http/landlord';
import { StatusBadge } from '../../../components/StatusBadge';
import { addressLine } from '../../../lib/listing-requests';
import { PaymentsShown } from '../components/PaymentsShown';
import { dateLabel } from '../lease-time';

/** The Payments tab: the payment history of the landlord's homes. */
export function PaymentsTab({ data }: { data: LandlordDashboard }) {
  return (
    <section aria-labelledby="payment-history">
      <h2 id="payment-history">Payment History</h2>
      {data.payments === null ? <p>Payments are unavailable right now.</p> : null}
      {data.payments?.length === 0 ? <p>No payment history found.</p> : null}
      {data.payments ? <PaymentsShown shown={data.payments.length} total={data.paymentsCount} /> : null}
      <ul className="landlord__cards">
        {(data.payments ?? []).map((payment) => (
          <li key={payment._id} className="landlord__card">
            <p className="landlord__card-title">{payment.amountLabel}</p>
            <p>
              {payment.payer.firstName} {payment.payer.lastName}
            </p>
            <p>{addressLine(payment.property.address)}</p>
            <p>
              <StatusBadge tone={payment.status === 'completed' ? 'approved' : 'pending'}>{payment.status}</StatusBadge>{' '}
              {dateLabel(payment.paymentDate ?? payment.createdAt)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
