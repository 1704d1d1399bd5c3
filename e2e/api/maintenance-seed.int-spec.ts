import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Inbox } from '@trio/contracts/http/conversations';
import type { MaintenanceRequest, MyMaintenanceAnswer } from '@trio/contracts/http/maintenance';
import { DEMO_ACCOUNTS } from '../../services/users/src/ops/demo-data';
import { ApiClient } from './support/client';
import { startStack, type Stack } from './support/stack';

/**
 * `npm run seed`'s maintenance step: requests in every status and priority on every demo lease, some overdue, with
 * notes and photos, seen by renter@trio.rentals, the home's landlord and its manager through the gateway; repeatable.
 * Then the conversations step, which needs those requests: one conversation of each kind for renter@trio.rentals.
 */
describe('the maintenance demo seed', () => {
  let stack: Stack;
  let dir: string;

  beforeAll(async () => {
    stack = await startStack();
    dir = mkdtempSync(join(tmpdir(), 'trio-maintenance-seed-'));
  }, 90_000);
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await stack?.close();
  });

  async function signIn(email: string) {
    const account = DEMO_ACCOUNTS.find((a) => a.email === email)!;
    const client = new ApiClient(stack.gatewayUrl);
    const answer = await client.call<{ user: { _id: string; uid: string } }>('POST', '/trio/auth/login', {
      body: { email, password: account.password },
    });
    expect(answer.status).toBe(200);
    return { client, user: answer.body.user };
  }

  it('gives renter@trio.rentals requests in every status and priority, seen by the landlord and the manager, once', async () => {
    const people = join(dir, 'people.json');
    expect(stack.usersOps(['seed-demo', '--landlords', '2', '--renters', '4', '--out', people]).status).toBe(0);
    expect(stack.propertiesOps(['seed', '--properties', '40', '--people', people]).status).toBe(0);
    expect(stack.services.applications.ops(['seed', '--people', people]).status).toBe(0);
    const first = stack.services.maintenance.ops(['seed'], 240_000);
    expect([first.status, first.stderr]).toEqual([0, '']);
    expect(first.stdout).toMatch(/maintenance seed done: [1-9]\d* created, 0 existed/);
    const second = stack.services.maintenance.ops(['seed'], 120_000);
    expect(second.stdout).toMatch(/maintenance seed done: 0 created, [1-9]\d* existed/);

    const renter = await signIn('renter@trio.rentals');
    const mine = await renter.client.call<MyMaintenanceAnswer>('GET', `/trio/maintenance/user/${renter.user.uid}`);
    const requests = mine.body.requests;
    expect(new Set(requests.map((r) => r.status))).toEqual(
      new Set(['pending', 'in_progress', 'completed', 'cancelled']),
    );
    expect(new Set(requests.map((r) => r.priority))).toEqual(new Set(['low', 'medium', 'high', 'urgent']));
    expect(
      requests
        .filter((r) => r.overdue)
        .map((r) => r.priority)
        .sort(),
    ).toEqual(['high', 'urgent']);
    expect(requests.some((r) => r.notes.length > 0 && r.photos.length > 0)).toBe(true);

    // The home's landlord and manager see the same requests on their screens.
    const lease = await stack.services.maintenance.db
      .collection('leases')
      .findOne({ tenantId: renter.user._id, status: 'active' });
    const property = await stack.services.maintenance.db.collection('properties').findOne({ _id: lease!.propertyId });
    const manager = await stack.services.maintenance.db.collection('managers').findOne({ _id: property!.managerId });
    const managerAccount = DEMO_ACCOUNTS.find((a) => a.email === manager!.email);
    expect(managerAccount).toBeDefined();
    {
      const m = await signIn(managerAccount!.email);
      const ofManager = await m.client.call<MaintenanceRequest[]>(
        'GET',
        `/trio/maintenance/property-manager/${String(manager!._id)}`,
      );
      expect(ofManager.body.map((r) => r._id)).toEqual(expect.arrayContaining(requests.map((r) => r._id)));
    }
    const landlordEmail = (
      await stack.services.maintenance.db.collection('people').findOne({ _id: property!.landlordId })
    )?.email as string | undefined;
    expect(landlordEmail).toBe('landlord@trio.rentals');
    {
      const l = await signIn(landlordEmail!);
      const ofLandlord = await l.client.call<MaintenanceRequest[]>('GET', `/trio/maintenance/landlord/${l.user._id}`);
      expect(ofLandlord.body.map((r) => r._id)).toEqual(expect.arrayContaining(requests.map((r) => r._id)));
    }
  }, 420_000);

  // Builds on the seed of the test above (the conversations step runs after the maintenance step).
  it('gives renter@trio.rentals a conversation of each kind, each ending unread by the other side, once', async () => {
    const people = join(dir, 'people.json');
    const first = stack.services.applications.ops(['seed-conversations', '--people', people], 240_000);
    expect([first.status, first.stderr]).toEqual([0, '']);
    expect(first.stdout).toMatch(/conversations seed done: 4 created, 0 existed/);
    const second = stack.services.applications.ops(['seed-conversations', '--people', people], 120_000);
    expect(second.stdout).toMatch(/conversations seed done: 0 created, 4 existed/);

    const renter = await signIn('renter@trio.rentals');
    const inbox = (await renter.client.call<Inbox>('GET', '/trio/conversations')).body;
    expect(inbox.conversations.map((c) => c.about.kind).sort()).toEqual(['application', 'home', 'lease', 'repair']);
    const byKind = new Map(inbox.conversations.map((c) => [c.about.kind, c]));
    // The manager's last word is unread by the renter (lease, repair, home); the renter's by the manager (application).
    expect(byKind.get('lease')).toMatchObject({ unreadCount: 1, lastMessage: { seq: 3 } });
    expect(byKind.get('repair')).toMatchObject({ unreadCount: 1, lastMessage: { seq: 2 } });
    expect(byKind.get('application')).toMatchObject({ unreadCount: 0, lastMessage: { seq: 2 } });
    expect(byKind.get('lease')!.members.map((m) => m.role)).toEqual(['renter', 'manager', 'landlord']);

    const landlord = await signIn('landlord@trio.rentals');
    const landlordInbox = (await landlord.client.call<Inbox>('GET', '/trio/conversations')).body;
    expect(landlordInbox.conversations.map((c) => c.about.kind).sort()).toEqual(['lease', 'repair']);
    expect(landlordInbox.unreadTotal).toBeGreaterThan(0);
  }, 420_000);
});
