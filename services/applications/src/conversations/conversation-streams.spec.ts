import type { ConversationMessage } from '@trio/contracts/http/conversations';
import type { EventStream, GatewayIdentity, ServerSentEvent } from '@trio/service-kit/http';
import type { Logger } from '@trio/service-kit/logging';
import type { ApplicationsConfig } from '../config';
import { ConversationStreams } from './conversation-streams';
import { conversationNotFound } from './conversations.exception';
import type { ConversationsService } from './conversations.service';
import type { MessageNotices, Notice, NoticeListener } from './message-notices';

const me: GatewayIdentity = { userId: 'u1', email: 'rohan@example.in', role: 'tenant' };
const CONVERSATION = 'c1';

const message = (seq: number): ConversationMessage => ({
  _id: `m${seq}`,
  conversationId: CONVERSATION,
  seq,
  author: { id: 'u2', name: 'Priya Nair', role: 'manager' },
  text: `message ${seq}`,
  images: [],
  createdAt: new Date(Date.UTC(2026, 10, 28, 4, seq)).toISOString(),
  readBy: ['u2'],
});

/** The stored messages; `messages` answers like the service (a page after `after`), or refuses once told to. */
function fakeConversations(pageMax = 200) {
  const stored: ConversationMessage[] = [];
  let member = true;
  const service = {
    messages: jest.fn(async (_me: GatewayIdentity, _id: string, after: number, limit: number) => {
      await Promise.resolve();
      if (!member) throw conversationNotFound(CONVERSATION);
      const page = stored.filter((m) => m.seq > after).slice(0, Math.min(limit, pageMax) + 1);
      const messages = page.slice(0, Math.min(limit, pageMax));
      return { messages, nextAfter: messages.at(-1)?.seq ?? after, hasMore: page.length > messages.length };
    }),
  };
  return {
    service: service as unknown as ConversationsService,
    calls: service.messages,
    post: (seq: number) => stored.push(message(seq)),
    leave: () => (member = false),
  };
}

function fakeNotices() {
  const listeners = new Set<NoticeListener>();
  const tell = (notice: Notice) => listeners.forEach((listener) => listener(notice));
  let refusals = 0;
  const notices = {
    watch: jest.fn(async (_id: string, listener: NoticeListener) => {
      if (refusals > 0) {
        refusals -= 1;
        throw new Error('connect ETIMEDOUT');
      }
      listeners.add(listener);
      return async () => void listeners.delete(listener);
    }),
  };
  return {
    notices: notices as unknown as MessageNotices,
    /** A stored message's notice, with the message as the post made it (or, `bare`, without it). */
    announce: (seq: number, bare = false) => tell(bare ? { seq } : { seq, message: message(seq) }),
    membersChanged: () => tell({ seq: 0, membersChanged: true }),
    watching: () => listeners.size,
    /** Redis does not answer the next `times` subscriptions. */
    refuse: (times: number) => (refusals = times),
  };
}

function fakeStream() {
  const controller = new AbortController();
  const sent: ServerSentEvent[] = [];
  let comments = 0;
  const stream: EventStream = {
    ended: controller.signal,
    send: (event) => !controller.signal.aborted && sent.push(event) > 0,
    comment: () => !controller.signal.aborted && (comments += 1) > 0,
    pass: () => false,
    close: () => controller.abort(),
  };
  return { stream, sent, seqs: () => sent.map((event) => Number(event.id)), comments: () => comments };
}

