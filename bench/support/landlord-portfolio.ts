/**
 * The landlord dashboard bench's data beyond the demo seeds: a landlord with 200 homes of which LEASES are let, each
 * lease started ten months ago with its initial payment and its monthly rent paid month by month (every eighth lease
 * leaves its latest month unpaid, as tenants do), then failed attempts up to PAYMENTS payments in all.
 *
 * Written straight into each service's own database, in the shape each service stores (as a seed would, without the
 * round trips of 170 checkouts): the applications service's leases, the properties service's homes (occupied), the
 * payments service's lease copies, rent ledgers and payments. Projections kept from those writes are rebuilt by the
 * services' own `rebuild-*` operations afterwards (landlord-dashboard.bench.ts).
 */
import { addMonthsToDate, DEFAULT_LEASE_MONTHS } from '@trio/contracts/http/applications';
import { moveInCostsPaise } from '@trio/contracts/money';
import type mongoose from 'mongoose';
import { indiaDate, rentSchedule } from '../../services/payments/src/ledger/rent-schedule';
import { seededCompletedPayment, type SeededPaymentFacts } from '../../services/payments/src/seed/seeded-payment';

const FIRST_NAMES = ['Aarav', 'Diya', 'Kabir', 'Meera', 'Rohan', 'Ananya', 'Vikram', 'Isha', 'Arjun', 'Saanvi'];
const LAST_NAMES = ['Sharma', 'Iyer', 'Reddy', 'Nair', 'Gupta', 'Khan', 'Das', 'Patel', 'Menon', 'Singh'];

/** A deterministic 24-hex id in a range of its own (`kind` 1–15), so repeated runs and kinds never collide. */
const hexId = (kind: number, n: number) => ((BigInt(kind) << 88n) + BigInt(n)).toString(16).padStart(24, '0');

export interface PortfolioDbs {
  properties: mongoose.Connection;
  applications: mongoose.Connection;
  payments: mongoose.Connection;
}

export interface PortfolioFigures {
  landlordId: string;
  leases: number;
  payments: number;
}

