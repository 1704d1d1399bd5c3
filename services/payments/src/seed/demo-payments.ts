import type { INestApplicationContext } from '@nestjs/common';
import type { GatewayIdentity } from '@trio/service-kit/http';
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
import { DepositsService } from '../deposits/deposits.service';
import {
  DEMO_MOVE_OUT_DEDUCTION_REASON,
  demoMoveOutDeductionPaise,
  demoRefundIdOf,
  seededCompletedPayment,
} from './seeded-payment';

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
 * Issue 30: the demo's moved-out tenancy (an ended lease whose move-in payment is the seed's) has its rent paid
 * throughout and its deposit settled with one deduction and its balance refunded (seedMovedOutDeposit).
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

  for (const lease of await copies.endedLeases()) {
    const state = await ledger.ensure(lease);
    const initialId = state.paid.find((p) => p.month === lease.startDate.slice(0, 7))?.paymentId;
    // Only the demo's own tenancy: its move-in payment is one the seed writes (a lease ended in use is left alone).
    if (!initialId) continue;
    const paid = await payments.findById(initialId).lean<PaymentDocument>();
    if (paid && paid.verifiedBy !== 'seed') continue;
    const initial = await record(
      lease,
      'initial',
      lease.startDate.slice(0, 7),
      new Date(`${lease.startDate}T05:00:00Z`),
      initialId,
    );
    // Every month's rent paid on its due date: the tenant left owing nothing.
    const current = await ledgers.findById(lease._id).lean<RentLedgerDocument>();
    for (const item of ledger.schedule(lease, current).filter((i) => i.status !== 'paid')) {
      const paidAt = new Date(`${item.dueDate}T06:30:00Z`);
      const payment = await record(lease, 'monthly_rent', item.month, paidAt);
      await ledger.markPaid(lease, item.month, {
        paymentId: payment._id,
        razorpayPaymentId: payment.razorpayPaymentId!,
        paidAt,
      });
    }
    await seedMovedOutDeposit(app, lease, initial);
  }
  return { created, existed };
}

/**
 * The moved-out tenancy's deposit, as the screens would settle it (DepositsService): the manager's move-out
 * inspection with one deduction (seeded-payment.ts), the renter's acceptance, the manager's settlement, then the
 * refund of the balance recorded as the refund job records Razorpay's answer (recordRefund). The demo's move-in
 * payment is the seed's, unknown to Razorpay (or its stand-in), so the refund id is the seed's too (demoRefundIdOf),
 * like the demo payments' ids. Each step only from the state before it: safe to repeat.
 */
async function seedMovedOutDeposit(
  app: INestApplicationContext,
  lease: LeaseCopy,
  moveIn: Pick<PaymentDocument, '_id' | 'razorpayPaymentId'>,
): Promise<void> {
  const deposits = app.get(DepositsService);
  if (!lease.managerEmail) return;
  const manager: GatewayIdentity = { userId: lease.managerId, email: lease.managerEmail, role: 'property_manager' };
  const tenant: GatewayIdentity = { userId: lease.tenantId, email: lease.tenant.email, role: 'tenant' };
  let deposit = await deposits.ensure(lease, moveIn._id);
  if (deposit.status === 'held') {
    ({ deposit } = await deposits.inspect(lease._id, manager, {
      rooms: [
        { name: 'Living room', condition: 'good', note: '' },
        { name: 'Bedroom', condition: 'damaged', note: 'Marks and a patch of damp on the wall by the window.' },
        { name: 'Kitchen', condition: 'fair', note: 'Normal wear.' },
      ],
      deductions: [
        { reason: DEMO_MOVE_OUT_DEDUCTION_REASON, amountPaise: demoMoveOutDeductionPaise(deposit.collectedPaise) },
      ],
    }));
  }
  if (deposit.status === 'inspected') {
    for (const deduction of deposit.deductions.filter((d) => d.answer !== 'accepted')) {
      ({ deposit } = await deposits.answer(lease._id, deduction.id, tenant, { answer: 'accept', note: '' }));
    }
    ({ deposit } = await deposits.settle(lease._id, manager));
  }
  if (deposit.status === 'settled' && moveIn.razorpayPaymentId) {
    await deposits.recordRefund(lease._id, {
      razorpayPaymentId: moveIn.razorpayPaymentId,
      razorpayRefundId: demoRefundIdOf(lease._id),
    });
  }
}
