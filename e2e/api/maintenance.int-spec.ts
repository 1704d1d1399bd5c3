import { randomUUID } from 'node:crypto';
import { paymentCaptured } from '@trio/contracts/events/payments';
import { fixtureFor } from '@trio/contracts/fixtures';
import { addMonthsToDate, todayInIndia, type RentalApplication } from '@trio/contracts/http/applications';
import type { MaintenanceRequest, MyMaintenanceAnswer } from '@trio/contracts/http/maintenance';
import { createKafka } from '@trio/service-kit/events';
import { uniqueAadhaar } from '@trio/service-kit/testing/unique';
import sharp from 'sharp';
import { ApiClient, eventually } from './support/client';
import { makeManager, signUp, type SignedIn } from './support/people';
import { startStack, type Stack } from './support/stack';

const listing = {
  propertyAddress: {
    street: '7, 2nd Main, Koramangala 5th Block',
    city: 'Bengaluru',
    state: 'Karnataka',
    zipCode: '560095',
  },
  description: 'Bright 2 BHK near Forum Mall',
  type: 'apartment',
  rentAmount: 32_000,
  bedrooms: 2,
  bathrooms: 2,
  nearbyLandmarks: 'Forum Mall',
  leaseType: 'Year-long',
  images: [],
};

/**
 * Issue 14, maintenance through the gateway: a tenant whose lease exists (made from a captured payment event, as in
 * the leases journey) submits a request with a photo; the landlord and the manager both see it; the manager moves it
 * on and adds a note (authored as the caller, whatever the body says); the tenant reads both; the landlord resolves
 * it. Then the refusals (no active rental, unknown values naming the field, the tenant's cancel only while pending)
 * and the authorisation matrix over every maintenance route.
 */
