import { LANDLORD_RECENT_PAYMENTS, type OwnerStatementRow, type PaymentRecord } from '@trio/contracts/http/payments';
import { rentSchedule } from '../ledger/rent-schedule';
import type { BookLease, BookPayment } from './landlord-book.schema';

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
      const collected = item.status === 'paid' ? lease.rentPaise : 0;
      rows.push({
        month: item.month,
        propertyId: lease.propertyId,
        propertyName: lease.propertyName,
        address: lease.address,
        leaseId,
        tenantName: lease.tenantName,
        rentDuePaise: lease.rentPaise,
        collectedPaise: collected,
        outstandingPaise: lease.rentPaise - collected,
        status: item.status,
      });
    }
  }
  return rows.sort((a, b) => b.month.localeCompare(a.month) || a.propertyName.localeCompare(b.propertyName));
}

/** Every payment of the book counted, and the completed ones' count and sum (Total Collected). */
export function bookTotals(payments: Record<string, BookPayment>) {
  let count = 0;
  let completedCount = 0;
  let completedPaise = 0;
  for (const payment of Object.values(payments)) {
    count += 1;
    if (payment.status !== 'completed') continue;
    completedCount += 1;
    completedPaise += payment.amountPaise;
  }
  return { count, completedCount, completedPaise };
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
