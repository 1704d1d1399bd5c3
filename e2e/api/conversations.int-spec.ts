import { randomUUID } from 'node:crypto';
import { messagePosted } from '@trio/contracts/events/applications';
import { paymentCaptured } from '@trio/contracts/events/payments';
import { propertyUpdated } from '@trio/contracts/events/properties';
import { fixtureFor } from '@trio/contracts/fixtures';
import {
  addMonthsToDate,
  todayInIndia,
  type MyLeases,
  type RentalApplication,
} from '@trio/contracts/http/applications';
import type {
  Conversation,
  ConversationMessage,
  ConversationMessages,
  Inbox,
  ReadMark,
} from '@trio/contracts/http/conversations';
import { PROBLEM_CONTENT_TYPE } from '@trio/contracts/problem';
import { createKafka } from '@trio/service-kit/events';
import { initialPaymentCaptured, publishEvents } from './support/events';
import { collectMessages } from '@trio/service-kit/testing';
import { uniqueAadhaar } from '@trio/service-kit/testing/unique';
import { listingBody } from './support/authorisation-world';
import { ApiClient, eventually } from './support/client';
import { makeManager, signUp, type SignedIn } from './support/people';
import { startStack, type Stack } from './support/stack';

/*
 * Issue 28, conversations through the gateway: a renter asks about a home and its manager answers (unread counts,
 * read marks, an idempotent post, one event per message); an application's conversation is the applicant's and the
 * manager's, and closes with the application; a lease's takes in the landlord, follows the home to its new manager,
 * and keeps its history read-only once the lease has ended; a repair's belongs to its tenant, manager and landlord.
 * Nobody else reads or posts, and a refusal tells nothing of the conversation.
 */