describe('maintenance through the gateway', () => {
  let stack: Stack;
  let landlord: SignedIn;
  let manager: SignedIn & { managerId: string };
  let renter: SignedIn;
  let otherRenter: SignedIn;
  let otherLandlord: SignedIn;
  let otherManager: SignedIn & { managerId: string };
  let propertyId: string;
  let applicationId: string;
  const moveInDate = addMonthsToDate(todayInIndia(new Date()), 1);

  async function listProperty(owner: SignedIn): Promise<string> {
    const submitted = await owner.client.call<{ _id: string }>('POST', '/trio/propertyListingRequest', {
      body: listing,
    });
    expect(submitted.status).toBe(201);
    const id = submitted.body._id;
    const approved = await manager.client.call('PUT', `/trio/propertyListingRequest/${id}/review`, {
      body: { action: 'approve' },
    });
    expect(approved.status).toBe(200);
    await eventually(
      async () =>
        (await stack.services.applications.db.collection('properties').countDocuments({ _id: id as never })) === 1
          ? true
          : undefined,
      30_000,
    );
    return id;
  }

  /** The captured initial payment, as the payments service publishes it: the lease follows. */
  async function publishCaptured(application: RentalApplication, payer: SignedIn, paymentId: string) {
    const fixture = fixtureFor('payments.payment.captured.v1');
    const event = {
      ...fixture,
      id: randomUUID(),
      aggregateId: paymentId,
      data: {
        ...fixture.data,
        paymentId,
        paymentType: 'initial' as const,
        applicationId: application._id,
        leaseId: null,
        month: null,
        propertyId: application.propertyId,
        payerId: payer.user._id,
      },
    };
    const producer = createKafka('maintenance-e2e', stack.usersEnv.KAFKA_BROKERS!.split(',')).producer();
    await producer.connect();
    try {
      await producer.send({
        topic: stack.topicPrefix + paymentCaptured.topic,
        messages: [{ key: paymentId, value: JSON.stringify(event) }],
      });
    } finally {
      await producer.disconnect();
    }
  }

  const photoBytes = () =>
    sharp({ create: { width: 1200, height: 900, channels: 3, background: '#6b8e23' } })
      .jpeg()
      .toBuffer();

  /** Multipart through the gateway, as the SPA sends it. */
  async function uploadPhoto(who: SignedIn | undefined, requestId: string, bytes: Buffer, type = 'image/jpeg') {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'photo.jpg');
    const res = await fetch(`${stack.gatewayUrl}/trio/maintenance/${requestId}/photos`, {
      method: 'POST',
      headers: who?.client.accessToken ? { authorization: `Bearer ${who.client.accessToken}` } : {},
      body: form,
    });
    const text = await res.text();
    return {
      status: res.status,
      body: (text ? JSON.parse(text) : undefined) as MaintenanceRequest & { code?: string },
    };
  }

  const fetchPhoto = (who: SignedIn | undefined, url: string) =>
    fetch(`${stack.gatewayUrl}${url}`, {
      headers: who?.client.accessToken ? { authorization: `Bearer ${who.client.accessToken}` } : {},
    });

  const ask = (who: SignedIn, body: Record<string, unknown> = {}) =>
    who.client.call<{ success: boolean; request: MaintenanceRequest; code?: string; detail?: string }>(
      'POST',
      '/trio/maintenance/create',
      {
        body: {
          title: 'Bathroom geyser not heating',
          description: 'No hot water since Sunday morning.',
          priority: 'high',
          category: 'appliance',
          propertyId,
          rentalApplicationId: applicationId,
          userId: who.user.uid,
          ...body,
        },
      },
    );

  beforeAll(async () => {
    stack = await startStack();
    landlord = await signUp(stack, { firstName: 'Asha', lastName: 'Rao' });
    renter = await signUp(stack, { firstName: 'Rohan', lastName: 'Kulkarni' });
    otherRenter = await signUp(stack);
    otherLandlord = await signUp(stack);
    const m = await signUp(stack);
    manager = { ...m, managerId: await makeManager(stack, m, 'Priya Nair') };
    await eventually(async () =>
      (await stack.propertiesDb.collection('managers').countDocuments({ _id: manager.managerId as never })) === 1
        ? true
        : undefined,
    );
    propertyId = await listProperty(landlord);
    const o = await signUp(stack);
    otherManager = { ...o, managerId: await makeManager(stack, o, 'Arjun Mehta') };

    const applied = await renter.client.call<RentalApplication>('POST', '/trio/rental-applications/apply', {
      body: {
        propertyId,
        formData: {
          firstName: 'Rohan',
          lastName: 'Kulkarni',
          phone: '+91 98450 12345',
          address: '12 MG Road, Bengaluru 560001',
          panAdhaar: uniqueAadhaar(),
          moveInDate,
          leasePeriod: '11 months',
          numPeople: 2,
        },
      },
    });
    expect(applied.status).toBe(200);
    applicationId = applied.body._id;
    const approved = await manager.client.call<RentalApplication>(
      'PUT',
      `/trio/rental-applications/${applicationId}/review`,
      { body: { action: 'approve' } },
    );
    expect(approved.body.status).toBe('approved');
    await publishCaptured(approved.body, renter, '6a1f0c2e4b0a1b2c3d4ef0a1');
    // The maintenance service learns the lease from applications.lease.created.v1.
    await eventually(
      async () =>
        (await stack.services.maintenance.db.collection('leases').countDocuments({ tenantId: renter.user._id })) === 1
          ? true
          : undefined,
      30_000,
    );
  }, 180_000);
  afterAll(() => stack?.close());

  let request: MaintenanceRequest;

  it('journey: tenant submits with a photo → landlord and manager see it → manager moves it on with a note → tenant sees both → landlord resolves', async () => {
    const created = await ask(renter);
    expect(created.status).toBe(201);
    expect(created.body.request).toMatchObject({
      status: 'pending',
      statusLabel: 'Submitted',
      priority: 'high',
      category: 'appliance',
      responseTargetHours: 24,
      overdue: false,
      propertyId: { _id: propertyId, address: { city: 'Bengaluru', zipCode: '560095' } },
      rentalApplicationId: { _id: applicationId, firstName: 'Rohan', lastName: 'Kulkarni' },
      userId: renter.user._id,
    });
    const withPhoto = await uploadPhoto(renter, created.body.request._id, await photoBytes());
    expect(withPhoto.status).toBe(201);
    expect(withPhoto.body.photos).toHaveLength(1);
    request = withPhoto.body;

    const ofLandlord = await landlord.client.call<MaintenanceRequest[]>(
      'GET',
      `/trio/maintenance/landlord/${landlord.user._id}`,
    );
    expect(ofLandlord.status).toBe(200);
    expect(ofLandlord.body.map((r) => r._id)).toEqual([request._id]);
    const ofManager = await manager.client.call<MaintenanceRequest[]>(
      'GET',
      `/trio/maintenance/property-manager/${manager.managerId}`,
    );
    expect(ofManager.body.map((r) => r._id)).toEqual([request._id]);
    for (const who of [renter, landlord, manager]) {
      const photo = await fetchPhoto(who, ofManager.body[0]!.photos[0]!.url);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).width).toBe(1200);
    }

    const moved = await manager.client.call<MaintenanceRequest>('PUT', `/trio/maintenance/${request._id}`, {
      body: { status: 'in_progress' },
    });
    expect(moved.body).toMatchObject({ status: 'in_progress', statusLabel: 'In Progress' });
    const noted = await manager.client.call<MaintenanceRequest>('PUT', `/trio/maintenance/${request._id}`, {
      body: { note: 'Technician visits tomorrow at 11.', author: landlord.user.email },
    });
    expect(noted.status).toBe(200);
    expect(noted.body.notes).toEqual([
      { content: 'Technician visits tomorrow at 11.', author: manager.user.email, timestamp: expect.any(String) },
    ]);

    const mine = await renter.client.call<MyMaintenanceAnswer>('GET', `/trio/maintenance/user/${renter.user.uid}`);
    expect(mine.body.success).toBe(true);
    expect(mine.body.requests[0]).toMatchObject({
      _id: request._id,
      statusLabel: 'In Progress',
      notes: [{ content: 'Technician visits tomorrow at 11.', author: manager.user.email }],
    });

    const resolved = await landlord.client.call<MaintenanceRequest>('PUT', `/trio/maintenance/${request._id}`, {
      body: { status: 'completed' },
    });
    expect(resolved.body).toMatchObject({ status: 'completed', statusLabel: 'Resolved' });
    expect(resolved.body.history.map((h) => [h.to, h.by, h.role])).toEqual([
      ['pending', renter.user.email, 'tenant'],
      ['in_progress', manager.user.email, 'property_manager'],
      ['completed', landlord.user.email, 'landlord'],
    ]);
  });

  it('refuses without an active rental, names unknown values, and lets the tenant cancel only while pending', async () => {
    const none = await ask(otherRenter, { userId: otherRenter.user._id });
    expect(none.status).toBe(409);
    expect(none.body).toMatchObject({ code: 'NO_ACTIVE_RENTAL', detail: 'No active rental found' });

    for (const field of ['priority', 'category']) {
      const bad = await ask(renter, { [field]: 'someday' });
      expect(bad.status).toBe(400);
      expect((bad.body as unknown as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual([field]);
    }
    const badStatus = await landlord.client.call<{ errors: { field: string }[] }>(
      'PUT',
      `/trio/maintenance/${request._id}`,
      { body: { status: 'done' } },
    );
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.errors.map((e) => e.field)).toEqual(['status']);
    const untitled = await ask(renter, { title: '   ' });
    expect(untitled.status).toBe(400);

    const second = await ask(renter, { title: 'Balcony door jammed', priority: undefined, category: undefined });
    expect(second.body.request).toMatchObject({ priority: 'medium', category: 'general' });
    const cancelled = await renter.client.call<MaintenanceRequest>(
      'PUT',
      `/trio/maintenance/${second.body.request._id}`,
      { body: { status: 'cancelled' } },
    );
    expect(cancelled.body).toMatchObject({ status: 'cancelled', statusLabel: 'Rejected' });
    const late = await renter.client.call<{ code: string }>('PUT', `/trio/maintenance/${request._id}`, {
      body: { status: 'cancelled' },
    });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('NOT_CANCELLABLE');

    const notImage = await uploadPhoto(renter, second.body.request._id, Buffer.from('<svg></svg>'), 'image/svg+xml');
    expect(notImage.status).toBe(409); // cancelled: closed to photos
    const third = await ask(renter, { title: 'Tube light flickers' });
    const svg = await uploadPhoto(renter, third.body.request._id, Buffer.from('<svg></svg>'), 'image/svg+xml');
    expect(svg.status).toBe(415);
    expect(svg.body.code).toBe('UNSUPPORTED_IMAGE_TYPE');
  });

  it('authorisation over every maintenance route: another tenant, landlord, manager, and nobody', async () => {
    const photoUrl = request.photos[0]!.url;
    const outsiders = { otherRenter, otherLandlord, otherManager } as const;
    type Who = SignedIn | undefined;
    const rows: { route: string; call: (who: Who) => Promise<number> }[] = [
      {
        route: 'GET /trio/maintenance/user/:uid',
        call: async (who) =>
          (
            await (who?.client ?? new ApiClient(stack.gatewayUrl)).call(
              'GET',
              `/trio/maintenance/user/${renter.user.uid}`,
            )
          ).status,
      },
      {
        route: 'GET /trio/maintenance/landlord/:userId',
        call: async (who) =>
          (
            await (who?.client ?? new ApiClient(stack.gatewayUrl)).call(
              'GET',
              `/trio/maintenance/landlord/${landlord.user._id}`,
            )
          ).status,
      },
      {
        route: 'GET /trio/maintenance/property-manager/:id',
        call: async (who) =>
          (
            await (who?.client ?? new ApiClient(stack.gatewayUrl)).call(
              'GET',
              `/trio/maintenance/property-manager/${manager.managerId}`,
            )
          ).status,
      },
      {
        route: 'PUT /trio/maintenance/:id {status}',
        call: async (who) =>
          (
            await (who?.client ?? new ApiClient(stack.gatewayUrl)).call('PUT', `/trio/maintenance/${request._id}`, {
              body: { status: 'pending' },
            })
          ).status,
      },
      {
        route: 'PUT /trio/maintenance/:id {note}',
        call: async (who) =>
          (
            await (who?.client ?? new ApiClient(stack.gatewayUrl)).call('PUT', `/trio/maintenance/${request._id}`, {
              body: { note: 'Let me in', author: manager.user.email },
            })
          ).status,
      },
      {
        route: 'POST /trio/maintenance/:id/photos',
        call: async (who) => (await uploadPhoto(who, request._id, await photoBytes())).status,
      },
      {
        route: 'GET /trio/maintenance/:id/photos/:photoId',
        call: async (who) => (await fetchPhoto(who, photoUrl)).status,
      },
    ];
    const seen: Record<string, Record<string, number>> = {};
    for (const row of rows) {
      seen[row.route] = { anonymous: await row.call(undefined) };
      for (const [name, who] of Object.entries(outsiders)) seen[row.route]![name] = await row.call(who);
    }
    const refused = { anonymous: 401, otherRenter: 403, otherLandlord: 403, otherManager: 403 };
    expect(seen).toEqual(Object.fromEntries(rows.map((row) => [row.route, refused])));

    // Creating: nobody → 401; an outsider has no active rental on the home → 409; the tenant for someone else → 403.
    const anonymous = await new ApiClient(stack.gatewayUrl).call('POST', '/trio/maintenance/create', {
      body: { title: 'x', description: 'y', propertyId },
    });
    expect(anonymous.status).toBe(401);
    for (const who of Object.values(outsiders)) expect((await ask(who, { userId: who.user._id })).status).toBe(409);
    expect((await ask(renter, { userId: otherRenter.user._id })).status).toBe(403);
    // Within the home: the landlord and manager may not add photos; the tenant may not change the status.
    expect((await uploadPhoto(landlord, request._id, await photoBytes())).status).toBe(403);
    const tenantMoves = await renter.client.call('PUT', `/trio/maintenance/${request._id}`, {
      body: { status: 'in_progress' },
    });
    expect(tenantMoves.status).toBe(403);
    // Another manager's own list and another landlord's own list hold none of it.
    const theirs = await otherManager.client.call<MaintenanceRequest[]>(
      'GET',
      `/trio/maintenance/property-manager/${otherManager.managerId}`,
    );
    expect(theirs.body).toEqual([]);
    const otherLandlords = await otherLandlord.client.call<MaintenanceRequest[]>(
      'GET',
      `/trio/maintenance/landlord/${otherLandlord.user._id}`,
    );
    expect(otherLandlords.body).toEqual([]);
  });

  it('stores a note sent twice with one Idempotency-Key (a double-click) once, and answers both the same', async () => {
    const current = async () =>
      (
        await manager.client.call<MaintenanceRequest[]>(
          'GET',
          `/trio/maintenance/property-manager/${manager.managerId}`,
        )
      ).body.find((r) => r._id === request._id)!;
    const before = await current();
    const headers = { 'idempotency-key': `note-${Date.now()}` };
    const body = { note: 'Plumber confirmed for Friday 10 am.', author: manager.user.email };
    const [first, second] = await Promise.all([
      manager.client.call<MaintenanceRequest>('PUT', `/trio/maintenance/${request._id}`, { body, headers }),
      manager.client.call<MaintenanceRequest>('PUT', `/trio/maintenance/${request._id}`, { body, headers }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const after = await current();
    expect(after.notes).toHaveLength(before.notes.length + 1);
    expect(second.body.notes).toHaveLength(before.notes.length + 1);
  });

  it('a submission retried after its photo was refused makes no second request (issue 25, item 12)', async () => {
    // The SPA's submission: the request, then its photo; the photo is refused (too large); the renter retries
    // with the same Idempotency-Key (the api client keeps it for the same body): the first request comes back.
    const headers = { 'idempotency-key': `maintenance-submission-${Date.now()}` };
    const body = {
      title: 'Window latch broken',
      description: 'The bedroom window does not close.',
      priority: 'medium',
      category: 'structural',
      propertyId,
      rentalApplicationId: applicationId,
    };
    const create = () =>
      renter.client.call<{ success: boolean; request: MaintenanceRequest }>('POST', '/trio/maintenance/create', {
        body,
        headers,
      });
    const first = await create();
    expect(first.status).toBe(201);
    const tooBig = Buffer.concat([await photoBytes(), Buffer.alloc(10 * 1024 * 1024)]);
    const refused = await uploadPhoto(renter, first.body.request._id, tooBig);
    expect(refused.status).toBe(413);

    const again = await create();
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.request._id).toBe(first.body.request._id);
    const attached = await uploadPhoto(renter, first.body.request._id, await photoBytes());
    expect(attached.status).toBe(201);
    expect(attached.body.photos).toHaveLength(1);

    const requests = stack.services.maintenance.db.collection('requests');
    expect(await requests.countDocuments({ tenantId: renter.user._id, title: body.title })).toBe(1);
    // One request, so one maintenance.request.created.v1: the landlord's and the manager's e-mails follow that
    // event once (keyed by its id); the replay ran no handler, so it wrote no second event.
  });

  it('counts only requests that are made: refused ones (no active rental yet) use none of the allowance', async () => {
    // One more than the limit (5 in 10 minutes), one after the other: each is refused for what it is, none is 429.
    for (let attempt = 1; attempt <= 6; attempt++) {
      const refused = await ask(otherRenter, { userId: otherRenter.user._id, title: `Not mine ${attempt}` });
      expect({ attempt, status: refused.status, code: refused.body.code }).toMatchObject({
        attempt,
        code: 'NO_ACTIVE_RENTAL',
      });
    }
  });

  it('refuses a flood: a tenant’s requests past the limit within the window get 429 RATE_LIMITED with retry-after', async () => {
    // Ten at once, after the ones this file made already: together never more than the limit (5 in 10 minutes).
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, i) => ask(renter, { title: `Flood ${i}`, priority: 'low' })),
    );
    const statuses = burst.map((answer) => answer.status);
    expect(statuses.every((status) => status === 201 || status === 429)).toBe(true);
    const refused = burst.find((answer) => answer.status === 429)!;
    expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.detail).toMatch(/^You have sent 5 maintenance requests in a short time/);
    const made = await stack.services.maintenance.db
      .collection('requests')
      .countDocuments({ tenantId: renter.user._id });
    // The journey's, the two of the second test, and what the burst got in: never more than 5.
    expect(made).toBeGreaterThanOrEqual(3);
    expect(made).toBeLessThanOrEqual(5);
  });
});
