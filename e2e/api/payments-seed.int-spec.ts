import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lateFeePaise } from '@trio/contracts/money';
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
    // Every active lease has its initial payment.
    const leases = await db.collection('leases').countDocuments({ status: 'active' });
    expect(await db.collection('payments').countDocuments({ paymentType: 'initial' })).toBe(leases);
  }, 300_000);
});
