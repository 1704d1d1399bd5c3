import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROPERTY_LET_NOTE } from '@trio/contracts/events/applications';
import { paymentCaptured } from '@trio/contracts/events/payments';
import { fixtureFor } from '@trio/contracts/fixtures';
import {
  addMonthsToDate,
  todayInIndia,
  type Lease,
  type ManagedLeases,
  type MyApplications,
  type MyLeases,
  type RentalApplication,
} from '@trio/contracts/http/applications';
import type { RentLedger } from '@trio/contracts/http/payments';
import { monthlyRentTotalPaise } from '@trio/contracts/money';
import { createKafka } from '@trio/service-kit/events';
import { uniqueAadhaar } from '@trio/service-kit/testing/unique';
import { ApiClient, eventually } from './support/client';
import { makeManager, signUp, type SignedIn } from './support/people';
import { startStack, type Stack } from './support/stack';

const listing = {
  propertyAddress: {
    street: '18, 3rd Cross, Jayanagar 4th Block',
    city: 'Bengaluru',
    state: 'Karnataka',
    zipCode: '560011',
  },
  description: 'Airy 2 BHK with a balcony',
  type: 'apartment',
  rentAmount: 25_000,
  bedrooms: 2,
  bathrooms: 2,
  nearbyLandmarks: 'Jayanagar Shopping Complex',
  leaseType: 'Year-long',
  images: [],
};

/**
 * Issue 13, leases through the gateway: an approved application's captured payment (published on the stack's
 * payments.payment topic as the payments service publishes it) makes the lease; the Renters Hub reads it; the other
 * applicant is closed; the home leaves default search; the agreement PDF; authorisation over every lease route.
 */
