import {
  addMonthsToDate,
  todayInIndia,
  type ApplyAgain,
  type Eligibility,
  type ManagerApplications,
  type MyApplications,
  type RentalApplication,
} from '@trio/contracts/http/applications';
import { uniqueAadhaar } from '@trio/service-kit/testing/unique';
import { ApiClient, eventually } from './support/client';
import { startStack, type Stack } from './support/stack';
import { signUp, type SignedIn } from './support/people';

const listing = {
  propertyAddress: { street: '7, 2nd Main, Koramangala', city: 'Bengaluru', state: 'Karnataka', zipCode: '560034' },
  description: 'Bright 2 BHK near the park',
  type: 'apartment',
  rentAmount: 25_000,
  bedrooms: 2,
  bathrooms: 2,
  nearbyLandmarks: 'Forum Mall',
  leaseType: 'Year-long',
  images: [],
};

/** The same number with its check digit changed: no longer a valid Aadhaar number. */
const wrongCheckDigit = (aadhaar: string) => `${aadhaar.slice(0, 11)}${(Number(aadhaar[11]) + 1) % 10}`;

/** Issue 12 acceptance: rental applications through the gateway, with the real users, properties and applications. */
describe('rental applications through the gateway', () => {
  let stack: Stack;
  let landlord: SignedIn;
  let manager: SignedIn & { managerId: string };
  let otherManager: SignedIn & { managerId: string };
  let renter: SignedIn;
  let otherRenter: SignedIn;
  const today = todayInIndia(new Date());

  const form = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Asha',
    lastName: 'Rao',
    phone: '+91 98450 12345',
    address: '12 MG Road, Bengaluru 560001',
    panAdhaar: uniqueAadhaar(),
    moveInDate: addMonthsToDate(today, 1),
    leasePeriod: '11 months',
    numPeople: 2,
    ...overrides,
  });

  async function makeManager(person: SignedIn, name: string): Promise<string> {
    const ops = stack.usersOps(['add-manager', '--email', person.user.email, '--name', name, '--company', 'Trio Test']);
    expect(ops.status).toBe(0);
    const record = await eventually(async () => {
      const answer = await person.client.call<{ _id: string }>(
        'GET',
        `/trio/users/property-managers/email/${encodeURIComponent(person.user.email)}`,
      );
      return answer.status === 200 ? answer.body : undefined;
    });
    // The applications service knows the manager from the event.
    await eventually(async () =>
      (await stack.services.applications.db.collection('managers').countDocuments({ _id: record._id as never })) === 1
        ? true
        : undefined,
    );
    return record._id;
  }

  /** A listed property managed by `manager` (submit → approve → listed), known to the applications service. */
  async function listProperty(): Promise<string> {
    const submitted = await landlord.client.call<{ _id: string; assignedPropertyManager: { _id: string } | null }>(
      'POST',
      '/trio/propertyListingRequest',
      { body: listing },
    );
    expect(submitted.status).toBe(201);
    expect(submitted.body.assignedPropertyManager?._id).toBe(manager.managerId);
    const id = submitted.body._id;
    const approved = await manager.client.call('PUT', `/trio/propertyListingRequest/${id}/review`, {
      body: { action: 'approve' },
    });
    expect(approved.status).toBe(200);
    // The property takes the request's id; the applications service learns of it from properties.property.listed.v1.
    await eventually(
      async () =>
        (await stack.services.applications.db.collection('properties').countDocuments({ _id: id as never })) === 1
          ? true
          : undefined,
      30_000,
    );
    return id;
  }

  const apply = (who: SignedIn, propertyId: string, formData = form()) =>
    who.client.call<RentalApplication>('POST', '/trio/rental-applications/apply', {
      body: { formData, propertyId, userId: who.user.uid, propertyManagerEmail: 'ignored@example.in' },
    });

  beforeAll(async () => {
    stack = await startStack();
    [landlord, renter, otherRenter] = [await signUp(stack), await signUp(stack), await signUp(stack)];
    const m = await signUp(stack);
    manager = { ...m, managerId: await makeManager(m, 'Priya Nair') };
    const o = await signUp(stack);
    otherManager = { ...o, managerId: '' };
    // The second manager registers after the first so every listing of these tests is assigned to the first.
    await eventually(async () =>
      (await stack.propertiesDb.collection('managers').countDocuments({ _id: manager.managerId as never })) === 1
        ? true
        : undefined,
    );
  }, 120_000);
  afterAll(() => stack?.close());

  it('renter applies → manager sees it by property → request_more_info → approve → the renter sees approved', async () => {
    const propertyId = await listProperty();
    otherManager.managerId = otherManager.managerId || (await makeManager(otherManager, 'Arjun Mehta'));

    const eligibility = await renter.client.call<Eligibility>(
      'GET',
      `/trio/rental-applications/eligibility/${propertyId}`,
    );
    expect(eligibility.status).toBe(200);
    expect(eligibility.body).toMatchObject({
      canApply: true,
      reasons: [],
      application: null,
      costs: {
        rentPaise: 2_500_000,
        securityDepositPaise: 3_750_000,
        applicationFeePaise: 5_000,
        processingFeePaise: 50_000,
        totalPaise: 6_305_000,
      },
    });
    expect(eligibility.body.documentsNeeded.length).toBeGreaterThan(0);

    const aadhaar = uniqueAadhaar();
    const applied = await apply(renter, propertyId, form({ panAdhaar: aadhaar }));
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({
      propertyId,
      userId: renter.user._id,
      status: 'pending',
      paymentStatus: 'pending',
      displayStatus: 'pending',
      phone: '+919845012345',
      panAdhaar: `XXXX XXXX ${aadhaar.slice(-4)}`,
      identityType: 'aadhaar',
      leasePeriod: '11 months',
      leasePeriodMonths: 11,
      numPeople: 2,
      property: { _id: propertyId, rentPaise: 2_500_000, bedrooms: 2, bathrooms: 2, type: 'apartment' },
    });
    const id = applied.body._id;

    const again = await apply(renter, propertyId);
    expect(again).toMatchObject({ status: 409, body: { code: 'APPLICATION_EXISTS' } });
    const closed = await renter.client.call<Eligibility>('GET', `/trio/rental-applications/eligibility/${propertyId}`);
    expect(closed.body).toMatchObject({ canApply: false, application: { _id: id, status: 'pending' } });
    expect(closed.body.reasons.map((r) => r.code)).toEqual(['APPLICATION_EXISTS']);

    const grouped = await manager.client.call<ManagerApplications>(
      'GET',
      `/trio/rental-applications/property-manager/${manager.managerId}`,
    );
    expect(grouped.status).toBe(200);
    const group = grouped.body.applicationsByProperty[propertyId];
    expect(group?.property).toMatchObject({ bedrooms: 2, bathrooms: 2, rentPaise: 2_500_000, type: 'apartment' });
    expect(group?.property.address.street).toBe('7, 2nd Main, Koramangala');
    expect(group?.applications).toEqual([
      expect.objectContaining({ _id: id, possibleDuplicate: false, panAdhaar: `XXXX XXXX ${aadhaar.slice(-4)}` }),
    ]);

    const more = await manager.client.call<RentalApplication>('PUT', `/trio/rental-applications/${id}/review`, {
      body: { action: 'request_more_info', reviewNotes: 'Please share your last three salary slips.' },
    });
    expect(more.body).toMatchObject({
      status: 'under_review',
      reviewNotes: 'Please share your last three salary slips.',
    });
    const twice = await manager.client.call('PUT', `/trio/rental-applications/${id}/review`, {
      body: { action: 'request_more_info' },
    });
    expect(twice).toMatchObject({ status: 409, body: { code: 'INVALID_TRANSITION' } });
    expect((twice.body as { detail: string }).detail).toContain('under_review');

    const approved = await manager.client.call<RentalApplication>('PUT', `/trio/rental-applications/${id}/review`, {
      body: { action: 'approve' },
    });
    expect(approved.body).toMatchObject({ status: 'approved', displayStatus: 'approved', paymentStatus: 'pending' });
    const afterApproval = await manager.client.call('PUT', `/trio/rental-applications/${id}/review`, {
      body: { action: 'reject' },
    });
    expect(afterApproval).toMatchObject({ status: 409, body: { code: 'INVALID_TRANSITION' } });

    // The renter's list (and the property page's status row) show approved: "Proceed to Checkout".
    const mine = await renter.client.call<MyApplications>('GET', `/trio/users/${renter.user.uid}/rentalApplications`);
    expect(mine.body.rentalApplications).toEqual([
      expect.objectContaining({
        _id: id,
        propertyId,
        status: 'approved',
        reviewNotes: 'Please share your last three salary slips.',
      }),
    ]);
    const byId = await renter.client.call<MyApplications>('GET', `/trio/users/${renter.user._id}/rentalApplications`);
    expect(byId.body.rentalApplications.map((a) => a._id)).toEqual([id]);
    const page = await renter.client.call<Eligibility>('GET', `/trio/rental-applications/eligibility/${propertyId}`);
    expect(page.body.application).toMatchObject({ _id: id, displayStatus: 'approved' });

    // The events: submitted, reviewed (more info), reviewed (approve), in order on the application's key.
    const outbox = await stack.services.applications.db.collection('applications').findOne({ _id: id as never });
    expect(outbox?.version).toBe(3);

    // Authorisation over this application and the manager's list.
    const anonymous = new ApiClient(stack.gatewayUrl);
    const routes: [string, string, unknown?][] = [
      ['POST', '/trio/rental-applications/apply', { formData: form(), propertyId }],
      ['GET', `/trio/users/${renter.user.uid}/rentalApplications`],
      ['GET', `/trio/rental-applications/property-manager/${manager.managerId}`],
      ['GET', `/trio/rental-applications/eligibility/${propertyId}`],
      ['PUT', `/trio/rental-applications/${id}/review`, { action: 'approve' }],
      ['PUT', `/trio/rental-applications/${id}/withdraw`],
      ['GET', `/trio/rental-applications/${id}/apply-again`],
    ];
    for (const [method, path, body] of routes) {
      expect([method, path, (await anonymous.call(method, path, body === undefined ? {} : { body })).status]).toEqual([
        method,
        path,
        401,
      ]);
    }
    const refusals: [SignedIn, string, string, unknown, number][] = [
      [otherRenter, 'GET', `/trio/users/${renter.user.uid}/rentalApplications`, undefined, 403],
      [otherRenter, 'GET', `/trio/rental-applications/property-manager/${manager.managerId}`, undefined, 403],
      [otherRenter, 'PUT', `/trio/rental-applications/${id}/review`, { action: 'reject' }, 404],
      [otherRenter, 'PUT', `/trio/rental-applications/${id}/withdraw`, undefined, 404],
      [otherRenter, 'GET', `/trio/rental-applications/${id}/apply-again`, undefined, 404],
      [
        otherRenter,
        'POST',
        '/trio/rental-applications/apply',
        { formData: form(), propertyId, userId: renter.user.uid },
        403,
      ],
      [otherManager, 'GET', `/trio/rental-applications/property-manager/${manager.managerId}`, undefined, 403],
      [otherManager, 'PUT', `/trio/rental-applications/${id}/review`, { action: 'reject' }, 404],
      [otherManager, 'PUT', `/trio/rental-applications/${id}/withdraw`, undefined, 404],
      [landlord, 'PUT', `/trio/rental-applications/${id}/review`, { action: 'reject' }, 404],
      [landlord, 'GET', `/trio/rental-applications/property-manager/${manager.managerId}`, undefined, 403],
      [landlord, 'GET', `/trio/users/${renter.user.uid}/rentalApplications`, undefined, 403],
      [landlord, 'GET', `/trio/rental-applications/${id}/apply-again`, undefined, 404],
      [renter, 'PUT', `/trio/rental-applications/${id}/review`, { action: 'reject' }, 403],
      [renter, 'GET', `/trio/rental-applications/property-manager/${manager.managerId}`, undefined, 403],
      [manager, 'PUT', `/trio/rental-applications/${id}/withdraw`, undefined, 403],
      [manager, 'GET', `/trio/rental-applications/${id}/apply-again`, undefined, 403],
      [manager, 'GET', `/trio/users/${renter.user.uid}/rentalApplications`, undefined, 403],
    ];
    for (const [who, method, path, body, status] of refusals) {
      const answer = await who.client.call(method, path, body === undefined ? {} : { body });
      expect([who.user.email, method, path, answer.status]).toEqual([who.user.email, method, path, status]);
      expect(answer.headers.get('content-type')).toContain('application/problem+json');
    }
    // The landlord and the manager cannot apply to their own property.
    expect(await apply(landlord, propertyId)).toMatchObject({ status: 409, body: { code: 'OWN_PROPERTY' } });
    expect(await apply(manager, propertyId)).toMatchObject({ status: 409, body: { code: 'OWN_PROPERTY' } });
    expect(
      await renter.client.call('GET', '/trio/rental-applications/eligibility/000000000000000000000000'),
    ).toMatchObject({
      status: 404,
    });
  }, 120_000);

  it('withdraw, then expiry (30 days unanswered) and Apply Again', async () => {
    const propertyId = await listProperty();
    const first = await apply(otherRenter, propertyId);
    expect(first.status).toBe(200);
    const withdrawn = await otherRenter.client.call<RentalApplication>(
      'PUT',
      `/trio/rental-applications/${first.body._id}/withdraw`,
    );
    expect(withdrawn.body).toMatchObject({ status: 'withdrawn', expiresAt: null });
    expect(await otherRenter.client.call('PUT', `/trio/rental-applications/${first.body._id}/withdraw`)).toMatchObject({
      status: 409,
      body: { code: 'INVALID_TRANSITION' },
    });

    // The slot is free again: a new application, which nobody answers.
    const second = await apply(otherRenter, propertyId, form({ panAdhaar: 'ABCPE1234F' }));
    expect(second.status).toBe(200);
    const expiresAt = new Date(second.body.expiresAt!);
    expect(expiresAt.getTime() - new Date(second.body.createdAt).getTime()).toBe(30 * 86_400_000);
    // Expiry as of a moment (the job's work with an injected time): a second early, nothing happens to it.
    const statusOf = async (id: string) =>
      (await stack.services.applications.db.collection('applications').findOne({ _id: id as never }))?.status;
    const early = stack.services.applications.ops([
      'expire',
      '--now',
      new Date(expiresAt.getTime() - 1000).toISOString(),
    ]);
    expect(early.status).toBe(0);
    expect(await statusOf(second.body._id)).toBe('pending');
    const due = stack.services.applications.ops(['expire', '--now', expiresAt.toISOString()]);
    expect([due.status, due.stdout]).toEqual([0, expect.stringMatching(/expired [1-9]\d* application/)]);
    expect(await statusOf(second.body._id)).toBe('expired');

    const mine = await otherRenter.client.call<MyApplications>(
      'GET',
      `/trio/users/${otherRenter.user.uid}/rentalApplications`,
    );
    expect(mine.body.rentalApplications.map((a) => [a._id, a.status])).toEqual([
      [second.body._id, 'expired'],
      [first.body._id, 'withdrawn'],
    ]);
    const again = await otherRenter.client.call<ApplyAgain>(
      'GET',
      `/trio/rental-applications/${second.body._id}/apply-again`,
    );
    expect(again.body).toMatchObject({
      propertyId,
      fromApplicationId: second.body._id,
      panAdhaarHint: 'XXXXXX234F',
      formData: { firstName: 'Asha', panAdhaar: '', leasePeriod: '11 months', numPeople: 2, phone: '+919845012345' },
    });
    expect(
      await otherRenter.client.call('GET', `/trio/rental-applications/${first.body._id}/apply-again`),
    ).toMatchObject({ status: 409, body: { code: 'INVALID_TRANSITION' } });
    const third = await apply(otherRenter, propertyId, { ...again.body.formData, panAdhaar: 'ABCPE1234F' });
    expect(third.body).toMatchObject({ status: 'pending' });
  }, 120_000);

  it('refuses every invalid field with 400 VALIDATION_FAILED naming it', async () => {
    const propertyId = await listProperty();
    const cases: [string, unknown][] = [
      ['firstName', ''],
      ['lastName', undefined],
      ['phone', '12345'],
      ['phone', '5845012345'],
      ['address', ' '],
      ['panAdhaar', 'ABCDE1234F'],
      ['panAdhaar', '123456789012'],
      ['panAdhaar', wrongCheckDigit(uniqueAadhaar())],
      ['moveInDate', addMonthsToDate(today, -1)],
      ['moveInDate', addMonthsToDate(today, 7)],
      ['moveInDate', 'soon'],
      ['leasePeriod', '0 months'],
      ['leasePeriod', 37],
      ['numPeople', 0],
      ['numPeople', 11],
    ];
    for (const [field, value] of cases) {
      const formData: Record<string, unknown> = form({ [field]: value });
      if (value === undefined) delete formData[field];
      const answer = await apply(renter, propertyId, formData as ReturnType<typeof form>);
      const fields = (answer.body as unknown as { errors?: { field: string }[] }).errors?.map((e) => e.field);
      expect([field, value, answer.status, (answer.body as unknown as { code: string }).code]).toEqual([
        field,
        value,
        400,
        'VALIDATION_FAILED',
      ]);
      expect([field, value, fields]).toEqual([field, value, expect.arrayContaining([`formData.${field}`])]);
    }
    const empty = await renter.client.call<{ errors: { field: string }[] }>('POST', '/trio/rental-applications/apply', {
      body: { formData: {}, propertyId },
    });
    expect(empty.body.errors.map((e) => e.field).sort()).toEqual(
      ['address', 'firstName', 'lastName', 'leasePeriod', 'moveInDate', 'numPeople', 'panAdhaar', 'phone']
        .map((f) => `formData.${f}`)
        .sort(),
    );
    // "11 months" and a number are both a lease period.
    expect((await apply(renter, propertyId, form({ leasePeriod: 12 }))).status).toBe(200);
  }, 120_000);

  it('50 concurrent identical submissions create exactly one application; no full Aadhaar is stored', async () => {
    const propertyId = await listProperty();
    const person = await signUp(stack);
    const aadhaar = uniqueAadhaar();
    const formData = form({ panAdhaar: aadhaar });
    // The service takes a few at once and answers the rest of such a burst 503 OVERLOADED with retry-after (the kit's
    // overload guard); each client sends again after the wait, as a real one would.
    const applyUntilAnswered = async () => {
      for (;;) {
        const answer = await apply(person, propertyId, formData);
        if (answer.status !== 503) return answer;
        expect((answer.body as unknown as { code: string }).code).toBe('OVERLOADED');
        await new Promise((resolve) => setTimeout(resolve, Number(answer.headers.get('retry-after')) * 1000));
      }
    };
    const answers = await Promise.all(Array.from({ length: 50 }, applyUntilAnswered));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(
      answers
        .filter((a) => a.status === 409)
        .every((a) => (a.body as unknown as { code: string }).code === 'APPLICATION_EXISTS'),
    ).toBe(true);
    const db = stack.services.applications.db;
    expect(await db.collection('applications').countDocuments({ applicantId: person.user._id, propertyId })).toBe(1);

    // The same number from another account is flagged to the manager.
    const twin = await signUp(stack);
    expect(
      (
        await apply(
          twin,
          propertyId,
          form({ panAdhaar: `${aadhaar.slice(0, 4)} ${aadhaar.slice(4, 8)} ${aadhaar.slice(8)}` }),
        )
      ).status,
    ).toBe(200);
    const grouped = await manager.client.call<ManagerApplications>(
      'GET',
      `/trio/rental-applications/property-manager/${manager.managerId}`,
    );
    const flagged = grouped.body.applicationsByProperty[propertyId]!.applications;
    expect(flagged.map((a) => a.possibleDuplicate)).toEqual([true, true]);

    // Nothing in the service's database holds a full identity number (documents, outboxes, slots, projections).
    for (const { name } of await db.listCollections()) {
      const text = JSON.stringify(await db.collection(name).find({}).toArray());
      expect([name, text.includes(aadhaar)]).toEqual([name, false]);
      expect([name, text.includes('ABCPE1234F')]).toEqual([name, false]);
    }
  }, 120_000);
});
