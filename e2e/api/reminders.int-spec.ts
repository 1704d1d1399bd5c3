import { randomUUID } from 'node:crypto';
import { addMonthsToDate, todayInIndia, type RentalApplication } from '@trio/contracts/http/applications';
import type { LeaseReminderRecord, SendReminderAnswer } from '@trio/contracts/http/notifications';
import { paymentCaptured, rentLateFeeWaived, rentOverdue } from '@trio/contracts/events/payments';
import { fixtureFor } from '@trio/contracts/fixtures';
import { createKafka } from '@trio/service-kit/events';
import { readCapturedMail, uniqueAadhaar } from '@trio/service-kit/testing';
import { ApiClient, eventually } from './support/client';
import { makeManager, signUp, type SignedIn } from './support/people';
import { collectionScans, recordStackQueries } from './support/query-plans';
import { startStack, type Stack } from './support/stack';

const listing = {
  propertyAddress: {
    street: '7, 5th Main, Koramangala 4th Block',
    city: 'Bengaluru',
    state: 'Karnataka',
    zipCode: '560034',
  },
  description: 'Sunny 2 BHK near the park',
  type: 'apartment',
  rentAmount: 30_000,
  bedrooms: 2,
  bathrooms: 2,
  nearbyLandmarks: 'Forum Mall',
  leaseType: 'Year-long',
  images: [],
};

/**
 * Issue 15, the Property Manager Hub's payment reminders through the gateway: a lease (made from a captured payment,
 * as payments publishes it) whose rent payments reports overdue shows on its manager's list with its days past due;
 * the manager sends a reminder, the tenant's e-mail arrives at the SMTP capture, a second within the hour is 429;
 * every other caller (another manager, the landlord, the tenant, anonymous) is refused on both routes.
 */
