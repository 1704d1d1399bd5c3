import type { PaymentRecord } from '@trio/contracts/http/payments';
import { formatPaiseAsRupees } from '@trio/contracts/common';
import { LATE_FEE_AFTER_DAYS } from '@trio/contracts/money';
import { formatAddress } from '../../components/property-card/format';
import type { MessageId } from '../../i18n/message-ids';
import type { Translate } from '../../i18n/use-text';

export const PAYMENT_TYPE_LABELS: Record<PaymentRecord['paymentType'], MessageId> = {
  initial: 'billing.paymentType.initial',
  monthly_rent: 'billing.paymentType.monthly_rent',
};

function breakdownLines(record: PaymentRecord): [MessageId, number][] {
  const b = record.breakdown;
  if ('securityDepositPaise' in b) {
    return [
      ['billing.costs.firstMonthRent', b.rentPaise],
      ['billing.costs.securityDeposit', b.securityDepositPaise],
      ['billing.costs.applicationFee', b.applicationFeePaise],
      ['billing.costs.processingFee', b.processingFeePaise],
    ];
  }
  return [
    ['billing.costs.monthlyRent', b.rentPaise],
    ['billing.costs.processingFee', b.processingFeePaise],
  ];
}

/** How the receipt writes dates: the page's, in the language shown. */
export interface ReceiptDates {
  date(value: string | Date): string;
  dateTime(value: string | Date): string;
  month(value: string | Date): string;
}

/** "Monthly rent (January 2027)": the payment's type, and its month when it has one. */
export function paymentTypeText(record: PaymentRecord, t: Translate, dates: ReceiptDates): string {
  const type = t(PAYMENT_TYPE_LABELS[record.paymentType]);
  return record.month ? t('billing.paymentType.withMonth', { type, month: dates.month(record.month) }) : type;
}

/**
 * The text receipt (000 §2: a text file named with the TXN id), every amount as the server recorded it, in the
 * language of `t`.
 */
export function receiptText(record: PaymentRecord, t: Translate, dates: ReceiptDates): string {
  const lines = [
    t('billing.receipt.heading'),
    '',
    t('billing.receipt.transactionId', { value: record.txnId }),
    t('billing.receipt.receipt', { value: record.receipt }),
    t('billing.receipt.date', { value: dates.dateTime(record.paymentDate ?? record.createdAt) }),
    t('billing.receipt.status', { status: record.status }),
    '',
    t('billing.receipt.paidBy', {
      name: `${record.payer.firstName} ${record.payer.lastName}`,
      email: `<${record.payer.email}>`,
    }),
    t('billing.receipt.property', { value: record.property.name }),
    t('billing.receipt.address', {
      value: formatAddress(record.property.address) || t('billing.success.addressMissing'),
    }),
    t('billing.receipt.paymentType', { value: paymentTypeText(record, t, dates) }),
    '',
    ...breakdownLines(record).map(([label, paise]) =>
      t('billing.receipt.line', { label: t(label), amount: formatPaiseAsRupees(paise) }),
    ),
    // A month's late fee: its own line, with why it was charged.
    ...('lateFeePaise' in record.breakdown && record.breakdown.lateFeePaise && record.month
      ? [
          t('billing.receipt.line', {
            label: t('billing.costs.lateFee', {
              month: dates.month(record.month),
              // The lease's days of its late fee (its agreement's terms); the default on older records.
              days: record.lateFeeAfterDays ?? LATE_FEE_AFTER_DAYS,
              date: record.dueDate ? dates.date(record.dueDate) : '',
            }),
            amount: formatPaiseAsRupees(record.breakdown.lateFeePaise),
          }),
        ]
      : []),
    t('billing.receipt.total', { amount: formatPaiseAsRupees(record.amountPaise) }),
    '',
    t('billing.receipt.razorpayOrder', { value: record.razorpayOrderId }),
    t('billing.receipt.razorpayPayment', { value: record.razorpayPaymentId ?? '-' }),
    '',
  ];
  return lines.join('\n');
}

export { breakdownLines };
