import type { PaymentRecord } from '@trio/contracts/http/payments';
import { lateFeeReason } from '@trio/contracts/money';
import { receiptPaymentLabel, type ReceiptInput } from '@trio/service-kit/documents';

/** How the receipt names each part of the amount (the record's breakdown keys). */
const PART_LABELS: Record<string, string> = {
  rentPaise: 'Monthly rent',
  securityDepositPaise: 'Security deposit (1.5 × rent)',
  applicationFeePaise: 'Application fee',
  processingFeePaise: 'Processing fee (2 % of rent)',
};

/** A part's line: a late fee says why it was charged, in the lease's days ("… unpaid 7 days after …"). */
function partLabel(payment: PaymentRecord, key: string): string {
  if (key === 'lateFeePaise' && payment.month && payment.dueDate)
    return lateFeeReason(payment.month, payment.dueDate, 'en', payment.lateFeeAfterDays);
  return PART_LABELS[key] ?? key;
}

/** The receipt of a payment record: its facts, the amount part by part, and its status. */
export function receiptInput(payment: PaymentRecord, issuedAt: Date): ReceiptInput {
  const address = payment.property.address;
  return {
    txnId: payment.txnId,
    receipt: payment.receipt,
    payerName: `${payment.payer.firstName} ${payment.payer.lastName}`,
    payerEmail: payment.payer.email,
    paymentLabel: receiptPaymentLabel(payment.paymentType, payment.month),
    paymentFor: {
      type: payment.paymentType,
      month: payment.month,
      ...(payment.lateFeeAfterDays ? { lateFeeAfterDays: payment.lateFeeAfterDays } : {}),
    },
    propertyName: payment.property.name,
    propertyAddress: `${address.street}, ${address.city}, ${address.state} ${address.zipCode}`,
    parts: Object.entries(payment.breakdown)
      .filter(([key]) => key !== 'totalPaise')
      .map(([key, paise]) => ({ label: partLabel(payment, key), paise, key })),
    amountPaise: payment.amountPaise,
    paidAt: payment.paymentDate ?? issuedAt,
    razorpayPaymentId: payment.razorpayPaymentId,
    razorpayOrderId: payment.razorpayOrderId,
    status: payment.status,
  };
}
