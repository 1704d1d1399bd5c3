import type { Lease } from '@trio/contracts/http/applications';
import type { PaymentRecord } from '@trio/contracts/http/payments';
import type { ListingRequest } from '@trio/contracts/http/properties';
import type { MessageId } from '../../i18n/message-ids';
import type { MessageValues, Translate } from '../../i18n/use-text';
import { addressLine } from '../../lib/listing-requests';
import { listingStatusId } from './labels';

/** One line of Recent Activity: its message, and the listing status it names (translated by the screen). */
export interface Activity {
  at: string;
  textId: MessageId;
  values: MessageValues;
  /** For 'landlord.activity.listingStatus': the status's message (null: the raw `values.status`). */
  statusId?: MessageId | null;
}

const ACTIONS: Record<string, MessageId> = {
  submitted: 'landlord.activity.submitted',
  resubmitted: 'landlord.activity.resubmitted',
  assigned: 'landlord.activity.assigned',
  approve: 'landlord.activity.approved',
  approved: 'landlord.activity.approved',
  reject: 'landlord.activity.rejected',
  rejected: 'landlord.activity.rejected',
  needs_more_info: 'landlord.activity.needsMoreInfo',
  listed: 'landlord.activity.listed',
};

/**
 * The hub's Recent Activity from what really happened (spec 001 §2 had sample text): listing-request history
 * entries, leases starting, payments received; newest first.
 */
export function recentActivity(
  requests: readonly ListingRequest[],
  leases: readonly Lease[],
  payments: readonly PaymentRecord[],
  t: Translate,
  limit = 8,
): Activity[] {
  const items: Activity[] = [];
  for (const request of requests) {
    const where = addressLine(request.address, t);
    for (const entry of request.history) {
      const textId = ACTIONS[entry.action];
      items.push(
        textId
          ? { at: entry.at, textId, values: { where } }
          : { at: entry.at, textId: 'landlord.activity.other', values: { where, action: entry.action } },
      );
    }
    if (request.history.length === 0) {
      items.push({
        at: request.createdAt,
        textId: 'landlord.activity.listingStatus',
        values: { where, status: request.status },
        statusId: listingStatusId(request.status),
      });
    }
  }
  for (const lease of leases) {
    items.push({
      at: lease.createdAt,
      textId: 'landlord.activity.leased',
      values: { tenant: lease.tenant.name, where: addressLine(lease.property.address, t) },
    });
  }
  for (const payment of payments) {
    if (payment.status !== 'completed' || !payment.paymentDate) continue;
    items.push({
      at: payment.paymentDate,
      textId: 'landlord.activity.paymentReceived',
      values: { amount: payment.amountLabel, payer: `${payment.payer.firstName} ${payment.payer.lastName}` },
    });
  }
  return items.sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit);
}
