import { rentDue, rentLateFeeWaived, rentOverdue, rentPaid } from '@trio/contracts/events/payments';
import { defineCopy, upsertFrom } from '@trio/service-kit/events';
import { Schema } from 'mongoose';

/** One month of a lease's rent ledger, as payments.rent events told it. */
export interface RentItemCopy {
  month: string;
  dueDate: string;
  amountPaise: number;
  paid: boolean;
  /** The late fee charged with the month's overdue notice (payments.rent.overdue.v1), if any. */
  lateFeePaise?: number;
  /** The lease's days after the due date when that fee was charged (issue 30; absent on older notices). */
  lateFeeAfterDays?: number;
  /** The manager's waiver of that fee (payments.rent.late-fee-waived.v1). */
  lateFeeWaiver?: { note: string; waivedAt: string };
}

/** A lease's rent (aggregate = the lease, on payments.rent): its months by YYYY-MM, due (and overdue) until paid. */
export interface RentCopy {
  _id: string;
  version: number;
  items: Record<string, RentItemCopy>;
}

export const rentCopy = defineCopy<RentCopy>({
  name: 'RentCopy',
  collection: 'rent',
  fields: { items: { type: Schema.Types.Mixed, default: {} } },
  keepEmptyObjects: true,
  from: [
    upsertFrom([rentDue, rentOverdue, rentPaid], (item, event) => ({
      id: item.leaseId,
      fields: {
        [`items.${item.month}`]: {
          month: item.month,
          dueDate: item.dueDate,
          amountPaise: item.amountPaise,
          paid: event.type === rentPaid.type,
          ...('lateFeePaise' in item && item.lateFeePaise !== undefined ? { lateFeePaise: item.lateFeePaise } : {}),
          ...('lateFeeAfterDays' in item && item.lateFeeAfterDays !== undefined
            ? { lateFeeAfterDays: item.lateFeeAfterDays }
            : {}),
        },
      },
    })),
    // A waiver keeps the month as it stands and marks its fee waived (a newer version of the same lease's rent).
    upsertFrom([rentLateFeeWaived], (waived) => ({
      id: waived.leaseId,
      fields: {
        [`items.${waived.month}.lateFeePaise`]: waived.lateFeePaise,
        [`items.${waived.month}.lateFeeWaiver`]: { note: waived.note, waivedAt: waived.waivedAt },
      },
    })),
  ],
});