/** Lets `leases` of the landlord's available homes and pays their rent; payments reach `payments` with failed tries. */
export async function seedLandlordPortfolio(
  dbs: PortfolioDbs,
  landlordId: string,
  options: { leases: number; payments: number; now?: Date },
): Promise<PortfolioFigures> {
  const now = options.now ?? new Date();
  const today = indiaDate(now);
  const homes = await dbs.properties
    .collection('properties')
    .find({ landlordId, status: 'available' })
    .sort({ _id: 1 })
    .limit(options.leases)
    .toArray();
  const manager = await dbs.properties.collection('managers').findOne({ _id: homes[0]?.managerId });

  const leases: Record<string, unknown>[] = [];
  const copies: Record<string, unknown>[] = [];
  const ledgers: Record<string, unknown>[] = [];
  const payments: Record<string, unknown>[] = [];
  const outbox = { version: 1, outbox: [], outboxPending: 0 };
  for (const [i, home] of homes.entries()) {
    const leaseId = hexId(1, i);
    const applicationId = hexId(2, i);
    const tenantId = hexId(3, i);
    const tenant = {
      firstName: FIRST_NAMES[i % FIRST_NAMES.length]!,
      lastName: LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]!,
      email: `bench.tenant${i}@example.in`,
    };
    // Moved in ten months ago, on days spread over the month.
    const startDate = `${addMonthsToDate(today, -10).slice(0, 8)}${String(1 + (i % 28)).padStart(2, '0')}`;
    const endDate = addMonthsToDate(startDate, DEFAULT_LEASE_MONTHS);
    const rentPaise = home.rentPaise as number;
    const property = { name: home.name as string, address: home.address as SeededPaymentFacts['property']['address'] };
    const created = new Date(`${startDate}T05:00:00Z`);
    leases.push({
      _id: leaseId,
      applicationId,
      propertyId: String(home._id),
      property: {
        ...property,
        bedrooms: home.bedrooms,
        bathrooms: home.bathrooms,
        propertyType: home.propertyType,
      },
      tenant: { userId: tenantId, ...tenant, phone: null },
      landlordId,
      managerId: home.managerId,
      managerEmail: manager?.email ?? null,
      startDate,
      endDate,
      leaseMonths: DEFAULT_LEASE_MONTHS,
      rentPaise,
      depositPaise: moveInCostsPaise(rentPaise).securityDepositPaise,
      numPeople: 2,
      status: 'active',
      paymentId: hexId(4, i * 16),
      endedAt: null,
      createdAt: created,
      updatedAt: created,
      ...outbox,
    });
    copies.push({
      _id: leaseId,
      version: 1,
      applicationId,
      propertyId: String(home._id),
      property,
      tenantId,
      tenant,
      landlordId,
      managerId: home.managerId,
      managerEmail: manager?.email ?? null,
      startDate,
      endDate,
      rentPaise,
      status: 'active',
    });

    const payment = (n: number, kind: 'initial' | 'monthly_rent', month: string, at: Date) => {
      const _id = hexId(4, i * 16 + n);
      const ids = {
        _id,
        razorpayOrderId: `order_bench${_id.slice(-12)}`,
        razorpayPaymentId: `pay_bench${_id.slice(-12)}`,
      };
      payments.push({
        ...seededCompletedPayment(ids, {
          kind,
          month,
          at,
          rentPaise,
          tenantId,
          payer: tenant,
          applicationId,
          leaseId,
          propertyId: String(home._id),
          property,
          landlordId,
          managerId: home.managerId,
        }),
        ...outbox,
      });
      return { month, paymentId: _id, razorpayPaymentId: `pay_bench${_id.slice(-12)}`, paidAt: at };
    };
    const paid = [payment(0, 'initial', startDate.slice(0, 7), created)];
    const past = rentSchedule({ startDate, endDate, rentPaise }, new Set([paid[0]!.month]), today).filter(
      (item) => item.status === 'overdue' || item.status === 'due',
    );
    for (const [n, item] of past.entries()) {
      if (i % 8 === 7 && n === past.length - 1) continue; // this tenant is late with the latest month
      paid.push(payment(n + 1, 'monthly_rent', item.month, new Date(`${item.dueDate}T06:30:00Z`)));
    }
    ledgers.push({ _id: leaseId, paid, dueSent: [], overdueSent: [], ...outbox });
  }

  // Failed attempts (a declined card, a timed-out UPI request) on those leases, up to `payments` in all.
  const existing = await dbs.payments.collection('payments').countDocuments({});
  const failures = Math.max(0, options.payments - existing - payments.length);
  for (let n = 0; n < failures && copies.length > 0; n += 1) {
    const base = payments[(n * 7) % payments.length]!;
    const _id = hexId(5, n);
    payments.push({
      ...base,
      _id,
      razorpayOrderId: `order_benchf${_id.slice(-12)}`,
      razorpayPaymentId: `pay_benchf${_id.slice(-12)}`,
      status: 'failed',
      failureReason: 'Payment declined by the bank',
      verifiedBy: null,
      capturedAt: null,
    });
  }

  const insert = async (db: mongoose.Connection, collection: string, docs: Record<string, unknown>[]) => {
    for (let i = 0; i < docs.length; i += 500) {
      await db.collection(collection).insertMany(docs.slice(i, i + 500) as never[]);
    }
  };
  await insert(dbs.applications, 'leases', leases);
  // Each home occupied by its lease, as a lease's event leaves it (the properties seed frees a home occupied
  // without one).
  await dbs.properties.collection('properties').bulkWrite(
    leases.map((lease) => ({
      updateOne: {
        filter: { _id: lease.propertyId as never },
        update: { $set: { status: 'occupied', leaseId: lease._id } },
      },
    })),
  );
  await insert(dbs.payments, 'leases', copies);
  await insert(dbs.payments, 'rent_ledgers', ledgers);
  await insert(dbs.payments, 'payments', payments);
  return { landlordId, leases: leases.length, payments: existing + payments.length };
}
