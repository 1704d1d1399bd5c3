import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Lease } from '@trio/contracts/http/applications';
import type { LandlordDashboard } from '@trio/contracts/http/landlord';
import { LANDLORD_RECENT_PAYMENTS, type RentLedger } from '@trio/contracts/http/payments';
import { ApiClient, newPerson } from './support/client';
import { startStack, type Stack } from './support/stack';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Issue 16, the landlord dashboard through the gateway on the demo data (`npm run seed`'s steps, small): its numbers
 * equal those computed here from each service's own data; the authorisation rows of the route; and with the payments
 * service stopped, the other parts are answered and the gap is stated (never a 500).
 */
describe('the landlord dashboard through the gateway', () => {
  let stack: Stack;
  let dir: string;
  let landlord: ApiClient;
  let landlordId: string;
  let landlordUid: string;

  beforeAll(async () => {
    stack = await startStack();
    dir = mkdtempSync(join(tmpdir(), 'trio-dashboard-'));
    const people = join(dir, 'people.json');
    expect(stack.usersOps(['seed-demo', '--landlords', '2', '--renters', '4', '--out', people]).status).toBe(0);
    expect(stack.propertiesOps(['seed', '--properties', '30', '--people', people]).status).toBe(0);
    expect(stack.services.applications.ops(['seed', '--people', people]).status).toBe(0);
    expect(stack.services.payments.ops(['seed']).status).toBe(0);
    expect(stack.services.maintenance.ops(['seed'], 240_000).status).toBe(0);
    // Every projection has caught up with the seeds' events before the numbers are compared.
    await stack.settled();
    landlord = new ApiClient(stack.gatewayUrl);
    const session = await landlord.call<{ user: { _id: string; uid: string } }>('POST', '/trio/auth/login', {
      body: { email: 'landlord@trio.rentals', password: 'Trio-Landlord-2026' },
    });
    expect(session.status).toBe(200);
    landlordId = session.body.user._id;
    landlordUid = session.body.user.uid;
  }, 400_000);
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await stack?.close();
  });

  it('answers every part, with numbers equal to those computed from the services’ own data', async () => {
    const answer = await landlord.call<LandlordDashboard>('GET', `/trio/landlord/${landlordId}/dashboard`);
    expect(answer.status).toBe(200);
    const dashboard = answer.body;
    // Every part answered.
    expect(dashboard.gaps).toEqual([]);
    expect(dashboard.landlord).toMatchObject({ _id: landlordId, email: 'landlord@trio.rentals' });
    expect(dashboard.landlord!.name).toMatch(/\S+ \S+/);

    // Properties: the properties service's own records of this landlord.
    const homes = await stack.propertiesDb.collection('properties').find({ landlordId }).toArray();
    expect(homes.length).toBeGreaterThan(0);
    expect(dashboard.properties!.map((p) => p._id).sort()).toEqual(homes.map((h) => String(h._id)).sort());
    expect(dashboard.summary.vacant).toBe(homes.filter((h) => h.status === 'available').length);
    expect(dashboard.summary.occupied).toBe(homes.filter((h) => h.status === 'occupied').length);
    expect(dashboard.summary.occupied).toBeGreaterThan(0);

    // Leases and tenants: the applications service's leases of this landlord.
    const leases = await stack.services.applications.db.collection('leases').find({ landlordId }).toArray();
    const active = leases.filter((l) => l.status === 'active');
    expect(active.length).toBeGreaterThan(0);
    expect(dashboard.leases!.map((l) => l._id).sort()).toEqual(leases.map((l) => String(l._id)).sort());
    expect(dashboard.summary.activeLeases).toBe(active.length);
    const activeRent = sum(active.map((l) => l.rentPaise as number));
    expect(dashboard.summary.activeLeaseRentPaise).toBe(activeRent);
    expect(dashboard.tenants!.map((t) => t._id).sort()).toEqual(active.map((l) => String(l.tenant.userId)).sort());

    // Payments: the payments service's records of this landlord's homes; Total Collected = the landlord's money in
    // the completed ones (rent and security deposit), the renters' application and processing fees apart.
    const payments = await stack.services.payments.db
      .collection('payments')
      .find({ landlordId, status: { $in: ['completed', 'failed', 'refunded'] } })
      .toArray();
    // The newest ones are listed (at most LANDLORD_RECENT_PAYMENTS); the count and totals cover them all.
    expect(dashboard.paymentsCount).toBe(payments.length);
    const newest = [...payments]
      .sort((a, b) => (b.createdAt as Date).getTime() - (a.createdAt as Date).getTime())
      .slice(0, LANDLORD_RECENT_PAYMENTS);
    expect(dashboard.payments!.map((p) => p._id).sort()).toEqual(newest.map((p) => String(p._id)).sort());
    const done = payments.filter((p) => p.status === 'completed');
    const completed = sum(done.map((p) => p.amountPaise as number));
    expect(completed).toBeGreaterThan(0);
    type Parts = {
      rentPaise: number;
      securityDepositPaise?: number;
      applicationFeePaise?: number;
      processingFeePaise: number;
    };
    const parts = done.map((p) => p.breakdown as Parts);
    const rentAndDeposit = sum(parts.map((b) => b.rentPaise + (b.securityDepositPaise ?? 0)));
    const fees = sum(parts.map((b) => (b.applicationFeePaise ?? 0) + b.processingFeePaise));
    expect(rentAndDeposit + fees).toBe(completed);
    expect(fees).toBeGreaterThan(0);
    expect(dashboard.summary.totalCollectedPaise).toBe(rentAndDeposit);
    expect(dashboard.summary.feesPaidPaise).toBe(fees);
    // The owner statement agrees: every month's rent collected, plus each lease's security deposit (paid with the
    // first month's rent in the initial payment), is Total Collected to the paisa.
    const statementCollected = sum(dashboard.statement!.map((row) => row.collectedPaise));
    const deposits = sum(leases.map((l) => l.depositPaise as number));
    expect(statementCollected + deposits).toBe(dashboard.summary.totalCollectedPaise);

    // Tenant Requests: the maintenance service's requests on this landlord's homes.
    const requests = await stack.services.maintenance.db.collection('requests').find({ landlordId }).toArray();
    expect(requests.length).toBeGreaterThan(0);
    expect(dashboard.maintenance!.map((r) => r._id).sort()).toEqual(requests.map((r) => String(r._id)).sort());

    // Owner statement and the rent figures: from each lease's rent ledger as the payments service answers it.
    const ledgers = await Promise.all(
      (dashboard.leases as Lease[]).map(
        async (lease) => (await landlord.call<RentLedger>('GET', `/trio/payments/ledger/${lease._id}`)).body,
      ),
    );
    const expectedRows = ledgers.flatMap((ledger) =>
      ledger.items
        .filter((item) => item.status !== 'upcoming')
        .map((item) => ({
          leaseId: ledger.leaseId,
          month: item.month,
          rentDuePaise: ledger.rentPaise,
          collectedPaise: item.status === 'paid' ? ledger.rentPaise : 0,
        })),
    );
    const key = (r: { leaseId: string; month: string }) => `${r.leaseId}|${r.month}`;
    expect(
      dashboard
        .statement!.map((r) => ({
          leaseId: r.leaseId,
          month: r.month,
          rentDuePaise: r.rentDuePaise,
          collectedPaise: r.collectedPaise,
        }))
        .sort((a, b) => key(a).localeCompare(key(b))),
    ).toEqual(expectedRows.sort((a, b) => key(a).localeCompare(key(b))));
    const outstanding = expectedRows.filter((r) => r.collectedPaise < r.rentDuePaise);
    expect(outstanding.length).toBeGreaterThan(0); // the demo has one overdue month
    expect(dashboard.summary.pendingCount).toBe(outstanding.length);
    expect(dashboard.summary.pendingPaise).toBe(sum(outstanding.map((r) => r.rentDuePaise - r.collectedPaise)));
    const month = dashboard.summary.month!;
    const monthCollected = sum(expectedRows.filter((r) => r.month === month).map((r) => r.collectedPaise));
    expect(dashboard.summary.monthCollectedPaise).toBe(monthCollected);
    expect(dashboard.summary.rentCollectedPercent).toBe(Math.round((monthCollected * 100) / activeRent));
  });

  it('issue 25, item 7: every seeded home that is occupied has its active lease, so Occupied equals the active leases', async () => {
    // Over the whole seeded catalogue: the occupied homes are exactly the homes of the active leases.
    const occupied = await stack.propertiesDb.collection('properties').find({ status: 'occupied' }).toArray();
    const active = await stack.services.applications.db.collection('leases').find({ status: 'active' }).toArray();
    expect(active.length).toBeGreaterThan(0);
    expect(occupied.map((home) => String(home._id)).sort()).toEqual(active.map((l) => String(l.propertyId)).sort());
    // And on the landlord's screens: the dashboard's Occupied, its active leases and the hub's tenants agree.
    const { body } = await landlord.call<LandlordDashboard>('GET', `/trio/landlord/${landlordId}/dashboard`);
    expect(body.summary.occupied).toBeGreaterThan(0);
    expect(body.summary.occupied).toBe(body.summary.activeLeases);
    expect(body.tenants).toHaveLength(body.summary.activeLeases!);
  });

  it('authorisation: own user id or uid only; others → 403; signed out → 401; a renter gets an empty dashboard', async () => {
    expect((await landlord.call('GET', `/trio/landlord/${landlordUid}/dashboard`)).status).toBe(200);
    const stranger = new ApiClient(stack.gatewayUrl);
    const signedUp = await stranger.call<{ user: { _id: string } }>('POST', '/trio/auth/register', {
      body: newPerson(),
    });
    expect(signedUp.status).toBe(201);
    const other = await stranger.call<{ code: string }>('GET', `/trio/landlord/${landlordId}/dashboard`);
    expect([other.status, other.body.code]).toEqual([403, 'FORBIDDEN']);
    const anonymous = await new ApiClient(stack.gatewayUrl).call('GET', `/trio/landlord/${landlordId}/dashboard`);
    expect(anonymous.status).toBe(401);
    const own = await stranger.call<LandlordDashboard>('GET', `/trio/landlord/${signedUp.body.user._id}/dashboard`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      properties: [],
      leases: [],
      payments: [],
      statement: [],
      tenants: [],
      maintenance: [],
      gaps: [],
    });
    expect(own.body.summary).toMatchObject({ vacant: 0, occupied: 0, totalCollectedPaise: 0, rentCollectedPercent: 0 });
  });

  it('with the payments service stopped: 200 with the other parts, payments null and the gap stated', async () => {
    await stack.stop('payments');
    const answer = await landlord.call<LandlordDashboard>('GET', `/trio/landlord/${landlordId}/dashboard`);
    expect(answer.status).toBe(200);
    expect(answer.body.payments).toBeNull();
    expect(answer.body.statement).toBeNull();
    expect(answer.body.gaps).toContainEqual(
      expect.objectContaining({ part: 'payments', service: 'payments', code: 'SERVICE_UNAVAILABLE' }),
    );
    expect(answer.body.gaps.find((gap) => gap.part === 'payments')!.message).toMatch(/Payments are unavailable/);
    expect(answer.body.properties!.length).toBeGreaterThan(0);
    expect(answer.body.leases!.length).toBeGreaterThan(0);
    expect(answer.body.summary).toMatchObject({
      totalCollectedPaise: null,
      pendingPaise: null,
      rentCollectedPercent: null,
    });
    expect(answer.body.summary.vacant).not.toBeNull();
  });
});