const flush = async () => {
  for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

function subject(keepaliveMs = 60_000, recheckMs = 60_000) {
  const conversations = fakeConversations();
  const notices = fakeNotices();
  const streams = new ConversationStreams(
    conversations.service,
    notices.notices,
    { CONVERSATION_STREAM_KEEPALIVE_MS: keepaliveMs, CONVERSATION_STREAM_RECHECK_MS: recheckMs } as ApplicationsConfig,
    { warn: jest.fn() } as unknown as Logger,
  );
  return { conversations, notices, streams };
}

describe('ConversationStreams', () => {
  it('sends what came after the reader’s seq, then each new message once, in seq order, however notices arrive', async () => {
    const { conversations, notices, streams } = subject();
    [1, 2, 3].forEach(conversations.post);
    const client = fakeStream();
    await streams.follow(me, CONVERSATION, 1, () => client.stream);
    expect(client.seqs()).toEqual([2, 3]);
    expect(client.sent[0]).toEqual({ event: 'message', id: 2, data: JSON.stringify(message(2)) });

    // Notices twice, late, out of order, for messages already sent: each message still goes once.
    conversations.post(4);
    conversations.post(5);
    notices.announce(5);
    notices.announce(4);
    notices.announce(5);
    notices.announce(3);
    await flush();
    expect(client.seqs()).toEqual([2, 3, 4, 5]);

    // The reader leaves: the stream stops following the conversation.
    client.stream.close();
    expect(notices.watching()).toBe(0);
  });

  it('checks membership before opening: a stranger gets the refusal and no stream', async () => {
    const { conversations, notices, streams } = subject();
    conversations.leave();
    const open = jest.fn(() => fakeStream().stream);
    await expect(streams.follow(me, CONVERSATION, 0, open)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(open).not.toHaveBeenCalled();
    expect(notices.watching()).toBe(0);
  });

  it('sends a long backlog page by page', async () => {
    const conversations = fakeConversations(2);
    const notices = fakeNotices();
    const streams = new ConversationStreams(
      conversations.service,
      notices.notices,
      { CONVERSATION_STREAM_KEEPALIVE_MS: 60_000, CONVERSATION_STREAM_RECHECK_MS: 60_000 } as ApplicationsConfig,
      { warn: jest.fn() } as unknown as Logger,
    );
    [1, 2, 3, 4, 5].forEach(conversations.post);
    const client = fakeStream();
    await streams.follow(me, CONVERSATION, 0, () => client.stream);
    expect(client.seqs()).toEqual([1, 2, 3, 4, 5]);
    client.stream.close();
  });

  it('sends the next message from its notice without reading; a gap or a bare notice is read', async () => {
    const { conversations, notices, streams } = subject();
    [1, 2].forEach(conversations.post);
    const client = fakeStream();
    await streams.follow(me, CONVERSATION, 2, () => client.stream);
    await flush();
    const reads = conversations.calls.mock.calls.length;

    conversations.post(3);
    notices.announce(3);
    await flush();
    expect(client.seqs()).toEqual([3]);
    expect(client.sent[0]!.data).toBe(JSON.stringify(message(3)));
    expect(conversations.calls.mock.calls.length).toBe(reads);

    // 4's notice was lost: 5's is not the next one the reader is owed, so both are read.
    conversations.post(4);
    conversations.post(5);
    notices.announce(5);
    await flush();
    expect(client.seqs()).toEqual([3, 4, 5]);
    expect(conversations.calls.mock.calls.length).toBe(reads + 1);

    conversations.post(6);
    notices.announce(6, true);
    await flush();
    expect(client.seqs()).toEqual([3, 4, 5, 6]);
    expect(conversations.calls.mock.calls.length).toBe(reads + 2);
    client.stream.close();
  });

  it('checks the reader when told the members changed, and ends the stream of one who left', async () => {
    const { conversations, notices, streams } = subject();
    const client = fakeStream();
    await streams.follow(me, CONVERSATION, 0, () => client.stream);
    conversations.leave();
    notices.membersChanged();
    await flush();
    expect(client.stream.ended.aborted).toBe(true);
    expect(notices.watching()).toBe(0);
  });

  it('keeps a quiet stream open with comments, finds a message whose notice was lost on the recheck, and ends when the reader stops being a member', async () => {
    const { conversations, notices, streams } = subject(10, 25);
    const client = fakeStream();
    await streams.follow(me, CONVERSATION, 0, () => client.stream);
    conversations.post(1); // no notice
    await new Promise((resolve) => setTimeout(resolve, 80));
    await flush();
    expect(client.seqs()).toEqual([1]);
    expect(client.comments()).toBeGreaterThan(client.seqs().length);

    conversations.leave();
    await new Promise((resolve) => setTimeout(resolve, 80));
    await flush();
    expect(client.stream.ended.aborted).toBe(true);
    expect(notices.watching()).toBe(0);
  });

  it('reads at every keepalive while Redis refuses the subscription, and follows the notices once it takes it', async () => {
    const { conversations, notices, streams } = subject(10);
    notices.refuse(2);
    const client = fakeStream();
    await streams.follow(me, CONVERSATION, 0, () => client.stream);
    expect(notices.watching()).toBe(0);
    conversations.post(1); // no notice: nobody is subscribed
    await new Promise((resolve) => setTimeout(resolve, 60));
    await flush();
    expect(client.seqs()).toEqual([1]);
    expect(notices.watching()).toBe(1);

    // Subscribed again: the keepalive reads no more; the notice brings the next message.
    const reads = conversations.calls.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(conversations.calls.mock.calls.length).toBe(reads);
    conversations.post(2);
    notices.announce(2);
    await flush();
    expect(client.seqs()).toEqual([1, 2]);
    client.stream.close();
    expect(notices.watching()).toBe(0);
  });
});