describe('conversations through the gateway', () => {
  let stack: Stack;
  let landlord: SignedIn;
  let manager: SignedIn & { managerId: string };
  let renter: SignedIn;
  let tenant: SignedIn;
  let stranger: SignedIn;
  const today = todayInIndia(new Date());

  let listed = 0;
  async function listProperty(owner: SignedIn): Promise<string> {
    listed += 1;
    const submitted = await owner.client.call<{ _id: string }>('POST', '/trio/propertyListingRequest', {
      body: listingBody(`${listed}, Lane ${listed}, Koregaon Park`),
    });
    expect(submitted.status).toBe(201);
    const id = submitted.body._id;
    const approved = await manager.client.call('PUT', `/trio/propertyListingRequest/${id}/review`, {
      body: { action: 'approve' },
    });
    expect(approved.status).toBe(200);
    await eventually(async () =>
      (await stack.services.applications.db.collection('properties').countDocuments({ _id: id as never })) === 1
        ? true
        : undefined,
    );
    return id;
  }

  const form = (firstName: string, lastName: string) => ({
    firstName,
    lastName,
    phone: '+91 98450 12345',
    address: '12 MG Road, Bengaluru 560001',
    panAdhaar: uniqueAadhaar(),
    moveInDate: addMonthsToDate(today, 1),
    leasePeriod: '11 months',
    numPeople: 2,
  });

  const apply = (who: SignedIn, propertyId: string, formData: ReturnType<typeof form>) =>
    who.client.call<RentalApplication>('POST', '/trio/rental-applications/apply', { body: { formData, propertyId } });

  const open = (who: SignedIn | ApiClient, kind: string, id: string) =>
    ('client' in who ? who.client : who).call<Conversation>('POST', '/trio/conversations', {
      body: { about: { kind, id } },
    });

  const post = (who: SignedIn, conversationId: string, text: string, key?: string) =>
    who.client.call<ConversationMessage>('POST', `/trio/conversations/${conversationId}/messages`, {
      body: { text },
      headers: key ? { 'idempotency-key': key } : {},
    });

  const messagesOf = (who: SignedIn, conversationId: string, after = 0) =>
    who.client.call<ConversationMessages>('GET', `/trio/conversations/${conversationId}/messages?after=${after}`);

  const inboxOf = async (who: SignedIn) => {
    const answer = await who.client.call<Inbox>('GET', '/trio/conversations');
    expect(answer.status).toBe(200);
    return answer.body;
  };

  /** Every route of a conversation, as someone who is not a member: 404 each, and nothing of it in the answer. */
  async function expectShutOut(who: SignedIn | ApiClient, conversationId: string, secret: string) {
    const client = 'client' in who ? who.client : who;
    const signedIn = client.accessToken !== undefined;
    const answers = [
      await client.call('GET', `/trio/conversations/${conversationId}`),
      await client.call('GET', `/trio/conversations/${conversationId}/messages`),
      await client.call('POST', `/trio/conversations/${conversationId}/messages`, { body: { text: 'Hello?' } }),
      await client.call('POST', `/trio/conversations/${conversationId}/read`, { body: { seq: 1 } }),
    ];
    for (const answer of answers) {
      expect([answer.status, answer.headers.get('content-type')]).toEqual([
        signedIn ? 404 : 401,
        expect.stringContaining(PROBLEM_CONTENT_TYPE),
      ]);
      expect(JSON.stringify(answer.body)).not.toContain(secret);
    }
  }

  beforeAll(async () => {
    stack = await startStack();
    landlord = await signUp(stack, { firstName: 'Asha', lastName: 'Rao' });
    renter = await signUp(stack, { firstName: 'Rohan', lastName: 'Kulkarni' });
    tenant = await signUp(stack, { firstName: 'Kavya', lastName: 'Iyer' });
    stranger = await signUp(stack);
    const m = await signUp(stack);
    manager = { ...m, managerId: await makeManager(stack, m, 'Priya Nair') };
  }, 120_000);
  afterAll(() => stack?.close());

  it('a renter asks about a home; its manager answers; unread counts, read marks, one event per message', async () => {
    const propertyId = await listProperty(landlord);

    const opened = await open(renter, 'home', propertyId);
    expect(opened.status).toBe(200);
    const conversation = opened.body;
    expect(conversation).toMatchObject({
      about: { kind: 'home', id: propertyId },
      title: expect.stringMatching(/^Question about /),
      open: true,
      closedReason: null,
      lastMessage: null,
      unreadCount: 0,
      me: { id: renter.user._id, role: 'renter', name: 'Rohan Kulkarni' },
    });
    expect(conversation.members).toEqual([
      { id: renter.user._id, role: 'renter', name: 'Rohan Kulkarni' },
      { id: manager.managerId, role: 'manager', name: 'Priya Nair' },
    ]);
    // The same renter and home: the same conversation.
    expect((await open(renter, 'home', propertyId)).body._id).toBe(conversation._id);
    // The home's landlord and manager answer questions; they do not ask themselves.
    for (const owner of [landlord, manager]) {
      const refused = await open(owner, 'home', propertyId);
      expect([refused.status, (refused.body as { code?: string }).code]).toEqual([409, 'OWN_HOME']);
    }
    const unknownHome = await open(renter, 'home', '65a1f0c2e4b0a1b2c3d4ffff');
    expect(unknownHome.status).toBe(404);

    // Posting twice with one Idempotency-Key posts once.
    const key = randomUUID();
    const question = 'Is the flat still available from 1 December? We are two, no pets.';
    const first = await post(renter, conversation._id, question, key);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ seq: 1, text: question, author: { id: renter.user._id, role: 'renter' } });
    const again = await post(renter, conversation._id, question, key);
    expect([again.status, again.body._id]).toEqual([201, first.body._id]);

    // Bad text is refused with a clear reason.
    for (const text of ['   ', 'x'.repeat(4001)]) {
      const refused = await post(renter, conversation._id, text);
      expect([refused.status, (refused.body as { code?: string }).code]).toEqual([400, 'VALIDATION_FAILED']);
    }

    // The manager's Inbox shows it, unread.
    const managerInbox = await inboxOf(manager);
    const listed = managerInbox.conversations.find((c) => c._id === conversation._id);
    expect(listed).toMatchObject({
      unreadCount: 1,
      lastMessage: { seq: 1, text: question, authorName: 'Rohan Kulkarni' },
      me: { id: manager.managerId, role: 'manager' },
    });
    expect(managerInbox.unreadTotal).toBeGreaterThanOrEqual(1);

    const answer = 'Yes, it is. Would Saturday at 11 suit you for a visit?';
    const reply = await post(manager, conversation._id, answer);
    expect(reply.body).toMatchObject({
      seq: 2,
      author: { id: manager.managerId, role: 'manager', name: 'Priya Nair' },
    });
    // Posting reads what came before.
    expect((await inboxOf(manager)).conversations.find((c) => c._id === conversation._id)?.unreadCount).toBe(0);

    // The renter: one unread; a reader holding seq 1 gets only what came after.
    expect((await inboxOf(renter)).conversations.find((c) => c._id === conversation._id)).toMatchObject({
      unreadCount: 1,
      lastMessage: { seq: 2, text: answer, authorName: 'Priya Nair' },
    });
    const after1 = await messagesOf(renter, conversation._id, 1);
    expect(after1.body.messages.map((m) => [m.seq, m.text])).toEqual([[2, answer]]);
    expect(after1.body).toMatchObject({ nextAfter: 2, hasMore: false });
    const read = await renter.client.call<ReadMark>('POST', `/trio/conversations/${conversation._id}/read`, {
      body: { seq: 2 },
    });
    expect(read.body).toEqual({ readUpTo: 2, unreadCount: 0 });
    // A mark never moves back.
    const back = await renter.client.call<ReadMark>('POST', `/trio/conversations/${conversation._id}/read`, {
      body: { seq: 1 },
    });
    expect(back.body.readUpTo).toBe(2);
    const all = await messagesOf(manager, conversation._id);
    expect(all.body.messages.map((m) => [m.seq, m.readBy.sort()])).toEqual([
      [1, [renter.user._id, manager.managerId].sort()],
      [2, [renter.user._id, manager.managerId].sort()],
    ]);

    // Nobody else: another renter, the landlord (not in a stranger's question), a visitor.
    await expectShutOut(stranger, conversation._id, question);
    await expectShutOut(landlord, conversation._id, question);
    await expectShutOut(new ApiClient(stack.gatewayUrl), conversation._id, question);
    expect((await inboxOf(stranger)).conversations).toEqual([]);

    // Exactly one event per message, keyed by the message, recipients the other member.
    const kafka = createKafka('conversations-e2e', stack.usersEnv.KAFKA_BROKERS!.split(','));
    const ours = (m: { json: unknown }) =>
      (m.json as { data?: { conversationId?: string } }).data?.conversationId === conversation._id;
    const events = await collectMessages(kafka, stack.topicPrefix + messagePosted.topic, {
      filter: ours,
      done: (ms) => ms.length >= 2,
      timeoutMs: 30_000,
    });
    // Keyed by message, the two may sit on different partitions: read in either order, compared in seq order.
    const parsed = events
      .map((m) => ({ key: m.key, event: messagePosted.envelope.parse(m.json) }))
      .sort((a, b) => a.event.data.seq - b.event.data.seq);
    expect(parsed.map(({ event: e }) => [e.aggregateId, e.data.seq, e.data.recipients.map((r) => r.id)])).toEqual([
      [first.body._id, 1, [manager.managerId]],
      [reply.body._id, 2, [renter.user._id]],
    ]);
    expect(parsed.map((m) => m.key)).toEqual([first.body._id, reply.body._id]);
    await expect(
      collectMessages(kafka, stack.topicPrefix + messagePosted.topic, {
        filter: ours,
        done: (ms) => ms.length >= 3,
        timeoutMs: 3_000,
      }),
    ).rejects.toThrow(/^only 2 matching message\(s\)/);
  }, 120_000);

  it('an application’s conversation is the applicant’s and the manager’s, and closes with the application', async () => {
    const propertyId = await listProperty(landlord);
    const applied = await apply(renter, propertyId, form('Rohan', 'Kulkarni'));
    expect(applied.status).toBe(200);
    const applicationId = applied.body._id;

    const opened = await open(renter, 'application', applicationId);
    expect(opened.status).toBe(200);
    expect(opened.body.members.map((m) => m.role)).toEqual(['renter', 'manager']);
    expect(opened.body.title).toMatch(/^Application for /);
    // The manager reaches the same one (the Request More Info note opens it).
    expect((await open(manager, 'application', applicationId)).body._id).toBe(opened.body._id);
    // The landlord and others: as if there were no such application.
    for (const outsider of [landlord, stranger]) {
      const refused = await open(outsider, 'application', applicationId);
      expect(refused.status).toBe(404);
      expect(JSON.stringify(refused.body)).not.toContain('Kulkarni');
    }

    const text = 'I have attached my salary slips to the application; anything else you need?';
    expect((await post(manager, opened.body._id, 'Could you send your last three salary slips?')).status).toBe(201);
    expect((await post(renter, opened.body._id, text)).status).toBe(201);

    const withdrawn = await renter.client.call('PUT', `/trio/rental-applications/${applicationId}/withdraw`);
    expect(withdrawn.status).toBe(200);
    const closed = await post(renter, opened.body._id, 'One more thing…');
    expect([closed.status, (closed.body as { code?: string }).code]).toEqual([409, 'CONVERSATION_CLOSED']);
    const now = await manager.client.call<Conversation>('GET', `/trio/conversations/${opened.body._id}`);
    expect(now.body).toMatchObject({ open: false, closedReason: 'The application was withdrawn.' });
    // The history stays readable.
    expect((await messagesOf(manager, opened.body._id)).body.messages.map((m) => m.text)).toEqual([
      'Could you send your last three salary slips?',
      text,
    ]);
  }, 120_000);

  it('a lease’s and a repair’s conversations take in the landlord, follow a new manager, and end with the lease', async () => {
    const propertyId = await listProperty(landlord);
    const applied = await apply(tenant, propertyId, form('Kavya', 'Iyer'));
    const approved = await manager.client.call<RentalApplication>(
      'PUT',
      `/trio/rental-applications/${applied.body._id}/review`,
      { body: { action: 'approve' } },
    );
    expect(approved.body.status).toBe('approved');

    // The captured initial payment, as the payments service publishes it, makes the lease.
    const paymentId = '6a1f0c2e4b0a1b2c3d4ef101';
    await publishEvents(stack, paymentCaptured.topic, [
      {
        key: paymentId,
        event: initialPaymentCaptured({
          paymentId,
          applicationId: applied.body._id,
          propertyId,
          payerId: tenant.user._id,
        }),
      },
    ]);
    const lease = await eventually(async () => {
      const answer = await tenant.client.call<MyLeases>('GET', `/trio/users/${tenant.user.uid}/leases`);
      return answer.body.leases?.[0];
    }, 30_000);

    const opened = await open(tenant, 'lease', lease._id);
    expect(opened.status).toBe(200);
    expect(opened.body.members).toEqual([
      { id: tenant.user._id, role: 'renter', name: 'Kavya Iyer' },
      { id: manager.managerId, role: 'manager', name: 'Priya Nair' },
      { id: landlord.user._id, role: 'landlord', name: 'Asha Rao' },
    ]);
    const conversationId = opened.body._id;
    expect((await open(landlord, 'lease', lease._id)).body._id).toBe(conversationId);
    expect((await post(landlord, conversationId, 'Welcome! The society office has your parking sticker.')).status).toBe(
      201,
    );
    expect((await inboxOf(tenant)).conversations.find((c) => c._id === conversationId)?.unreadCount).toBe(1);

    // A repair: the tenant's request reaches this service as an event; its conversation has the same members.
    // Accepted once the maintenance service knows the lease (its copy, from the lease's event).
    const requestId = await eventually(async () => {
      const requested = await tenant.client.call<{ request: { _id: string } }>('POST', '/trio/maintenance/create', {
        body: {
          title: 'Kitchen tap leaking',
          description: 'The kitchen tap drips all night.',
          category: 'plumbing',
          priority: 'medium',
          propertyId,
        },
      });
      return requested.status === 201 ? requested.body.request._id : undefined;
    }, 30_000);
    const repair = await eventually(async () => {
      const answer = await open(tenant, 'repair', requestId);
      return answer.status === 200 ? answer.body : undefined;
    }, 30_000);
    expect(repair.title).toBe('Repair: Kitchen tap leaking');
    expect(repair.members.map((m) => m.role)).toEqual(['renter', 'manager', 'landlord']);
    expect((await open(stranger, 'repair', requestId)).status).toBe(404);

    // The home gets a new manager: they take over both conversations; the old one is shut out of them.
    const successor = await signUp(stack);
    const successorId = await makeManager(stack, successor, 'Arjun Mehta');
    const held = await stack.services.applications.db
      .collection<{ _id: string; version: number }>('properties')
      .findOne({ _id: propertyId });
    const updated = fixtureFor('properties.property.updated.v1');
    const copy = (await stack.services.applications.db
      .collection('properties')
      .findOne({ _id: propertyId as never })) as Record<string, unknown>;
    await publishEvents(stack, propertyUpdated.topic, [
      {
        key: propertyId,
        event: {
          ...updated,
          id: randomUUID(),
          aggregateId: propertyId,
          aggregateVersion: held!.version + 1,
          data: {
            ...updated.data,
            propertyId,
            landlordId: landlord.user._id,
            managerId: successorId,
            name: copy.name,
            address: copy.address,
            rentPaise: copy.rentPaise,
            bedrooms: copy.bedrooms,
            bathrooms: copy.bathrooms,
            propertyType: copy.propertyType,
            status: copy.status,
          },
        },
      },
    ]);
    await eventually(async () => {
      const inbox = await inboxOf(successor);
      return inbox.conversations.filter((c) => [conversationId, repair._id].includes(c._id)).length === 2
        ? true
        : undefined;
    }, 30_000);
    const taken = await successor.client.call<Conversation>('GET', `/trio/conversations/${conversationId}`);
    expect(taken.body.members.find((m) => m.role === 'manager')).toEqual({
      id: successorId,
      role: 'manager',
      name: 'Arjun Mehta',
    });
    await expectShutOut(manager, conversationId, 'parking sticker');
    expect((await inboxOf(manager)).conversations.map((c) => c._id)).not.toContain(conversationId);

    // The lease ends (as the end-of-lease job records it): the history stays, nobody posts.
    await stack.services.applications.db
      .collection('leases')
      .updateOne({ _id: lease._id as never }, { $set: { status: 'ended', endedAt: new Date() } });
    const closed = await post(tenant, conversationId, 'Thank you for everything!');
    expect([closed.status, (closed.body as { code?: string }).code]).toEqual([409, 'CONVERSATION_CLOSED']);
    const history = await messagesOf(tenant, conversationId);
    expect(history.body.messages.map((m) => m.text)).toEqual(['Welcome! The society office has your parking sticker.']);
  }, 180_000);
});
