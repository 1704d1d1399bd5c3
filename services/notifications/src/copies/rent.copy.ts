import { rentDue, rentOverdue, rentPaid } from '@trio/contracts/events/payments';
import { defineCopy, upsertFrom } from '@trio/service-kit/events';
import { Schema } from 'mongoose';

/** One month of a lease's rent ledger, as payments.rent events told it. */
export interface RentItemCopy {
  month: string;
  dueDate: string;
  amountPaise: number;
  paid: boolean;
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
        },
      },
    })),
  ],
});