describe('payment reminders through the gateway', () => {
  let stack: Stack;
  /** Every collection call the services make here (the last test checks their plans). */
  const queries = recordStackQueries(() => stack);
  let landlord: SignedIn;
  let manager: SignedIn & { managerId: string };
  let otherManager: SignedIn & { managerId: string };
  let tenant: SignedIn;
  const anonymous = () => new ApiClient(stack.gatewayUrl);

  async function publish(topic: string, key: string, event: unknown): Promise<void> {
    const producer = createKafka('reminders-e2e', stack.usersEnv.KAFKA_BROKERS!.split(',')).producer();
    await producer.connect();
    try {
      await producer.send({ topic: stack.topicPrefix + topic, messages: [{ key, value: JSON.stringify(event) }] });
    } finally {
      await producer.disconnect();
    }
  }

  beforeAll(async () => {
    // No make-up fire of the day's reminders: the test sends the first one by hand.
    stack = await startStack({ notifications: { REMINDER_CATCH_UP_DELAY_MS: '0' } });
    landlord = await signUp(stack, { firstName: 'Asha', lastName: 'Rao' });
    tenant = await signUp(stack, { firstName: 'Rohan', lastName: 'Kulkarni' });
    const m = await signUp(stack, { firstName: 'Priya', lastName: 'Nair' });
    manager = { ...m, managerId: await makeManager(stack, m, 'Priya Nair') };
    await eventually(async () =>
      (await stack.propertiesDb.collection('managers').countDocuments({ _id: manager.managerId as never })) === 1
        ? true
        : undefined,
    );
    const o = await signUp(stack);
    otherManager = { ...o, managerId: await makeManager(stack, o, 'Arjun Mehta') };
  }, 180_000);
  afterAll(() => stack?.close());

  it('lists the overdue lease, sends one reminder an hour to its tenant, refuses everyone else', async () => {
    // A home, its lease: listed by the landlord, approved by the manager, applied for, approved, paid.
    const submitted = await landlord.client.call<{ _id: string }>('POST', '/trio/propertyListingRequest', {
      body: listing,
    });
    expect(submitted.status).toBe(201);
    const propertyId = submitted.body._id;
    const listed = await manager.client.call('PUT', `/trio/propertyListingRequest/${propertyId}/review`, {
      body: { action: 'approve' },
    });
    expect(listed.status).toBe(200);
    await eventually(
      async () =>
        (await stack.services.applications.db.collection('properties').countDocuments({ _id: propertyId as never })) ===
        1
          ? true
          : undefined,
      30_000,
    );
    const applied = await tenant.client.call<RentalApplication>('POST', '/trio/rental-applications/apply', {
      body: {
        propertyId,
        formData: {
          firstName: 'Rohan',
          lastName: 'Kulkarni',
          phone: '+91 98450 12345',
          address: '12 MG Road, Bengaluru 560001',
          panAdhaar: uniqueAadhaar(),
          moveInDate: addMonthsToDate(todayInIndia(new Date()), 1),
          leasePeriod: '11 months',
          numPeople: 2,
        },
      },
    });
    expect(applied.status).toBe(200);
    const approved = await manager.client.call<RentalApplication>(
      'PUT',
      `/trio/rental-applications/${applied.body._id}/review`,
      { body: { action: 'approve' } },
    );
    expect(approved.status).toBe(200);
    const paymentId = '6a1f0c2e4b0a1b2c3d4efa01';
    const captured = fixtureFor('payments.payment.captured.v1');
    await publish(paymentCaptured.topic, paymentId, {
      ...captured,
      id: randomUUID(),
      aggregateId: paymentId,
      data: {
        ...captured.data,
        paymentId,
        paymentType: 'initial',
        applicationId: applied.body._id,
        leaseId: null,
        month: null,
        propertyId,
        payerId: tenant.user._id,
        payer: { firstName: 'Rohan', lastName: 'Kulkarni', email: tenant.user.email },
      },
    });
    const lease = await eventually(
      async () =>
        (await stack.services.notifications.db.collection<{ _id: string }>('leases').findOne({ propertyId })) ??
        undefined,
      30_000,
    );
    const leaseId = lease._id;

    // Payments reports this month's rent 10 days overdue.
    const dueDate = todayInIndia(new Date(Date.now() - 10 * 86_400_000));
    const overdue = fixtureFor('payments.rent.overdue.v1');
    const overdueNotice = {
      ...overdue,
      id: randomUUID(),
      aggregateId: leaseId,
      aggregateVersion: 1,
      data: {
        ...overdue.data,
        leaseId,
        month: dueDate.slice(0, 7),
        dueDate,
        amountPaise: 3_060_000,
        rentPaise: 3_000_000,
        daysPastDue: 10,
        // Its late fee, charged with this notice: 2 % of ₹30,000.
        lateFeePaise: 60_000,
        tenantId: tenant.user._id,
        tenant: { firstName: 'Rohan', lastName: 'Kulkarni', email: tenant.user.email },
        propertyId,
        managerId: manager.managerId,
      },
    };
    await publish(rentOverdue.topic, leaseId, overdueNotice);

    const listPath = (managerId: string) => `/trio/property-manager/${managerId}/leases-reminders`;
    const records = await eventually(async () => {
      const answer = await manager.client.call<LeaseReminderRecord[]>('GET', listPath(manager.managerId));
      expect(answer.status).toBe(200);
      return answer.body[0]?.daysPastDue === 10 ? answer.body : undefined;
    }, 30_000);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      leaseId,
      propertyId,
      property: { bedrooms: 2, bathrooms: 2, type: 'apartment', address: { city: 'Bengaluru', zipCode: '560034' } },
      tenant: { firstName: 'Rohan', lastName: 'Kulkarni', email: tenant.user.email, phone: '+919845012345' },
      daysPastDue: 10,
      badge: 'danger',
      unpaid: {
        dueDate,
        amountLabel: '₹30,600',
        unpaidMonths: 1,
        // What is owed counts the late fee, shown with why.
        totalLabel: '₹31,200',
        lateFee: {
          label: '₹600',
          status: 'charged',
          reason: expect.stringMatching(/^Late fee: rent for .+ unpaid 7 days after its due date/),
          note: null,
          // The lease's days (its agreement's default terms), which the board's text says.
          afterDays: 7,
        },
      },
      remindersSent: 0,
      nthReminder: 1,
      reminders: [],
    });

    // Who may read the list: only the manager, for their own id.
    const listMatrix: [string, ApiClient, string, number][] = [
      ['another manager, this manager’s id', otherManager.client, manager.managerId, 403],
      ['the landlord', landlord.client, manager.managerId, 403],
      ['the tenant', tenant.client, manager.managerId, 403],
      ['anonymous', anonymous(), manager.managerId, 401],
    ];
    for (const [who, client, id, status] of listMatrix) {
      const answer = await client.call('GET', listPath(id));
      expect([who, answer.status]).toEqual([who, status]);
    }
    const own = await otherManager.client.call<LeaseReminderRecord[]>('GET', listPath(otherManager.managerId));
    expect([own.status, own.body]).toEqual([200, []]);

    // Who may send: only the lease's manager.
    const sendPath = (id: string) => `/trio/property-manager/lease/${id}/send-reminder`;
    const sendMatrix: [string, ApiClient, number, string][] = [
      ['another manager', otherManager.client, 403, 'FORBIDDEN'],
      ['the landlord', landlord.client, 403, 'FORBIDDEN'],
      ['the tenant', tenant.client, 403, 'FORBIDDEN'],
      ['anonymous', anonymous(), 401, 'UNAUTHENTICATED'],
    ];
    for (const [who, client, status, code] of sendMatrix) {
      const answer = await client.call<{ code: string }>('POST', sendPath(leaseId));
      expect([who, answer.status, answer.body.code]).toEqual([who, status, code]);
    }
    const unknown = await manager.client.call<{ code: string }>('POST', sendPath('6a1f0c2e4b0a1b2c3d4e0000'));
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);

    const sent = await manager.client.call<SendReminderAnswer>('POST', sendPath(leaseId));
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      success: true,
      message: 'Reminder sent successfully!',
      reminder: { nth: 1, kind: 'manual', tone: 'firm' },
      record: { leaseId, remindersSent: 1, nthReminder: 2 },
    });
    expect(sent.body.reminder.message).toContain('Reminder 1: your rent of ₹30,600');
    expect(sent.body.reminder.message).toContain('is 10 days overdue');
    expect(sent.body.reminder.message).toContain('A late fee of ₹600 has been added to it');

    const mail = await readCapturedMail(
      (m) => m.to.some((to) => to.address === tenant.user.email) && /^Overdue rent \(reminder 1\)/.test(m.subject),
      30_000,
    );
    expect(mail.text).toContain('Hello Rohan,');
    expect(mail.text).toContain('Amount due: ₹30,600');
    expect(mail.text).toContain('Late fee (rent unpaid 7 days after its due date): ₹600');

    const again = await manager.client.call<{ code: string; retryAfterSeconds: number }>('POST', sendPath(leaseId));
    expect([again.status, again.body.code]).toEqual([429, 'REMINDER_TOO_SOON']);
    expect(again.body.retryAfterSeconds).toBeGreaterThan(3500);

    const after = await manager.client.call<LeaseReminderRecord[]>('GET', listPath(manager.managerId));
    expect(after.body[0]).toMatchObject({ remindersSent: 1, nthReminder: 2 });
    expect(after.body[0]!.reminders.map((r) => r.message)).toEqual([sent.body.reminder.message]);

    // The manager waives the fee (payments.rent.late-fee-waived.v1): the board shows it waived with the note and no
    // longer counts it; the overdue notice delivered again (an older version) changes nothing.
    const waived = fixtureFor('payments.rent.late-fee-waived.v1');
    await publish(rentLateFeeWaived.topic, leaseId, {
      ...waived,
      id: randomUUID(),
      aggregateId: leaseId,
      aggregateVersion: 2,
      data: {
        ...waived.data,
        leaseId,
        month: dueDate.slice(0, 7),
        dueDate,
        amountPaise: 3_060_000,
        rentPaise: 3_000_000,
        daysPastDue: 10,
        lateFeePaise: 60_000,
        note: 'Bank holiday delayed the transfer',
        tenantId: tenant.user._id,
        tenant: { firstName: 'Rohan', lastName: 'Kulkarni', email: tenant.user.email },
        propertyId,
        managerId: manager.managerId,
      },
    });
    const waivedRecord = await eventually(async () => {
      const answer = await manager.client.call<LeaseReminderRecord[]>('GET', listPath(manager.managerId));
      return answer.body[0]?.unpaid?.lateFee?.status === 'waived' ? answer.body[0] : undefined;
    }, 30_000);
    expect(waivedRecord.unpaid).toMatchObject({
      totalLabel: '₹30,600',
      lateFee: { label: '₹600', status: 'waived', note: 'Bank holiday delayed the transfer' },
    });
    await publish(rentOverdue.topic, leaseId, overdueNotice);
    await stack.settled();
    const still = await manager.client.call<LeaseReminderRecord[]>('GET', listPath(manager.managerId));
    expect(still.body[0]!.unpaid).toMatchObject({ totalLabel: '₹30,600', lateFee: { status: 'waived' } });
  });

  it('served every query of the reminders board, its sends and the rent notices from an index', async () => {
    expect({ scans: await collectionScans(stack, queries.stop()) }).toEqual({ scans: [] });
  });
});
