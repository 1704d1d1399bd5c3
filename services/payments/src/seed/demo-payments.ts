import type { INestApplicationContext } from '@nestjs/common';
import { getModelToken } from '@nestjs/mongoose';
import { Topic } from '@trio/contracts/topics';
import { catchUpThroughHandlers, OutboxWriter } from '@trio/service-kit/events';
import { isDuplicateKeyError } from '@trio/service-kit/mongo';
import type { Model } from 'mongoose';
import { payments as paymentsService } from '../app.module';
import { RentLedgerService } from '../ledger/rent-ledger.service';
import { RENT_LEDGER_MODEL, type RentLedgerDocument } from '../ledger/rent-ledger.schema';
import { PAYMENT_MODEL, type PaymentDocument } from '../payments/payment.schema';
import { paymentIdOfOrder } from '../payments/purchases';
import type { LeaseCopy } from '../copies/lease.copy';
import { CopiesService } from '../copies/copies.service';
import { seededCompletedPayment } from './seeded-payment';

/**
 * Reads the properties, applications and leases published so far through this service's own event handlers: the
 * copies, a new lease's rent ledger, the landlords' books.
 */
export function catchUpCopies(app: INestApplicationContext): Promise<number> {
  return catchUpThroughHandlers(app, {
    topics: [Topic.PropertiesProperty, Topic.ApplicationsApplication, Topic.ApplicationsLease],
    handlers: paymentsService.eventHandlers,
  });
}

/**
 * Demo payments for every active lease: its initial payment, and the monthly rent of every past month but the
 * latest one that is overdue (7+ days past its due date), so the Renters Hub shows a paid history with one month
 * overdue (with its late fee) and the landlords see their tenants' payments. Deterministic ids: safe to repeat.
 */
export async function seedDemoPayments(app: INestApplicationContext): Promise<{ created: number; existed: number }> {
  const copies = app.get(CopiesService);
  const ledger = app.get(RentLedgerService);
  const outbox = app.get(OutboxWriter);
  const payments = app.get<Model<PaymentDocument>>(getModelToken(PAYMENT_MODEL));
  const ledgers = app.get<Model<RentLedgerDocument>>(getModelToken(RENT_LEDGER_MODEL));
  let created = 0;
  let existed = 0;

  const record = async (lease: LeaseCopy, kind: 'initial' | 'monthly_rent', month: string, at: Date, id?: string) => {
    const orderId = `order_demo${lease._id.slice(-8)}${month.replace('-', '')}${kind === 'initial' ? 'i' : 'm'}`;
    const _id = id && /^[0-9a-f]{24}$/.test(id) ? id : paymentIdOfOrder(orderId);
    const doc = seededCompletedPayment(
      { _id, razorpayOrderId: orderId, razorpayPaymentId: `pay_demo${_id.slice(-10)}` },
      {
        kind,
        month,
        at,
        rentPaise: lease.rentPaise,
        tenantId: lease.tenantId,
        payer: lease.tenant,
        applicationId: lease.applicationId,
        leaseId: lease._id,
        propertyId: lease.propertyId,
        property: lease.property,
        landlordId: lease.landlordId,
        managerId: lease.managerId,
      },
    ) as unknown as PaymentDocument;
    try {
      await outbox.create(payments, doc, []);
      created += 1;
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      existed += 1;
    }
    return doc;
  };

  for (const lease of await copies.activeLeases()) {
    const state = await ledger.ensure(lease);
    const initialId = state.paid.find((p) => p.month === lease.startDate.slice(0, 7))?.paymentId;
    await record(lease, 'initial', lease.startDate.slice(0, 7), new Date(`${lease.startDate}T05:00:00Z`), initialId);
    const current = await ledgers.findById(lease._id).lean<RentLedgerDocument>();
    const items = ledger.schedule(lease, current);
    const overdue = items.filter((i) => i.status === 'overdue');
    const leftOverdue = overdue[overdue.length - 1]?.month;
    for (const item of overdue) {
      if (item.month === leftOverdue) continue;
      const paidAt = new Date(`${item.dueDate}T06:30:00Z`);
      const payment = await record(lease, 'monthly_rent', item.month, paidAt);
      await ledger.markPaid(lease, item.month, {
        paymentId: payment._id,
        razorpayPaymentId: payment.razorpayPaymentId!,
        paidAt,
      });
    }
    // The month left overdue shows its late fee at once (its overdue notice charges it, once: as the rent job would).
    if (leftOverdue) await ledger.notify(lease._id, leftOverdue, 'overdue');
  }
  return { created, existed };
}
