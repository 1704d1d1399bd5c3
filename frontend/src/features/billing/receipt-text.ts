import { formatIndianDateTime, formatIndianMonth, formatPaiseAsRupees } from '@trio/contracts/common';
import { formatAddress } from '../../components/property-card/format';
import type { PaymentRecord } from '@trio/contracts/http/payments';

export const PAYMENT_TYPE_LABELS: Record<PaymentRecord['paymentType'], string> = {
  initial: 'Initial payment (move-in)',
  monthly_rent: 'Monthly rent',
};

function breakdownLines(record: PaymentRecord): [string, number][] {
  const b = record.breakdown;
  if ('securityDepositPaise' in b) {
    return [
      ['First month’s rent', b.rentPaise],
      ['Security deposit (1.5 × rent)', b.securityDepositPaise],
      ['Application fee', b.applicationFeePaise],
      ['Processing fee (2 % of rent)', b.processingFeePaise],
    ];
  }
  return [
    ['Monthly rent', b.rentPaise],
    ['Processing fee (2 % of rent)', b.processingFeePaise],
  ];
}

/** The text receipt (000 §2: a text file named with the TXN id), every amount as the server recorded it. */
export function receiptText(record: PaymentRecord): string {
  const lines = [
    'TRIO RENTALS: PAYMENT RECEIPT',
    '',
    `Transaction ID: ${record.txnId}`,
    `Receipt: ${record.receipt}`,
    `Date: ${formatIndianDateTime(record.paymentDate ?? record.createdAt)}`,
    `Status: ${record.status}`,
    '',
    `Paid by: ${record.payer.firstName} ${record.payer.lastName} <${record.payer.email}>`,
    `Property: ${record.property.name}`,
    `Address: ${formatAddress(record.property.address) || 'Address not available'}`,
    `Payment type: ${PAYMENT_TYPE_LABELS[record.paymentType]}${record.month ? ` (${formatIndianMonth(record.month)})` : ''}`,
    '',
    ...breakdownLines(record).map(([label, paise]) => `${label}: ${formatPaiseAsRupees(paise)}`),
    `Total paid: ${formatPaiseAsRupees(record.amountPaise)}`,
    '',
    `Razorpay order: ${record.razorpayOrderId}`,
    `Razorpay payment: ${record.razorpayPaymentId ?? '-'}`,
    '',
  ];
  return lines.join('\n');
}

export { breakdownLines };
