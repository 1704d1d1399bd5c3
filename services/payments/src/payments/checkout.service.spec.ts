import type { GatewayIdentity } from '@trio/service-kit/http';
import type { Logger } from '@trio/service-kit/logging';
import type { CopiesService } from '../copies/copies.service';
import type { LeaseCopy } from '../copies/lease.copy';
import type { RentLedgerDocument } from '../ledger/rent-ledger.schema';
import type { RentLedgerService } from '../ledger/rent-ledger.service';
import { rentSchedule } from '../ledger/rent-schedule';
import type { RazorpayClient } from '../razorpay/razorpay.client';
import { CheckoutService } from './checkout.service';
import type { PaymentDocument } from './payment.schema';
import type { PaymentsRepository } from './payments.repository';

const tenant: GatewayIdentity = { userId: 'tenant-1', email: 'meera@example.in', role: 'tenant' };
const lease: LeaseCopy = {
  _id: 'lease-1',
  version: 1,
  applicationId: 'application-1',
  propertyId: 'property-1',
  property: {
    name: 'Asha Villa',
    address: { line1: '1 MG Road', locality: 'Camp', city: 'Pune', state: 'Maharashtra', pinCode: '411001' },
  },
  tenantId: tenant.userId,
  tenant: { firstName: 'Meera', lastName: 'Iyer', email: tenant.email },
  landlordId: 'landlord-1',
  managerId: 'manager-1',
  startDate: '2026-01-05',
  endDate: '2026-12-05',
  rentPaise: 2_500_000,
  status: 'active',
};

/**
 * The checkout against in-memory payments and claims, with a ledger that has not taken a capture yet (its handler
 * has not run): only the first month, paid with the move-in, is in it.
 */
function checkoutWithStaleLedger(lateFees: Record<string, number> = {}) {
  const payments = new Map<string, PaymentDocument>();
  const claims = new Map<string, string>();
  let orders = 0;
  const repository: Partial<PaymentsRepository> = {
    findById: async (id) => payments.get(id) ?? null,
    create: async (payment) => void payments.set(payment._id, { ...payment, version: 0 }),
    deletePendingOrder: async (id) => void payments.delete(id),
    claimHolder: async (id) => claims.get(id) ?? null,
    isClaimed: async (id) => claims.has(id),
    claim: async (id, holder) => {
      if (!claims.has(id)) claims.set(id, holder);
      return claims.get(id)!;
    },
    replaceClaim: async (id, from, to) => {
      if (claims.get(id) === from) claims.set(id, to);
      return claims.get(id)!;
    },
  };
  const ledgerState = { paid: [{ month: '2026-01' }] } as RentLedgerDocument;
  const ledger: Partial<RentLedgerService> = {
    state: async () => ledgerState,
    payableLateFee: async (_leaseId, month) => lateFees[month] ?? 0,
    schedule: (l, state) => rentSchedule(l, new Set((state?.paid ?? []).map((p) => p.month)), '2026-03-01'),
  };
  const copies = { lease: async (id: string) => (id === lease._id ? lease : null) } as unknown as CopiesService;
  const razorpay = {
    keyId: 'rzp_test_key',
    createOrder: async () => ({ id: `order_${++orders}` }),
  } as unknown as RazorpayClient;
  const service = new CheckoutService(
    repository as PaymentsRepository,
    copies,
    ledger as RentLedgerService,
    razorpay,
    { now: () => new Date('2026-03-01T06:00:00Z') },
    { warn: () => undefined } as unknown as Logger,
  );
  /** What the capture of a payment leaves before the ledger's handler runs: completed, and the month claimed. */
  const capturedAndSettled = (paymentId: string) => {
    const payment = payments.get(paymentId)!;
    payments.set(paymentId, { ...payment, status: 'completed', version: payment.version + 1 });
    claims.set(`rent|${payment.leaseId}|${payment.month}`, paymentId);
  };
  return { service, payments, claims, capturedAndSettled };
}

describe('the checkout of a month’s rent, after a capture the ledger has not taken yet', () => {
  it('refuses a second order for the captured month (its open order is paid)', async () => {
    const { service, capturedAndSettled } = checkoutWithStaleLedger();
    const first = await service.createOrder(tenant, { leaseId: lease._id, month: '2026-02' });
    capturedAndSettled(first.paymentId);
    await expect(service.createOrder(tenant, { leaseId: lease._id, month: '2026-02' })).rejects.toMatchObject({
      code: 'ALREADY_PAID',
    });
  });

  it('refuses it when the month’s open order is another, unpaid one: the captured payment’s claim of the month decides', async () => {
    const { service, payments, claims, capturedAndSettled } = checkoutWithStaleLedger();
    const first = await service.createOrder(tenant, { leaseId: lease._id, month: '2026-02' });
    // A second order for the month became the open one (the first was paid anyway, in a tab still open).
    const second = { ...payments.get(first.paymentId)!, _id: 'second-order', razorpayOrderId: 'order_other' };
    payments.set(second._id, second);
    claims.set('order|rent|lease-1|2026-02', second._id);
    capturedAndSettled(first.paymentId);
    await expect(service.createOrder(tenant, { leaseId: lease._id, month: '2026-02' })).rejects.toMatchObject({
      code: 'ALREADY_PAID',
    });
  });

  it('offers the next month when none is named', async () => {
    const { service, capturedAndSettled } = checkoutWithStaleLedger();
    const first = await service.createOrder(tenant, { leaseId: lease._id, paymentType: 'monthly_rent' });
    expect(first.month).toBe('2026-02');
    capturedAndSettled(first.paymentId);
    const next = await service.createOrder(tenant, { leaseId: lease._id, paymentType: 'monthly_rent' });
    expect(next.month).toBe('2026-03');
    expect(next.paymentId).not.toBe(first.paymentId);
  });
});

describe('the checkout of a month charged a late fee', () => {
  it('charges rent + processing fee + the late fee, the fee on its own line', async () => {
    const { service } = checkoutWithStaleLedger({ '2026-02': 50_000 });
    const order = await service.createOrder(tenant, { leaseId: lease._id, month: '2026-02' });
    expect(order.breakdown).toEqual({
      rentPaise: 2_500_000,
      processingFeePaise: 50_000,
      lateFeePaise: 50_000,
      totalPaise: 2_600_000,
    });
    expect(order.order.amount).toBe(2_600_000);
  });

  it('charges a month without a fee (or with a waived one) rent + processing fee only', async () => {
    const { service } = checkoutWithStaleLedger({ '2026-02': 50_000 });
    const order = await service.createOrder(tenant, { leaseId: lease._id, month: '2026-03' });
    expect(order.breakdown).toEqual({ rentPaise: 2_500_000, processingFeePaise: 50_000, totalPaise: 2_550_000 });
  });
});
