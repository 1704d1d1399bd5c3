import { LANDLORD_RECENT_PAYMENTS, type OwnerStatementRow, type PaymentRecord } from '@trio/contracts/http/payments';
import { rentOn, rentSchedule } from '../ledger/rent-schedule';
import type { BookDeposit, BookLease, BookPayment } from './landlord-book.schema';

/**
 * The owner statement of a book's leases: one row per lease and month whose due date has come (upcoming months are
 * not due yet), newest month first. Rent only (the tenant's processing fee is not the landlord's): due = the lease's
 * rent, collected = the rent when the month is paid, outstanding = the difference. `today` is YYYY-MM-DD in India.
 */
export function ownerStatement(leases: Record<string, BookLease>, today: string): OwnerStatementRow[] {
  const rows: OwnerStatementRow[] = [];
  for (const [leaseId, lease] of Object.entries(leases)) {
    for (const item of rentSchedule(lease, new Set(lease.paid), today)) {
      if (item.status === 'upcoming') continue;
      // The rent of the month's period (a renewal's new rent from its date on).
      const rentDuePaise = rentOn(item.dueDate, lease);
      const collected = item.status === 'paid' ? rentDuePaise : 0;
      rows.push({
        month: item.month,
        propertyId: lease.propertyId,
        propertyName: lease.propertyName,
        address: lease.address,
        leaseId,
        tenantName: lease.tenantName,
        rentDuePaise,
        collectedPaise: collected,
        outstandingPaise: rentDuePaise - collected,
        status: item.status,
      });
    }
  }
  return rows.sort((a, b) => b.month.localeCompare(a.month) || a.propertyName.localeCompare(b.propertyName));
}

/**
 * A payment's parts as the landlord's book counts them: rent, security deposit and a late month's late fee (the
 * landlord's money: the agreement charges the fee for the landlord) and the fees (application fee, processing fee:
 * what the renter paid the platform). An initial payment's breakdown has rent, deposit and both fees; a monthly rent
 * payment's has rent, the processing fee and, for a month charged one, its late fee. The fees are the rest of the
 * amount, so the parts always add up to what the renter paid.
 */
export function paymentParts(payment: {
  amountPaise: number;
  breakdown: { rentPaise: number; securityDepositPaise?: number; lateFeePaise?: number };
}): { rentPaise: number; depositPaise: number; lateFeePaise: number; feesPaise: number } {
  const rentPaise = payment.breakdown.rentPaise;
  const depositPaise = payment.breakdown.securityDepositPaise ?? 0;
  const lateFeePaise = payment.breakdown.lateFeePaise ?? 0;
  return {
    rentPaise,
    depositPaise,
    lateFeePaise,
    feesPaise: payment.amountPaise - rentPaise - depositPaise - lateFeePaise,
  };
}

/**
 * Every payment of the book counted, and the completed ones' count and sums: all the renters paid, and its parts.
 * Total Collected (the landlord's money) is rent + deposit + late fees; the fees are apart.
 */
export function bookTotals(payments: Record<string, BookPayment>) {
  let count = 0;
  let completedCount = 0;
  let completedPaise = 0;
  let rentPaise = 0;
  let depositPaise = 0;
  let lateFeesPaise = 0;
  let feesPaise = 0;
  for (const payment of Object.values(payments)) {
    count += 1;
    if (payment.status !== 'completed') continue;
    completedCount += 1;
    completedPaise += payment.amountPaise;
    rentPaise += payment.rentPaise ?? 0;
    depositPaise += payment.depositPaise ?? 0;
    lateFeesPaise += payment.lateFeePaise ?? 0;
    feesPaise += payment.feesPaise ?? 0;
  }
  return { count, completedCount, completedPaise, rentPaise, depositPaise, lateFeesPaise, feesPaise };
}

/**
 * The newest payments after one changed: `record` replaces its earlier self, or leaves the list when null (no longer
 * received); newest first (by creation, then id, as a tie-break), at most LANDLORD_RECENT_PAYMENTS.
 */
export function withRecent(
  recent: readonly PaymentRecord[],
  paymentId: string,
  record: PaymentRecord | null,
): PaymentRecord[] {
  const others = recent.filter((p) => p._id !== paymentId);
  return (record ? [...others, record] : others)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id))
    .slice(0, LANDLORD_RECENT_PAYMENTS);
}

/**
 * The deposits of a book: held (not settled: all collected; settled with the refund under way: the refund), returned
 * (refunded) and kept (the deductions of a settled deposit).
 */
export function depositTotals(deposits: Record<string, BookDeposit>) {
  let heldPaise = 0;
  let heldCount = 0;
  let returnedPaise = 0;
  let keptPaise = 0;
  for (const deposit of Object.values(deposits)) {
    if (deposit.status === 'held' || deposit.status === 'inspected') {
      heldPaise += deposit.collectedPaise;
      heldCount += 1;
      continue;
    }
    keptPaise += deposit.deductedPaise;
    if (deposit.status === 'refunded') returnedPaise += deposit.refundPaise;
    else if (deposit.status === 'settled') {
      heldPaise += deposit.refundPaise;
      heldCount += 1;
    }
  }
  return { heldPaise, heldCount, returnedPaise, keptPaise };
}
