import { ApiClient, eventually } from './support/client';
import { startStack, type Stack } from './support/stack';
import { signUp, type SignedIn } from './support/people';

interface RequestView {
  _id: string;
  status: string;
  statusLabel: string;
  propertyId: string | null;
  assignedPropertyManager: { _id: string; name: string } | null;
  history: { action: string; notes?: string }[];
  reviewNotes: string | null;
  rentAmount: number;
  nearbyLandmarks: string[];
}

const dashboardListing = {
  propertyAddress: { street: '12, 5th Cross, 6th Block', city: 'Bengaluru', state: 'Karnataka', zipCode: '560095' },
  description: 'Sunny 2 BHK with a balcony, near the metro',
  type: 'apartment',
  rentAmount: 42_500,
  bedrooms: 2,
  bathrooms: 2,
  nearbyLandmarks: 'Forum Mall, , Sony World Signal ',
  leaseType: 'Year-long',
  status: 'pending',
  images: [],
};

/** Issue 5 acceptance: the listing lifecycle through the gateway, with the real users and properties services. */
describe('listing requests through the gateway', () => {
  let stack: Stack;
  let landlord: SignedIn;
  let manager: SignedIn & { managerId: string };
  let otherManager: SignedIn & { managerId: string };
  let tenant: SignedIn;

  async function makeManager(person: SignedIn, name: string): Promise<string> {
    const ops = stack.usersOps([
      'add-manager',
      '--email',
      person.user.email,
      '--name',
      name,
      '--company',
      'Trio Test Homes',
    ]);
    expect(ops.status).toBe(0);
    const record = await eventually(async () => {
      const answer = await person.client.call<{ _id: string }>(
        'GET',
        `/trio/users/property-managers/email/${encodeURIComponent(person.user.email)}`,
      );
      return answer.status === 200 ? answer.body : undefined;
    });
    return record._id;
  }

  beforeAll(async () => {
    stack = await startStack();
    landlord = await signUp(stack);
    tenant = await signUp(stack);
    const m = await signUp(stack);
    manager = { ...m, managerId: await makeManager(m, 'Priya Nair') };
    // The properties service learns of the manager from the event before requests can be assigned to them.
    await eventually(async () =>
      (await stack.propertiesDb.collection('managers').countDocuments({ _id: manager.managerId as never })) === 1
        ? true
        : undefined,
    );
  }, 90_000);
  afterAll(() => stack?.close());

  it('submit → assigned → needs_more_info → resubmit → approve → listed; the landlord becomes a landlord', async () => {
    const submitted = await landlord.client.call<RequestView>('POST', '/trio/propertyListingRequest', {
      body: { ...dashboardListing, landlordId: landlord.user._id },
    });
    expect(submitted.status).toBe(201);
    expect(submitted.body).toMatchObject({
      status: 'assigned',
      statusLabel: 'Assigned to Manager',
      rentAmount: 42_500,
      nearbyLandmarks: ['Forum Mall', 'Sony World Signal'],
      assignedPropertyManager: { _id: manager.managerId, name: 'Priya Nair' },
    });
    const id = submitted.body._id;

    const mine = await landlord.client.call<RequestView[]>(
      'GET',
      `/trio/propertyListingRequest/landlord/${landlord.user._id}`,
    );
    expect(mine.body.map((r) => r._id)).toEqual([id]);
    const assigned = await manager.client.call<RequestView[]>(
      'GET',
      `/trio/propertyListingRequest/property-manager/${manager.managerId}`,
    );
    expect(assigned.body).toEqual([expect.objectContaining({ _id: id, statusLabel: 'Assigned to You' })]);

    const askMore = await manager.client.call<RequestView>('PUT', `/trio/propertyListingRequest/${id}/review`, {
      body: { action: 'needs_more_info', reviewNotes: 'Please add the floor and the maintenance charges.' },
    });
    expect(askMore.body).toMatchObject({
      status: 'needs_more_info',
      reviewNotes: 'Please add the floor and the maintenance charges.',
    });
    // Only an assigned request can be reviewed.
    const early = await manager.client.call('PUT', `/trio/propertyListingRequest/${id}/review`, {
      body: { action: 'approve' },
    });
    expect(early).toMatchObject({ status: 409, body: { code: 'INVALID_STATE_TRANSITION' } });

    const resubmitted = await landlord.client.call<RequestView>('PUT', `/trio/propertyListingRequest/${id}`, {
      body: { ...dashboardListing, description: 'Sunny 2 BHK on the 3rd floor; maintenance ₹3,000 a month' },
    });
    expect(resubmitted.body).toMatchObject({ status: 'assigned', assignedPropertyManager: { _id: manager.managerId } });

    const approved = await manager.client.call<RequestView>('PUT', `/trio/propertyListingRequest/${id}/review`, {
      body: { action: 'approve', reviewNotes: 'Looks good.' },
    });
    // The answer is the request as the approval left it; the property and `listed` follow from its events.
    expect(approved.body).toMatchObject({ status: 'approved', statusLabel: 'Approved', propertyId: null });
    const listed = await eventually(async () => {
      const answer = await landlord.client.call<RequestView[]>(
        'GET',
        `/trio/propertyListingRequest/landlord/${landlord.user._id}`,
      );
      const request = answer.body.find((r) => r._id === id);
      return request?.status === 'listed' ? request : undefined;
    });
    expect(listed).toMatchObject({ status: 'listed', statusLabel: 'Listed', propertyId: id });
    expect(listed.history.map((h) => h.action)).toEqual([
      'submitted',
      'assigned',
      'needs_more_info',
      'resubmitted',
      'approved',
      'listed',
    ]);

    // The property exists for everyone, with its manager card …
    const visitor = new ApiClient(stack.gatewayUrl);
    const property = await visitor.call<Record<string, unknown>[]>('GET', `/trio/properties/${id}`);
    expect(property.status).toBe(200);
    expect(property.body[0]).toMatchObject({
      _id: id,
      status: 'available',
      rentPrice: 42_500,
      address: { street: '12, 5th Cross, 6th Block', city: 'Bengaluru', state: 'Karnataka', zipCode: '560095' },
      description: 'Sunny 2 BHK on the 3rd floor; maintenance ₹3,000 a month',
    });
    for (const path of [`/trio/properties/${id}/propetyManagerInfo`, `/trio/properties/${id}/propertyManagerInfo`]) {
      expect((await visitor.call(path === '' ? 'GET' : 'GET', path)).body).toMatchObject({
        propertyManager: { _id: manager.managerId, name: 'Priya Nair', companyName: 'Trio Test Homes' },
      });
    }
    expect((await visitor.call('GET', `/trio/properties/${id}/propertyManagerEmail`)).body).toEqual({
      email: manager.user.email,
    });
    expect((await visitor.call('GET', `/api/properties/${id}`)).body).toMatchObject({ _id: id });

    // … and the landlord is a landlord now, without signing in again.
    await eventually(async () =>
      (await landlord.client.call<{ role: string }>('GET', '/trio/auth/me')).body.role === 'landlord'
        ? true
        : undefined,
    );
    const picker = await landlord.client.call<{ _id: string }[]>('GET', '/trio/properties');
    expect(picker.body.map((p) => p._id)).toEqual([id]);
  });

  it('who may do what: other landlords, unassigned managers, tenants and visitors are refused', async () => {
    const submitted = await landlord.client.call<RequestView>('POST', '/trio/propertyListingRequest', {
      body: dashboardListing,
    });
    const id = submitted.body._id;
    const o = await signUp(stack);
    otherManager ??= { ...o, managerId: await makeManager(o, 'Arjun Mehta') };
    const visitor = new ApiClient(stack.gatewayUrl);

    // Another landlord (the tenant here) cannot read or change the landlord's requests.
    expect((await tenant.client.call('GET', `/trio/propertyListingRequest/landlord/${landlord.user._id}`)).status).toBe(
      403,
    );
    expect(
      (await tenant.client.call('PUT', `/trio/propertyListingRequest/${id}/images`, { body: { images: [] } })).status,
    ).toBe(404);
    expect(
      (await tenant.client.call('PUT', `/trio/propertyListingRequest/${id}`, { body: dashboardListing })).status,
    ).toBe(404);
    // Submitting on behalf of someone else is refused.
    const forOther = await tenant.client.call('POST', '/trio/propertyListingRequest', {
      body: { ...dashboardListing, landlordId: landlord.user._id },
    });
    expect(forOther).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    // A tenant is no manager; a manager cannot read another manager's list or review what is not theirs.
    expect(
      (await tenant.client.call('GET', `/trio/propertyListingRequest/property-manager/${manager.managerId}`)).status,
    ).toBe(403);
    expect(
      (await tenant.client.call('PUT', `/trio/propertyListingRequest/${id}/review`, { body: { action: 'approve' } }))
        .status,
    ).toBe(403);
    expect(
      (await otherManager.client.call('GET', `/trio/propertyListingRequest/property-manager/${manager.managerId}`))
        .status,
    ).toBe(403);
    const assignedTo = submitted.body.assignedPropertyManager!._id;
    const outsider = assignedTo === manager.managerId ? otherManager : manager;
    expect(
      (await outsider.client.call('PUT', `/trio/propertyListingRequest/${id}/review`, { body: { action: 'approve' } }))
        .status,
    ).toBe(404);
    // Visitors: 401 everywhere in the workflow.
    for (const [method, path] of [
      ['POST', '/trio/propertyListingRequest'],
      ['GET', `/trio/propertyListingRequest/landlord/${landlord.user._id}`],
      ['GET', `/trio/propertyListingRequest/property-manager/${manager.managerId}`],
      ['PUT', `/trio/propertyListingRequest/${id}/review`],
      ['PUT', `/trio/propertyListingRequest/${id}/images`],
      ['GET', '/trio/properties'],
    ] as const) {
      expect((await visitor.call(method, path, { body: method === 'GET' ? undefined : {} })).status).toBe(401);
    }
  });

  it('assigns to the manager with the fewest open requests', async () => {
    const o = await signUp(stack);
    otherManager ??= { ...o, managerId: await makeManager(o, 'Arjun Mehta') };
    await eventually(async () =>
      (await stack.propertiesDb.collection('managers').countDocuments({ _id: otherManager.managerId as never })) === 1
        ? true
        : undefined,
    );
    const open = async (managerId: string) =>
      stack.propertiesDb
        .collection('listing_requests')
        .countDocuments({ managerId, status: { $in: ['assigned', 'under_review', 'needs_more_info'] } });
    for (let i = 0; i < 4; i++) {
      const before = [await open(manager.managerId), await open(otherManager.managerId)];
      const answer = await landlord.client.call<RequestView>('POST', '/trio/propertyListingRequest', {
        body: dashboardListing,
      });
      const expected = before[0]! <= before[1]! ? manager.managerId : otherManager.managerId;
      if (before[0] !== before[1]) expect(answer.body.assignedPropertyManager!._id).toBe(expected);
    }
    const after = [await open(manager.managerId), await open(otherManager.managerId)];
    expect(Math.abs(after[0]! - after[1]!)).toBeLessThanOrEqual(1);
  });

  it('validates both payload shapes and names the fields', async () => {
    const bad = await landlord.client.call<{ code: string; errors: { field: string }[] }>(
      'POST',
      '/trio/propertyListingRequest',
      {
        body: {
          ...dashboardListing,
          rentAmount: 42_600,
          propertyAddress: { ...dashboardListing.propertyAddress, state: 'Delhi' },
        },
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect(bad.body.errors.map((e) => e.field)).toEqual(
      expect.arrayContaining(['rentAmount', 'propertyAddress.state']),
    );
    const hub = await landlord.client.call<RequestView>('POST', '/trio/propertyListingRequest', {
      body: {
        address: {
          street: '4 Prithviraj Road',
          city: 'New Delhi',
          state: 'Delhi',
          zipCode: '110011',
          locality: 'Lutyens',
        },
        description: 'Bungalow',
        type: 'house',
        rentAmount: 350_000,
        bedrooms: 5,
        bathrooms: 5,
        nearbyLandmarks: ['Khan Market', ''],
        leaseType: 'monthly',
      },
    });
    expect(hub.status).toBe(201);
    expect(hub.body.nearbyLandmarks).toEqual(['Khan Market']);
  });
});
