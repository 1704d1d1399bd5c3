import type { Lease } from '@trio/contracts/http/applications';
import type { PaymentRecord } from '@trio/contracts/http/payments';
import { addressLine } from '../../lib/listing-requests';
import { listingStatusLabel, type ListingRequest } from '@trio/contracts/http/properties';

export interface Activity {
  at: string;
  text: string;
}

const ACTIONS: Record<string, string> = {
  submitted: 'submitted',
  resubmitted: 'resubmitted',
  assigned: 'assigned to a manager',
  approve: 'approved',
  approved: 'approved',
  reject: 'rejected',
  rejected: 'rejected',
  needs_more_info: 'sent back for more information',
  listed: 'listed for rent',
};

/**
 * The hub's Recent Activity from what really happened (spec 001 §2 had sample text): listing-request history
 * entries, leases starting, payments received; newest first.
 */
export function recentActivity(
  requests: readonly ListingRequest[],
  leases: readonly Lease[],
  payments: readonly PaymentRecord[],
  limit = 8,
): Activity[] {
  const items: Activity[] = [];
  for (const request of requests) {
    const where = addressLine(request.address);
    for (const entry of request.history) {
      items.push({ at: entry.at, text: `Listing ${where} ${ACTIONS[entry.action] ?? entry.action}` });
    }
    if (request.history.length === 0) {
      items.push({
        at: request.createdAt,
        text: `Listing ${where}: ${listingStatusLabel(request.status, 'landlord')}`,
      });
    }
  }
  for (const lease of leases) {
    items.push({ at: lease.createdAt, text: `${lease.tenant.name} leased ${addressLine(lease.property.address)}` });
  }
  for (const payment of payments) {
    if (payment.status !== 'completed' || !payment.paymentDate) continue;
    items.push({
      at: payment.paymentDate,
      text: `${payment.amountLabel} received from ${payment.payer.firstName} ${payment.payer.lastName}`,
    });
  }
  return items.sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit);
}