describe('leases through the gateway', () => {
  let stack: Stack;
  let landlord: SignedIn;
  let otherLandlord: SignedIn;
  let manager: SignedIn & { managerId: string };
  let otherManager: SignedIn;
  let renter: SignedIn;
  let otherRenter: SignedIn;
  /** The lease the first test makes (the second renews it and gives notice). */
  let made: Lease | undefined;
  const today = todayInIndia(new Date());
  const moveInDate = addMonthsToDate(today, 1);

  const form = (firstName: string, lastName: string) => ({
    firstName,
    lastName,
    phone: '+91 98450 12345',
    address: '12 MG Road, Bengaluru 560001',
    panAdhaar: uniqueAadhaar(),
    moveInDate,
    leasePeriod: '11 months',
    numPeople: 3,
  });

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

  const apply = (who: SignedIn, propertyId: string, formData: ReturnType<typeof form>) =>
    who.client.call<RentalApplication>('POST', '/trio/rental-applications/apply', { body: { formData, propertyId } });

  /** The captured initial payment, as the payments service publishes it. */
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
    const producer = createKafka('leases-e2e', stack.usersEnv.KAFKA_BROKERS!.split(',')).producer();
    await producer.connect();
    try {
      for (let i = 0; i < 3; i += 1) {
        await producer.send({
          topic: stack.topicPrefix + paymentCaptured.topic,
          messages: [{ key: paymentId, value: JSON.stringify(event) }],
        });
      }
    } finally {
      await producer.disconnect();
    }
  }

  /** The PDF's text, by poppler's pdftotext. */
  function pdfText(bytes: Buffer): string {
    const dir = mkdtempSync(join(tmpdir(), 'lease-pdf-'));
    try {
      const file = join(dir, 'agreement.pdf');
      writeFileSync(file, bytes);
      return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  const download = (who: SignedIn | undefined, leaseId: string) =>
    fetch(`${stack.gatewayUrl}/trio/leases/${leaseId}/agreement.pdf`, {
      headers: who?.client.accessToken ? { authorization: `Bearer ${who.client.accessToken}` } : {},
    });

  beforeAll(async () => {
    stack = await startStack();
    landlord = await signUp(stack, { firstName: 'Asha', lastName: 'Rao' });
    [renter, otherRenter] = [await signUp(stack), await signUp(stack)];
    const m = await signUp(stack);
    manager = { ...m, managerId: await makeManager(stack, m, 'Priya Nair') };
    await eventually(async () =>
      (await stack.propertiesDb.collection('managers').countDocuments({ _id: manager.managerId as never })) === 1
        ? true
        : undefined,
    );
    otherLandlord = await signUp(stack);
  }, 120_000);
  afterAll(() => stack?.close(), 120_000);

  it('a captured payment makes one lease: Renters Hub, others closed, out of search, PDF, authorisation', async () => {
    const propertyId = await listProperty(landlord);
    await listProperty(otherLandlord);
    const o = await signUp(stack);
    await makeManager(stack, o, 'Arjun Mehta');
    otherManager = o;

    const applied = await apply(renter, propertyId, form('Rohan', 'Kulkarni'));
    expect(applied.status).toBe(200);
    const other = await apply(otherRenter, propertyId, form('Kavya', 'Iyer'));
    expect(other.status).toBe(200);
    const approved = await manager.client.call<RentalApplication>(
      'PUT',
      `/trio/rental-applications/${applied.body._id}/review`,
      { body: { action: 'approve' } },
    );
    expect(approved.body.status).toBe('approved');

    const searchIds = async () => {
      const found = await renter.client.call<{ properties: { _id: string }[] }>(
        'GET',
        '/trio/properties/search?query=Jayanagar',
      );
      return found.status === 200 ? found.body.properties.map((p) => p._id) : [];
    };
    // Searchable while available (so its absence later means something).
    await eventually(async () => ((await searchIds()).includes(propertyId) ? true : undefined), 30_000);

    await publishCaptured(approved.body, renter, '6a1f0c2e4b0a1b2c3d4ef001');

    const leases = await eventually(async () => {
      const answer = await renter.client.call<MyLeases>('GET', `/trio/users/${renter.user.uid}/leases`);
      return answer.status === 200 && answer.body.leases.length > 0 ? answer.body.leases : undefined;
    }, 30_000);
    expect(leases).toHaveLength(1);
    const lease = leases[0]!;
    made = lease;
    expect(lease).toMatchObject({
      applicationId: applied.body._id,
      propertyId,
      tenantId: renter.user._id,
      tenant: { name: 'Rohan Kulkarni', phone: '+919845012345' },
      startDate: moveInDate,
      moveInDate,
      endDate: addMonthsToDate(moveInDate, 11),
      leaseMonths: 11,
      leasePeriod: '11 months',
      rentPaise: 2_500_000,
      rentAmount: 25_000,
      rentLabel: '₹25,000',
      depositPaise: 3_750_000,
      securityDeposit: 37_500,
      depositLabel: '₹37,500',
      numPeople: 3,
      status: 'active',
      paymentStatus: 'completed',
      agreementUrl: `/trio/leases/${lease._id}/agreement.pdf`,
      property: { _id: propertyId, bedrooms: 2, bathrooms: 2, type: 'apartment' },
      // Issue 30: nothing offered, no notice, the default notice period; not ending soon (11 months ahead).
      endingSoon: false,
      noticeMonths: 1,
      rentPeriods: [{ from: moveInDate, rentPaise: 2_500_000, rentLabel: '₹25,000' }],
      renewalOffer: null,
      notice: null,
      // A month from today is the start date: the first move-out date is the day after it.
      earliestMoveOutDate: new Date(Date.parse(`${moveInDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
    });
    // By user id too; the hub's confirmed rental; the other applicant closed with the note.
    const byId = await renter.client.call<MyLeases>('GET', `/trio/users/${renter.user._id}/leases`);
    expect(byId.body.leases.map((l) => l._id)).toEqual([lease._id]);
    const mine = await eventually(async () => {
      const answer = await renter.client.call<MyApplications>(
        'GET',
        `/trio/users/${renter.user.uid}/rentalApplications`,
      );
      const [first] = answer.body.rentalApplications;
      return first?.displayStatus === 'rental_confirmed' ? first : undefined;
    });
    expect(mine).toMatchObject({ status: 'approved', paymentStatus: 'completed' });
    const closed = await eventually(async () => {
      const answer = await otherRenter.client.call<MyApplications>(
        'GET',
        `/trio/users/${otherRenter.user.uid}/rentalApplications`,
      );
      const [first] = answer.body.rentalApplications;
      return first?.status === 'rejected' ? first : undefined;
    });
    expect(closed.reviewNotes).toBe(PROPERTY_LET_NOTE);

    // The home is occupied and leaves the default search.
    await eventually(async () => (!(await searchIds()).includes(propertyId) ? true : undefined), 30_000);

    // The landlord and the manager see it among the leases they own / manage; a stranger sees none.
    for (const who of [landlord, manager]) {
      const managed = await who.client.call<ManagedLeases>('GET', '/trio/leases/managed');
      expect(managed.body.leases.map((l) => l._id)).toEqual([lease._id]);
    }
    expect((await otherRenter.client.call<ManagedLeases>('GET', '/trio/leases/managed')).body.leases).toEqual([]);

    // The agreement, as its tenant downloads it.
    const pdf = await download(renter, lease._id);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`lease-agreement-${lease._id}.pdf`);
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('LEAVE AND LICENCE AGREEMENT');
    expect(text).toMatch(/Licensor \(owner\): Asha Rao/);
    expect(text).toMatch(/Licensee: Rohan Kulkarni/);
    expect(text).toContain('₹25,000');
    expect(text).toContain('₹37,500');
    expect(text).toContain('11 months');
    const long = (date: string) =>
      new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
    expect(text).toContain(`Start date: ${long(lease.startDate)}`);
    // The licence's last day is the day before the lease's end date (a term after the start), stated once.
    const lastDay = new Date(Date.parse(`${lease.endDate}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(text).toContain(`End date: ${long(lastDay)}`);
    expect(text).not.toContain(long(lease.endDate));

    // Authorisation: the tenant, the landlord and the manager of this lease; others 404; visitors 401.
    for (const who of [renter, landlord, manager]) {
      expect([who.user.email, (await who.client.call<Lease>('GET', `/trio/leases/${lease._id}`)).status]).toEqual([
        who.user.email,
        200,
      ]);
      expect([who.user.email, (await download(who, lease._id)).status]).toEqual([who.user.email, 200]);
    }
    for (const who of [otherRenter, otherManager, otherLandlord]) {
      const one = await who.client.call('GET', `/trio/leases/${lease._id}`);
      expect([who.user.email, one.status, (one.body as { code?: string }).code]).toEqual([
        who.user.email,
        404,
        'NOT_FOUND',
      ]);
      const file = await download(who, lease._id);
      expect([who.user.email, file.status, file.headers.get('content-type')]).toEqual([
        who.user.email,
        404,
        expect.stringContaining('application/problem+json'),
      ]);
    }
    const anonymous = new ApiClient(stack.gatewayUrl);
    for (const path of [
      `/trio/leases/${lease._id}`,
      `/trio/leases/${lease._id}/agreement.pdf`,
      `/trio/users/${renter.user.uid}/leases`,
      '/trio/leases/managed',
    ]) {
      expect([path, (await anonymous.call('GET', path)).status]).toEqual([path, 401]);
    }
    expect((await otherRenter.client.call('GET', `/trio/users/${renter.user.uid}/leases`)).status).toBe(403);
    expect((await landlord.client.call('GET', `/trio/users/${renter.user.uid}/leases`)).status).toBe(403);
    expect((await renter.client.call('GET', '/trio/leases/000000000000000000000000')).status).toBe(404);
    expect((await renter.client.call('GET', '/trio/leases/not-a-lease-id/agreement.pdf')).status).toBe(404);
  }, 180_000);

  /**
   * Issue 30 over HTTP: the manager offers a renewal, the tenant declines it; a second offer is accepted and the same
   * lease runs on (new end date and rent, a new agreement, the payments ledger continuing with the new rent from the
   * old end date); then the tenant gives notice. Refusals on the way. (Time-bound steps, the ending-soon event and
   * the lease ending on its move-out date, are in services/applications/test/lease-renewal.int-spec.ts, with a clock.)
   */
  it('renews the same lease on an accepted offer, keeps a declined one, and takes a notice', async () => {
    const lease = made!;
    expect(lease).toBeDefined();
    const path = (tail: string) => `/trio/leases/${lease._id}/${tail}`;
    const codeOf = (answer: { status: number; body: unknown }) => [
      answer.status,
      (answer.body as { code?: string }).code,
    ];
    const newEnd = addMonthsToDate(lease.endDate, 12);

    // Who may offer: the manager only (the tenant and the landlord 403; anyone else 404, a visitor 401).
    const offer = { endDate: newEnd, rentPaise: 2_625_000 };
    expect(codeOf(await renter.client.call('POST', path('renewal-offer'), { body: offer }))).toEqual([
      403,
      'FORBIDDEN',
    ]);
    expect(codeOf(await landlord.client.call('POST', path('renewal-offer'), { body: offer }))).toEqual([
      403,
      'FORBIDDEN',
    ]);
    for (const who of [otherManager, otherRenter, otherLandlord]) {
      expect(codeOf(await who.client.call('POST', path('renewal-offer'), { body: offer }))).toEqual([404, 'NOT_FOUND']);
    }
    expect((await new ApiClient(stack.gatewayUrl).call('POST', path('renewal-offer'), { body: offer })).status).toBe(
      401,
    );
    // Terms the rules refuse: not after the current end, more than 50 % more, beyond 36 months in all.
    for (const bad of [
      { endDate: lease.endDate, rentPaise: 2_625_000 },
      { endDate: newEnd, rentPaise: 3_750_001 },
      { endDate: addMonthsToDate(lease.startDate, 37), rentPaise: 2_625_000 },
    ]) {
      expect(codeOf(await manager.client.call('POST', path('renewal-offer'), { body: bad }))).toEqual([
        422,
        'RENEWAL_TERMS_INVALID',
      ]);
    }
    expect(codeOf(await manager.client.call('POST', path('renewal-offer'), { body: { endDate: 'soon' } }))).toEqual([
      400,
      'VALIDATION_FAILED',
    ]);
    expect(codeOf(await renter.client.call('POST', path('renewal-offer/accept')))).toEqual([409, 'NO_RENEWAL_OFFER']);

    // Offered (the increase computed by the server, whatever the client says), then declined.
    const offered = await manager.client.call<Lease>('POST', path('renewal-offer'), {
      body: { ...offer, increasePaise: 1, increasePercent: 99 },
    });
    expect(offered.status).toBe(200);
    expect(offered.body.renewalOffer).toMatchObject({
      endDate: newEnd,
      rentPaise: 2_625_000,
      rentLabel: '₹26,250',
      increasePaise: 125_000,
      increaseLabel: '₹1,250',
      increasePercent: 5,
      status: 'offered',
      answeredAt: null,
    });
    const seen = await renter.client.call<Lease>('GET', `/trio/leases/${lease._id}`);
    expect(seen.body.renewalOffer?.status).toBe('offered');
    expect(codeOf(await manager.client.call('POST', path('renewal-offer/decline')))).toEqual([403, 'FORBIDDEN']);
    const declined = await renter.client.call<Lease>('POST', path('renewal-offer/decline'));
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ endDate: lease.endDate, rentPaise: 2_500_000 });
    expect(declined.body.renewalOffer).toMatchObject({ status: 'declined', answeredAt: expect.any(String) });
    expect(codeOf(await renter.client.call('POST', path('renewal-offer/decline')))).toEqual([409, 'NO_RENEWAL_OFFER']);

    // A second offer (+10 %), accepted: the same lease to the new end date, the new rent from the old end date.
    expect(
      (await manager.client.call('POST', path('renewal-offer'), { body: { endDate: newEnd, rentPaise: 2_750_000 } }))
        .status,
    ).toBe(200);
    const accepted = await renter.client.call<Lease>('POST', path('renewal-offer/accept'));
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      _id: lease._id,
      startDate: lease.startDate,
      endDate: newEnd,
      leaseMonths: 23,
      rentPaise: 2_750_000,
      rentLabel: '₹27,500',
      depositPaise: 3_750_000,
      rentPeriods: [
        { from: lease.startDate, rentPaise: 2_500_000, rentLabel: '₹25,000' },
        { from: lease.endDate, rentPaise: 2_750_000, rentLabel: '₹27,500' },
      ],
      renewalOffer: { status: 'accepted', increasePercent: 10, increaseLabel: '₹2,500' },
    });
    const mine = await renter.client.call<MyLeases>('GET', `/trio/users/${renter.user.uid}/leases`);
    expect(mine.body.leases.map((l) => [l._id, l.endDate])).toEqual([[lease._id, newEnd]]);

    // The landlord's kept leases are read again after the renewal's event (their dashboard's answer is cached).
    await eventually(async () => {
      const answer = await landlord.client.call<ManagedLeases>('GET', '/trio/leases/managed');
      return answer.body.leases[0]?.endDate === newEnd ? true : undefined;
    }, 30_000);

    // The payments ledger continues (the first month still paid), the new months at the new rent.
    const ledger = await eventually(async () => {
      const answer = await renter.client.call<RentLedger>('GET', `/trio/payments/ledger/${lease._id}`);
      return answer.status === 200 && answer.body.endDate === newEnd ? answer.body : undefined;
    }, 30_000);
    expect(ledger.items).toHaveLength(23);
    expect(ledger.items[0]).toMatchObject({ status: 'paid', amountPaise: monthlyRentTotalPaise(2_500_000) });
    expect(ledger.items[10]).toMatchObject({ amountPaise: monthlyRentTotalPaise(2_500_000) });
    expect(ledger.items[11]).toMatchObject({
      dueDate: lease.endDate,
      amountPaise: monthlyRentTotalPaise(2_750_000),
    });

    // The new agreement: the new end date, the fee from the renewal.
    const long = (date: string) =>
      new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
    const renewedPdf = await download(renter, lease._id);
    expect(renewedPdf.status).toBe(200);
    const text = pdfText(Buffer.from(await renewedPdf.arrayBuffer()));
    const lastDay = new Date(Date.parse(`${newEnd}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(text).toContain(`End date: ${long(lastDay)}`);
    expect(text).toContain(`₹27,500 from ${long(lease.endDate)} (₹25,000 before)`);
    expect(text).toContain('Notice period: 1 month');

    // Notice: not after the start → 422; the landlord 403, strangers 404; the tenant's is taken.
    // The lease starts a month from today: a move-out on its start date is refused (the notice-period rule itself
    // is told apart in the unit and service tests, whose clock can sit inside a lease).
    const tooSoon = lease.startDate;
    expect(codeOf(await renter.client.call('POST', path('notice'), { body: { moveOutDate: tooSoon } }))).toEqual([
      422,
      'MOVE_OUT_DATE_INVALID',
    ]);
    const moveOutDate = addMonthsToDate(today, 3);
    const notice = { moveOutDate, reason: 'Moving to Pune for work' };
    expect(codeOf(await landlord.client.call('POST', path('notice'), { body: notice }))).toEqual([403, 'FORBIDDEN']);
    for (const who of [otherManager, otherRenter]) {
      expect(codeOf(await who.client.call('POST', path('notice'), { body: notice }))).toEqual([404, 'NOT_FOUND']);
    }
    const given = await renter.client.call<Lease>('POST', path('notice'), { body: notice });
    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({
      endDate: moveOutDate,
      notice: { givenBy: 'tenant', moveOutDate, reason: 'Moving to Pune for work' },
      earliestMoveOutDate: null,
    });
    // One notice per lease; no renewal once notice is given.
    expect(codeOf(await manager.client.call('POST', path('notice'), { body: notice }))).toEqual([
      409,
      'NOTICE_ALREADY_GIVEN',
    ]);
    expect(
      codeOf(
        await manager.client.call('POST', path('renewal-offer'), {
          body: { endDate: addMonthsToDate(newEnd, 1), rentPaise: 2_750_000 },
        }),
      ),
    ).toEqual([409, 'LEASE_NOT_RENEWABLE']);
    // The ledger stops at the move-out date.
    await eventually(async () => {
      const answer = await renter.client.call<RentLedger>('GET', `/trio/payments/ledger/${lease._id}`);
      return answer.status === 200 && answer.body.endDate === moveOutDate ? true : undefined;
    }, 30_000);
  }, 180_000);
});
