import { randomUUID } from 'node:crypto';
import { leaseCreated, leaseEnded } from '@trio/contracts/events/applications';
import { addMonthsToDate, todayInIndia, type RentalApplication } from '@trio/contracts/http/applications';
import type { LandlordDashboard } from '@trio/contracts/http/landlord';
import type { CreateOrderAnswer, Deposit, PaymentRecord } from '@trio/contracts/http/payments';
import { moveInCostsPaise } from '@trio/contracts/money';
import { createKafka } from '@trio/service-kit/events';
import { collectMessages, type CapturedMail } from '@trio/service-kit/testing';
import { uniqueAadhaar } from '@trio/service-kit/testing/unique';
import { eventually } from './support/client';
import { publishEvents } from './support/events';
import { signUp, type SignedIn } from './support/people';
import { startStack, type Stack } from './support/stack';

const razorpay = process.env.RAZORPAY_API_URL ?? 'http://127.0.0.1:7070';

async function standIn(method: string, path: string, body?: unknown) {
  const response = await fetch(`${razorpay}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const listing = {
  propertyAddress: { street: '7, 2nd Main, Malleshwaram', city: 'Bengaluru', state: 'Karnataka', zipCode: '560003' },
  description: 'Quiet 1 BHK near the market',
  type: 'apartment',
  rentAmount: 20_000,
  bedrooms: 1,
  bathrooms: 1,
  nearbyLandmarks: 'Malleshwaram 8th Cross',
  leaseType: 'Year-long',
  images: [],
};

/**
 * Issue 30, the security deposit at move-out through the gateway with the real services and the Razorpay stand-in:
 * a move-in paid at the stand-in, its lease; the lease reaches its end (its ended event, as applications publishes
 * it); the manager inspects, the renter disputes, the manager revises, the renter accepts, settle; the balance
 * comes back once as a partial refund of the move-in payment, which stays completed.
 */
describe('the security deposit through the gateway', () => {
  let stack: Stack;
  let landlord: SignedIn;
  let manager: SignedIn;
  let renter: SignedIn;
  let stranger: SignedIn;
  const today = todayInIndia(new Date());

  beforeAll(async () => {
    stack = await startStack();
    [landlord, renter, manager, stranger] = [
      await signUp(stack),
      await signUp(stack),
      await signUp(stack),
      await signUp(stack),
    ];
    expect(
      stack.usersOps(['add-manager', '--email', manager.user.email, '--name', 'Priya Nair', '--company', 'T']).status,
    ).toBe(0);
    await eventually(async () =>
      (await stack.propertiesDb.collection('managers').countDocuments({ email: manager.user.email })) === 1 &&
      (await stack.services.applications.db.collection('managers').countDocuments({})) >= 1
        ? true
        : undefined,
    );
  }, 180_000);
  afterAll(() => stack?.close());

  it('inspects from the end date, settles with the renter’s answers and refunds the balance once', async () => {
    // A home, an approved application and its move-in paid at the stand-in.
    const submitted = await landlord.client.call<{ _id: string }>('POST', '/trio/propertyListingRequest', {
      body: listing,
    });
    const propertyId = submitted.body._id;
    await manager.client.call('PUT', `/trio/propertyListingRequest/${propertyId}/review`, {
      body: { action: 'approve' },
    });
    const paymentsDb = stack.services.payments.db;
    await eventually(async () =>
      (await stack.services.applications.db.collection('properties').countDocuments({ _id: propertyId as never })) ===
        1 && (await paymentsDb.collection('properties').countDocuments({ _id: propertyId as never })) === 1
        ? true
        : undefined,
    );
    const applied = await renter.client.call<RentalApplication>('POST', '/trio/rental-applications/apply', {
      body: {
        formData: {
          firstName: 'Asha',
          lastName: 'Rao',
          phone: '+91 98450 12345',
          address: '12 MG Road, Bengaluru 560001',
          panAdhaar: uniqueAadhaar(),
          moveInDate: addMonthsToDate(today, 1),
          leasePeriod: '11 months',
          numPeople: 2,
        },
        propertyId,
      },
    });
    const applicationId = applied.body._id;
    await manager.client.call('PUT', `/trio/rental-applications/${applicationId}/review`, {
      body: { action: 'approve' },
    });
    await eventually(async () =>
      (await paymentsDb
        .collection('applications')
        .countDocuments({ _id: applicationId as never, status: 'approved' })) === 1
        ? true
        : undefined,
    );
    const order = await renter.client.call<CreateOrderAnswer>('POST', '/api/razorpay/create-order', {
      body: { applicationId },
    });
    expect(order.status).toBe(200);
    await standIn('POST', `/_stand-in/orders/${order.body.order.id}/webhook-url`, {
      url: `${stack.gatewayUrl}/api/razorpay/webhook`,
    });
    const paid = await standIn('POST', `/_stand-in/orders/${order.body.order.id}/pay`, {
      method: 'card',
      card: { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123', name: 'Asha Rao' },
      email: 'asha@example.in',
    });
    const triple = paid.json as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
    const success = await renter.client.call('POST', '/api/razorpay/payment-success', {
      body: {
        applicationId,
        paymentId: triple.razorpay_payment_id,
        orderId: triple.razorpay_order_id,
        signature: triple.razorpay_signature,
      },
    });
    expect(success.status).toBe(200);

    // The lease, as applications made it from the capture.
    const kafka = createKafka('deposits-e2e', stack.usersEnv.KAFKA_BROKERS!.split(','));
    const [created] = await collectMessages(kafka, stack.topicPrefix + leaseCreated.topic, {
      filter: (m) =>
        (m.json as { type?: string; data?: { applicationId?: string } }).data?.applicationId === applicationId,
      done: (ms) => ms.length >= 1,
      timeoutMs: 60_000,
    });
    const lease = leaseCreated.envelope.parse(created!.json);
    const leaseId = lease.data.leaseId;
    const base = `/trio/leases/${leaseId}/deposit`;
    const deposit = await eventually(async () => {
      const answer = await renter.client.call<Deposit>('GET', base);
      return answer.status === 200 ? answer.body : undefined;
    }, 30_000);
    const collected = moveInCostsPaise(2_000_000).securityDepositPaise;
    expect(deposit).toMatchObject({ status: 'held', collectedPaise: collected, inspectionOpen: false });
    expect((await stranger.client.call('GET', base)).status).toBe(404);

    const inspection = {
      rooms: [
        { name: 'Living room', condition: 'good', note: '' },
        { name: 'Kitchen', condition: 'damaged', note: 'Hob knob broken' },
      ],
      deductions: [
        { reason: 'Replacing the hob knob', amountPaise: 150_000 },
        { reason: 'Deep cleaning', amountPaise: 250_000 },
      ],
    };
    const early = await manager.client.call<{ code: string }>('PUT', `${base}/inspection`, { body: inspection });
    expect([early.status, early.body.code]).toEqual([409, 'MOVE_OUT_NOT_DUE']);

    // The lease reaches its end (the ended event, as applications publishes it on the end date).
    const { paymentId: _paymentId, createdAt: _createdAt, ...facts } = lease.data;
    await publishEvents(stack, leaseEnded.topic, [
      {
        key: leaseId,
        event: {
          ...lease,
          id: randomUUID(),
          type: leaseEnded.type,
          aggregateVersion: lease.aggregateVersion + 1,
          occurredAt: new Date().toISOString(),
          data: { ...facts, endDate: today, status: 'ended', endedAt: new Date().toISOString() },
        },
      },
    ]);
    await eventually(async () =>
      (await renter.client.call<Deposit>('GET', base)).body.inspectionOpen ? true : undefined,
    );

    const over = await manager.client.call<{ code: string }>('PUT', `${base}/inspection`, {
      body: { ...inspection, deductions: [{ reason: 'Everything', amountPaise: collected + 100 }] },
    });
    expect([over.status, over.body.code]).toEqual([422, 'DEDUCTIONS_EXCEED_DEPOSIT']);
    expect((await renter.client.call('PUT', `${base}/inspection`, { body: inspection })).status).toBe(403);
    const inspected = await manager.client.call<Deposit>('PUT', `${base}/inspection`, { body: inspection });
    expect(inspected.body).toMatchObject({ status: 'inspected', deductedPaise: 400_000 });

    await renter.client.call('POST', `${base}/deductions/d1/answer`, { body: { answer: 'accept' } });
    await renter.client.call('POST', `${base}/deductions/d2/answer`, {
      body: { answer: 'dispute', note: 'We cleaned before leaving.' },
    });
    const blocked = await manager.client.call<{ code: string }>('POST', `${base}/settle`);
    expect([blocked.status, blocked.body.code]).toEqual([409, 'DEDUCTION_DISPUTED']);
    await manager.client.call('PUT', `${base}/inspection`, {
      body: {
        ...inspection,
        deductions: [
          { id: 'd1', reason: 'Replacing the hob knob', amountPaise: 150_000 },
          { id: 'd2', reason: 'Deep cleaning (kitchen only)', amountPaise: 100_000 },
        ],
      },
    });
    await renter.client.call('POST', `${base}/deductions/d2/answer`, { body: { answer: 'accept' } });
    const settled = await manager.client.call<Deposit>('POST', `${base}/settle`);
    expect(settled.status).toBe(200);
    const balance = collected - 250_000;
    expect(settled.body.refund).toMatchObject({ amountPaise: balance });

    // The refund job: once, for the balance, against the move-in payment, which stays completed.
    const refunded = await eventually(async () => {
      const answer = await landlord.client.call<Deposit>('GET', base);
      return answer.body.status === 'refunded' ? answer.body : undefined;
    }, 60_000);
    expect(refunded.refund).toMatchObject({ status: 'processed', amountPaise: balance });
    const refunds = await fetch(`${razorpay}/v1/payments/${triple.razorpay_payment_id}/refunds`, {
      headers: {
        authorization: `Basic ${Buffer.from(
          `${stack.services.payments.env.RAZORPAY_KEY_ID}:${stack.services.payments.env.RAZORPAY_KEY_SECRET}`,
        ).toString('base64')}`,
      },
    });
    const items = ((await refunds.json()) as { items: Array<{ id: string; amount: number }> }).items;
    expect(items.map((r) => [r.id, r.amount])).toEqual([[refunded.refund!.razorpayRefundId, balance]]);
    const moveIn = await renter.client.call<PaymentRecord>('GET', `/trio/payments/${order.body.paymentId}`);
    expect(moveIn.body.status).toBe('completed');

    // The landlord's dashboard: the deposit returned, the deductions kept, nothing held.
    await eventually(async () => {
      const answer = await landlord.client.call<LandlordDashboard>(
        'GET',
        `/trio/landlord/${landlord.user._id}/dashboard`,
      );
      const summary = answer.body.summary;
      return summary?.depositsReturnedPaise === balance &&
        summary.depositsKeptPaise === 250_000 &&
        summary.depositsHeldPaise === 0
        ? true
        : undefined;
    }, 30_000);

    // The e-mails: the renter hears of each inspection (the first and the revision) and of the refund, once; the
    // manager of the dispute.
    const inbox = async (): Promise<CapturedMail[]> =>
      (await (await fetch(`${process.env.MAIL_INBOX_URL ?? 'http://127.0.0.1:1080'}/email`)).json()) as CapturedMail[];
    const subjectsTo = (mails: CapturedMail[], email: string) =>
      mails.filter((mail) => mail.to.some((r) => r.address === email.toLowerCase())).map((mail) => mail.subject);
    const mails = await eventually(async () => {
      const all = await inbox();
      const renterMail = subjectsTo(all, renter.user.email);
      return renterMail.some((subject) => subject.includes('security deposit refund')) &&
        subjectsTo(all, manager.user.email).some((subject) => subject.includes('disputes a deduction'))
        ? all
        : undefined;
    }, 60_000);
    const renterSubjects = subjectsTo(mails, renter.user.email);
    expect(renterSubjects.filter((subject) => subject.startsWith('Your move-out inspection for'))).toHaveLength(2);
    expect(renterSubjects.filter((subject) => subject.includes('security deposit refund'))).toEqual([
      `Your security deposit refund of ${refunded.refund!.amountLabel} is on its way`,
    ]);
    expect(subjectsTo(mails, manager.user.email).filter((subject) => subject.includes('disputes a deduction'))).toEqual(
      [expect.stringMatching(/^Asha Rao disputes a deduction from the deposit for /)],
    );

    // The statement, for the landlord too.
    const statement = await fetch(`${stack.gatewayUrl}${base}/statement.pdf`, {
      headers: { authorization: `Bearer ${landlord.client.accessToken}` },
    });
    expect(statement.status).toBe(200);
    expect(statement.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await statement.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  }, 240_000);
});
