import type { INestApplicationContext } from '@nestjs/common';
import { getModelToken } from '@nestjs/mongoose';
import { Topic } from '@trio/contracts/topics';
import { APP_CONFIG } from '@trio/service-kit/config';
import { catchUpTopics, OutboxWriter } from '@trio/service-kit/events';
import { isDuplicateKeyError } from '@trio/service-kit/mongo';
import type { Model } from 'mongoose';
import type { PaymentsConfig } from '../config';
import { RentLedgerService } from '../ledger/rent-ledger.service';
import { RENT_LEDGER_MODEL, type RentLedgerDocument } from '../ledger/rent-ledger.schema';
import { PAYMENT_MODEL, type PaymentDocument } from '../payments/payment.schema';
import { paymentIdOfOrder } from '../payments/payments.service';
import type { LeaseCopy } from '../projections/projection.schemas';
import { ProjectionsService } from '../projections/projections.service';
import { seededCompletedPayment } from './seeded-payment';

/** Reads the properties, applications and leases published so far into this service's projections. */
export async function catchUpProjections(app: INestApplicationContext): Promise<number> {
  const config = app.get<PaymentsConfig>(APP_CONFIG);
  const prefix = config.EVENTS_TOPIC_PREFIX ?? '';
  const projections = app.get(ProjectionsService);
  const ledger = app.get(RentLedgerService);
  return catchUpTopics({
    clientId: `${config.SERVICE_NAME}-catch-up`,
    brokers: config.KAFKA_BROKERS,
    topics: [Topic.PropertiesProperty, Topic.ApplicationsApplication, Topic.ApplicationsLease].map((t) => prefix + t),
    apply: async (event) => {
      switch (event.type) {
        case 'properties.property.listed.v1':
        case 'properties.property.updated.v1':
          return projections.applyProperty(event.data, event.aggregateVersion);
        case 'properties.property.status-changed.v1':
          return projections
            .applyPropertyStatus(event.data.propertyId, event.aggregateVersion, event.data.status)
            .catch(() => undefined);
        case 'applications.application.submitted.v1':
        case 'applications.application.reviewed.v1':
        case 'applications.application.withdrawn.v1':
        case 'applications.application.expired.v1':
        case 'applications.application.closed.v1':
          return projections.applyApplication(event.data, event.aggregateVersion);
        case 'applications.lease.created.v1': {
          await projections.applyLease(event.data, event.aggregateVersion);
          const lease = await projections.lease(event.data.leaseId);
          return lease && ledger.ensure(lease, event.data.paymentId ?? null);
        }
        case 'applications.lease.ended.v1':
          return projections.applyLease(event.data, event.aggregateVersion);
        default:
          return undefined;
      }
    },
  });
}

/**
 * Demo payments for every active lease: its initial payment, and the monthly rent of every past month but the
 * latest one that is overdue (7+ days past its due date), so the Renters Hub shows a paid history with one month
 * overdue and the landlords see their tenants' payments. Deterministic ids: safe to repeat.
 */
export async function seedDemoPayments(app: INestApplicationContext): Promise<{ created: number; existed: number }> {
  const projections = app.get(ProjectionsService);
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

  for (const lease of await projections.activeLeases()) {
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
  }
  return { created, existed };
}
