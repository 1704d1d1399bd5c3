import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatPaiseAsRupees } from '@trio/contracts/common';
import type { Deposit, LandlordPayments } from '@trio/contracts/http/payments';
import { lateFeePaise } from '@trio/contracts/money';
import { DEMO_PEOPLE_PASSWORD } from '../../services/users/src/ops/demo-data';
import {
  DEMO_MOVE_OUT_DEDUCTION_REASON,
  demoMoveOutDeductionPaise,
  demoRefundIdOf,
} from '../../services/payments/src/seed/seeded-payment';
import { ApiClient } from './support/client';
import { startStack, type Stack } from './support/stack';

/** `npm run seed`'s payments step: the demo leases' initial payments and rent history, one month overdue; repeatable. */
describe('the payments demo seed', () => {
  let stack: Stack;
  let dir: string;

  beforeAll(async () => {
    stack = await startStack();
    dir = mkdtempSync(join(tmpdir(), 'trio-payments-seed-'));
  }, 90_000);
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await stack?.close();
  });

  it('gives every demo lease its payments, renter@trio.rentals one overdue month, and nothing more the second time', async () => {
    const people = join(dir, 'people.json');
    expect(stack.usersOps(['seed-demo', '--landlords', '2', '--renters', '4', '--out', people]).status).toBe(0);
    expect(stack.propertiesOps(['seed', '--properties', '40', '--people', people]).status).toBe(0);
    expect(stack.services.applications.ops(['seed', '--people', people]).status).toBe(0);
    const first = stack.services.payments.ops(['seed']);
    expect([first.status, first.stderr]).toEqual([0, '']);
    expect(first.stdout).toMatch(/payments seed done: [1-9]\d* created, 0 existed/);
    const second = stack.services.payments.ops(['seed']);
    expect(second.stdout).toMatch(/payments seed done: 0 created, [1-9]\d* existed/);

    const renter = await stack.services.applications.db.collection('people').findOne({ email: 'renter@trio.rentals' });
    const db = stack.services.payments.db;
    const lease = await db.collection('leases').findOne({ tenantId: renter!._id, status: 'active' });
    expect(lease).not.toBeNull();
    const payments = await db.collection('payments').find({ userId: renter!._id }).toArray();
    expect(payments.filter((p) => p.paymentType === 'initial')).toHaveLength(1);
    expect(payments.filter((p) => p.paymentType === 'monthly_rent').length).toBeGreaterThan(0);
    expect(payments.every((p) => p.status === 'completed')).toBe(true);
    // Its overdue month carries its late fee (2 % of the rent, capped), charged once however often the seed runs.
    const ledger = (await db.collection('rent_ledgers').findOne({ _id: lease!._id })) as unknown as {
      paid: Array<{ month: string }>;
      lateFees: Array<{ month: string; feePaise: number }>;
    };
    const unpaidFees = ledger.lateFees.filter((fee) => !ledger.paid.some((p) => p.month === fee.month));
    expect(unpaidFees).toEqual([expect.objectContaining({ feePaise: lateFeePaise(lease!.rentPaise as number) })]);
    // Every lease of the demo (the moved-out one too) has its initial payment.
    const leases = await db.collection('leases').countDocuments({ status: { $in: ['active', 'ended'] } });
    expect(leases).toBe(4);
    expect(await db.collection('payments').countDocuments({ paymentType: 'initial' })).toBe(leases);
  }, 300_000);

  it('settles the moved-out tenancy’s deposit: one deduction accepted, the rest refunded, as renter and landlord see it', async () => {
    // Every service has handled the seeds' events (the running payments service the deposit's too).
    await stack.settled(120_000);
    const db = stack.services.payments.db;
    const ended = await db.collection('leases').find({ status: 'ended' }).toArray();
    expect(ended).toHaveLength(1);
    const lease = ended[0]!;
    // The tenant left owing nothing: every month of the lease paid.
    const ledger = (await db.collection('rent_ledgers').findOne({ _id: lease._id })) as unknown as {
      paid: Array<{ month: string }>;
    };
    expect(ledger.paid).toHaveLength(11);

    // The renter's deposit card (GET /trio/leases/:id/deposit, signed in as the demo's generated renter).
    const renter = new ApiClient(stack.gatewayUrl);
    const login = await renter.call('POST', '/trio/auth/login', {
      body: { email: lease.tenant.email, password: DEMO_PEOPLE_PASSWORD },
    });
    expect(login.status).toBe(200);
    const answer = await renter.call<Deposit>('GET', `/trio/leases/${lease._id}/deposit`);
    expect(answer.status).toBe(200);
    const deposit = answer.body;
    const deduction = demoMoveOutDeductionPaise(lease.depositPaise as number);
    expect(deposit).toMatchObject({
      status: 'refunded',
      collectedPaise: lease.depositPaise,
      deductedPaise: deduction,
      balancePaise: (lease.depositPaise as number) - deduction,
      openDisputes: 0,
      unanswered: 0,
      suggestedDeductions: [],
    });
    expect(deposit.deductions).toEqual([
      expect.objectContaining({
        reason: DEMO_MOVE_OUT_DEDUCTION_REASON,
        amountPaise: deduction,
        amountLabel: formatPaiseAsRupees(deduction),
        answer: 'accepted',
      }),
    ]);
    expect(deposit.refund).toMatchObject({
      status: 'processed',
      amountPaise: (lease.depositPaise as number) - deduction,
      razorpayRefundId: demoRefundIdOf(String(lease._id)),
    });
    expect(deposit.refund!.amountLabel).toBe(formatPaiseAsRupees((lease.depositPaise as number) - deduction));
    // The move-in payment the balance went back against stays completed (a deposit refund is not a payment's).
    const moveIn = await db.collection('payments').findOne({ applicationId: lease.applicationId });
    expect(moveIn).toMatchObject({ paymentType: 'initial', status: 'completed', refund: null });

    // The landlord's books: that deposit returned and its deduction kept (the demo's landlords share one password;
    // in this small catalogue the home may be another demo landlord's than landlord@trio.rentals).
    const owner = await stack.services.applications.db.collection('people').findOne({ _id: lease.landlordId });
    const landlord = new ApiClient(stack.gatewayUrl);
    const session = await landlord.call<{ user: { _id: string } }>('POST', '/trio/auth/login', {
      body: {
        email: owner!.email,
        password: owner!.email === 'landlord@trio.rentals' ? 'Trio-Landlord-2026' : DEMO_PEOPLE_PASSWORD,
      },
    });
    expect(session.status).toBe(200);
    const books = await landlord.call<LandlordPayments>('GET', `/trio/payments/landlord/${lease.landlordId}`);
    expect(books.status).toBe(200);
    expect(books.body.deposits).toMatchObject({
      returnedPaise: (lease.depositPaise as number) - deduction,
      keptPaise: deduction,
    });
  }, 200_000);
});
