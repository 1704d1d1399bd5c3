import type { LandlordDashboard } from '@trio/contracts/http/landlord';
import { StatusBadge } from '../../../components/StatusBadge';
import type { MessageId } from '../../../i18n/message-ids';
import { useText } from '../../../i18n/use-text';
import { addressLine } from '../../../lib/listing-requests';
import { PaymentsShown } from '../components/PaymentsShown';
import { useIndiaDates } from '../../../lib/india-dates';

/** A payment's status as the badge says it; a status unknown here shows as it is. */
const PAYMENT_STATUS_IDS: Record<string, MessageId> = {
  completed: 'landlord.paymentStatus.completed',
  pending: 'landlord.paymentStatus.pending',
  failed: 'landlord.paymentStatus.failed',
  refunded: 'landlord.paymentStatus.refunded',
};

/** The Payments tab: the payment history of the landlord's homes. */
export function PaymentsTab({ data }: { data: LandlordDashboard }) {
  const t = useText();
  const dates = useIndiaDates();
  return (
    <section aria-labelledby="payment-history">
      <h2 id="payment-history">{t('landlord.payments.title')}</h2>
      {data.payments === null ? <p>{t('landlord.payments.unavailable')}</p> : null}
      {data.payments?.length === 0 ? <p>{t('landlord.payments.empty')}</p> : null}
      {data.payments ? <PaymentsShown shown={data.payments.length} total={data.paymentsCount} /> : null}
      <ul className="landlord__cards">
        {(data.payments ?? []).map((payment) => {
          const statusId = PAYMENT_STATUS_IDS[payment.status];
          return (
            <li key={payment._id} className="landlord__card">
              <p className="landlord__card-title">{payment.amountLabel}</p>
              <p>{t('landlord.personName', { first: payment.payer.firstName, last: payment.payer.lastName })}</p>
              <p>{addressLine(payment.property.address, t)}</p>
              <p>
                <StatusBadge tone={payment.status === 'completed' ? 'approved' : 'pending'}>
                  {statusId ? t(statusId) : payment.status}
                </StatusBadge>{' '}
                {dates.date(payment.paymentDate ?? payment.createdAt)}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
