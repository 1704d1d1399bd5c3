import {
  conversationStream,
  type Conversation,
  type ConversationMessage,
  type ConversationMessages,
} from '@trio/contracts/http/conversations';
import { routePath } from '@trio/contracts/http/route';
import { PROBLEM_CONTENT_TYPE } from '@trio/contracts/problem';
import { listingBody } from './support/authorisation-world';
import { eventually } from './support/client';
import { readEventStream, type EventStreamReader, type ReadEvent } from './support/event-stream';
import { makeManager, signUp, type SignedIn } from './support/people';
import { startStack, type Stack } from './support/stack';

/** A keepalive short enough to see a few in a test, long enough that a notice clearly comes before the next one. */
const KEEPALIVE_MS = 1_500;

/*
 * Issue 28 item 3: an open conversation shows new messages without a reload. Server-sent events through the
 * gateway, two replicas of every service (the gateway takes them in turn, so a stream and a post meet on different
 * replicas: the Redis notice crosses), a reconnect with Last-Event-ID resumes with nothing lost and nothing twice.
 */
describe('a conversation’s live stream through the gateway', () => {
  let stack: Stack;
  let renter: SignedIn;
  let manager: SignedIn & { managerId: string };
  let stranger: SignedIn;
  let conversation: Conversation;
  const open: EventStreamReader[] = [];

  const streamUrl = (query?: Record<string, number>) =>
    `${stack.gatewayUrl}${routePath(conversationStream, { id: conversation._id }, query)}`;
  const follow = async (
    who: SignedIn | undefined,
    headers: Record<string, string> = {},
    query?: Record<string, number>,
  ) => {
    const reader = await readEventStream(streamUrl(query), {
      ...(who ? { authorization: `Bearer ${who.client.accessToken}` } : {}),
      ...headers,
    });
    open.push(reader);
    return reader;
  };
  const post = async (who: SignedIn, text: string) => {
    const answer = await who.client.call<ConversationMessage>(
      'POST',
      `/trio/conversations/${conversation._id}/messages`,
      {
        body: { text },
      },
    );
    expect(answer.status).toBe(201);
    return answer.body;
  };
  const seqs = (events: readonly ReadEvent[]) => events.map((event) => Number(event.id));
  const stored = async () =>
    (await renter.client.call<ConversationMessages>('GET', `/trio/conversations/${conversation._id}/messages`)).body
      .messages;

  beforeAll(async () => {
    stack = await startStack({
      replicas: 2,
      applications: {
        CONVERSATION_STREAM_KEEPALIVE_MS: String(KEEPALIVE_MS),
        CONVERSATION_STREAM_RECHECK_MS: String(KEEPALIVE_MS),
      },
    });
    const landlord = await signUp(stack);
    renter = await signUp(stack, { firstName: 'Rohan', lastName: 'Kulkarni' });
    stranger = await signUp(stack);
    const m = await signUp(stack);
    manager = { ...m, managerId: await makeManager(stack, m, 'Priya Nair') };

    const submitted = await landlord.client.call<{ _id: string }>('POST', '/trio/propertyListingRequest', {
      body: listingBody('7, Lane 7, Koregaon Park'),
    });
    const propertyId = submitted.body._id;
    const approved = await manager.client.call('PUT', `/trio/propertyListingRequest/${propertyId}/review`, {
      body: { action: 'approve' },
    });
    expect(approved.status).toBe(200);
    await eventually(async () =>
      (await stack.services.applications.db.collection('properties').countDocuments({ _id: propertyId as never })) === 1
        ? true
        : undefined,
    );
    const opened = await renter.client.call<Conversation>('POST', '/trio/conversations', {
      body: { about: { kind: 'home', id: propertyId } },
    });
    expect(opened.status).toBe(200);
    conversation = opened.body;
  }, 240_000);
  afterEach(() => {
    for (const reader of open.splice(0)) reader.close();
  });
  afterAll(() => stack?.close(), 120_000);

  it('a member’s open stream gets the other member’s message as its event, on whichever replica it was posted', async () => {
    // Two streams one after the other: the gateway sends them to the two replicas of the service.
    const renterStream = await follow(renter);
    const managerStream = await follow(manager);
    for (const reader of [renterStream, managerStream]) {
      expect(reader.status).toBe(200);
      expect(reader.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(reader.headers.get('cache-control')).toBe('no-cache');
      expect(reader.headers.get('x-accel-buffering')).toBe('no');
    }
    // Told by the Redis notice, not found by the next keepalive's read: no keepalive comes between the post and its
    // event. A keepalive may fall into that moment by chance, so the post is made right after one, up to 3 times;
    // without the notice every event would come after a keepalive.
    let byNotice = false;
    for (let attempt = 1; attempt <= 3 && !byNotice; attempt += 1) {
      await Promise.all([
        renterStream.waitForComments(renterStream.comments + 1),
        managerStream.waitForComments(managerStream.comments + 1),
      ]);
      const before = [renterStream.comments, managerStream.comments];
      const posted = await post(manager, `Yes, the flat is free from 1 December (${attempt}). Saturday for a visit?`);
      const [received, echoed] = await Promise.all([
        renterStream.waitForEvents(attempt).then((events) => events[attempt - 1]!),
        managerStream.waitForEvents(attempt).then((events) => events[attempt - 1]!),
      ]);
      expect(received).toMatchObject({ event: 'message', id: String(attempt) });
      const message = JSON.parse(received.data) as ConversationMessage;
      expect(message).toMatchObject({
        seq: attempt,
        text: posted.text,
        author: { id: manager.managerId, role: 'manager' },
      });
      // Exactly the message as GET …/messages answers it.
      expect(message).toEqual((await stored()).find((m) => m.seq === attempt));
      expect(JSON.parse(echoed.data)).toEqual(message);
      byNotice = received.afterComments === before[0] && echoed.afterComments === before[1];
    }
    expect(byNotice).toBe(true);
  });

  it('stays open past keepalives, and a reconnect with Last-Event-ID gets what it missed, then live ones, none twice', async () => {
    const base = (await stored()).at(-1)!.seq;
    const first = await follow(renter, {}, { after: base - 1 });
    // What the conversation holds after `after` comes first.
    expect(seqs(await first.waitForEvents(1))).toEqual([base]);
    await first.waitForComments(2);
    expect(first.ended).toBe(false);
    first.close();

    // Away: two more messages.
    await post(manager, 'The society allows two-wheelers only in the basement.');
    await post(renter, 'That is fine, we have a scooter.');

    const resumed = await follow(renter, { 'last-event-id': String(base) });
    expect(seqs(await resumed.waitForEvents(2))).toEqual([base + 1, base + 2]);
    const live = await post(manager, 'See you on Saturday at 11, then.');
    const events = await resumed.waitForEvents(3);
    expect(seqs(events)).toEqual([base + 1, base + 2, base + 3]);
    expect((JSON.parse(events[2]!.data) as ConversationMessage).text).toBe(live.text);
    // A round of reading comes with every recheck (here as often as the keepalive): still nothing twice.
    const seen = resumed.comments;
    await resumed.waitForComments(seen + 2);
    expect(seqs(resumed.events)).toEqual([base + 1, base + 2, base + 3]);
    // The messages as stored (`readBy` is as it was when each was sent: the manager's post read the renter's since).
    const withoutReads = ({ readBy: _readBy, ...message }: ConversationMessage) => message;
    expect(resumed.events.map((event) => withoutReads(JSON.parse(event.data) as ConversationMessage))).toEqual(
      (await stored()).filter((m) => m.seq > base).map(withoutReads),
    );

    // `after` serves a reader without the header; the header wins over it.
    const afterTwo = await follow(renter, {}, { after: base + 1 });
    expect(seqs(await afterTwo.waitForEvents(2))).toEqual([base + 2, base + 3]);
    const headerWins = await follow(renter, { 'last-event-id': String(base + 2) }, { after: 0 });
    expect(seqs(await headerWins.waitForEvents(1))).toEqual([base + 3]);
    await headerWins.waitForComments(1);
    expect(seqs(headerWins.events)).toEqual([base + 3]);
  });

  it('refuses others: a non-member 404, a visitor 401, a Last-Event-ID that is no seq 400, each problem+json', async () => {
    const cases: Array<[SignedIn | undefined, Record<string, string>, number, string]> = [
      [stranger, {}, 404, 'NOT_FOUND'],
      [undefined, {}, 401, 'UNAUTHENTICATED'],
      [renter, { 'last-event-id': 'seven' }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [who, headers, status, code] of cases) {
      const refused = await follow(who, headers);
      expect([refused.status, refused.headers.get('content-type')]).toEqual([
        status,
        expect.stringContaining(PROBLEM_CONTENT_TYPE),
      ]);
      const problem = JSON.parse(refused.text ?? '{}') as { code?: string };
      expect(problem.code).toBe(code);
      expect(refused.text).not.toContain('Saturday');
    }
  });
});
