import type { ConversationMessage } from '@trio/contracts/http/conversations';
import { conversationMessageAnswer } from '../../../test/api-answers';
import {
  readConversationStream,
  reconnectDelayMs,
  streamHeaders,
  StreamUnavailableError,
  type OpenStream,
} from './conversation-stream';
import { mergeBySeq, newestSeq } from './merge-messages';

/** An event-stream answer whose body is `chunks`, then ends (a drop). */
function eventStream(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

const event = (message: ConversationMessage) =>
  `event: message\nid: ${message.seq}\ndata: ${JSON.stringify(message)}\n\n`;

describe('mergeBySeq', () => {
  it('keeps each seq once, oldest first, the newer copy winning (its read marks)', () => {
    const held = [conversationMessageAnswer(1, 'Hello'), conversationMessageAnswer(2, 'Is it free?')];
    const seen = conversationMessageAnswer(2, 'Is it free?', { readBy: ['u-renter', 'pm-1'] });
    const merged = mergeBySeq(held, [conversationMessageAnswer(3, 'Yes'), seen, conversationMessageAnswer(1, 'Hello')]);
    expect(merged.map((message) => message.seq)).toEqual([1, 2, 3]);
    expect(merged[1]?.readBy).toEqual(['u-renter', 'pm-1']);
    expect(newestSeq(merged)).toBe(3);
    expect(newestSeq([])).toBe(0);
  });
});

describe('streamHeaders and reconnectDelayMs', () => {
  it('resumes after the newest seq held, and starts plain when nothing is held', () => {
    expect(streamHeaders(0)).not.toHaveProperty('last-event-id');
    expect(streamHeaders(7)).toMatchObject({ accept: 'text/event-stream', 'last-event-id': '7' });
  });

  it('waits longer after each failed connect, up to 15 s', () => {
    expect([1, 2, 3, 4, 5, 6].map(reconnectDelayMs)).toEqual([1000, 2000, 4000, 8000, 15000, 15000]);
  });
});

describe('readConversationStream', () => {
  it('reconnects after a drop with Last-Event-ID = the newest seq held, and nothing shows twice', async () => {
    const first = [conversationMessageAnswer(1, 'Hello'), conversationMessageAnswer(2, 'Is it free?')];
    const controller = new AbortController();
    const asked: Record<string, string>[] = [];
    let held: ConversationMessage[] = [];
    const answers = [
      // The first connection splits an event across chunks, then drops.
      () => {
        const text = event(first[0]!) + event(first[1]!);
        return eventStream([text.slice(0, 25), text.slice(25), ': keep-alive\n\n']);
      },
      // The server sends seq 2 again (it raced the drop) and then 3.
      () => eventStream([event(first[1]!), event(conversationMessageAnswer(3, 'Yes, from Monday'))]),
      () => {
        controller.abort();
        return eventStream([]);
      },
    ];
    const open: OpenStream = async (_path, headers) => {
      asked.push(headers);
      return answers[asked.length - 1]!();
    };
    await readConversationStream({
      conversationId: 'c1',
      heldSeq: () => newestSeq(held),
      onMessage: (message) => (held = mergeBySeq(held, [message])),
      signal: controller.signal,
      open,
      delayMs: () => 0,
    });
    expect(asked.map((headers) => headers['last-event-id'])).toEqual([undefined, '2', '3']);
    expect(held.map((message) => `${message.seq} ${message.text}`)).toEqual([
      '1 Hello',
      '2 Is it free?',
      '3 Yes, from Monday',
    ]);
  });

  it('ends when the thread is left, even on a stream that never ends', async () => {
    const controller = new AbortController();
    const endless = new Response(new ReadableStream<Uint8Array>({ start: () => undefined }), {
      headers: { 'content-type': 'text/event-stream' },
    });
    const states: boolean[] = [];
    const reading = readConversationStream({
      conversationId: 'c1',
      heldSeq: () => 0,
      onMessage: () => undefined,
      onConnectedChange: (connected) => states.push(connected),
      signal: controller.signal,
      open: async () => endless,
    });
    await vi.waitFor(() => expect(states).toEqual([true]));
    controller.abort();
    await expect(reading).resolves.toBeUndefined();
  });

  it('gives up (so the screen polls) when the answer is not an event stream', async () => {
    const open: OpenStream = async () => Response.json({ hello: 'proxy' });
    await expect(
      readConversationStream({
        conversationId: 'c1',
        heldSeq: () => 0,
        onMessage: () => undefined,
        signal: new AbortController().signal,
        open,
      }),
    ).rejects.toBeInstanceOf(StreamUnavailableError);
  });

  it('gives up after connects that fail in a row', async () => {
    let connects = 0;
    const open: OpenStream = async () => {
      connects += 1;
      throw new Error('connection refused');
    };
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(
      readConversationStream({
        conversationId: 'c1',
        heldSeq: () => 0,
        onMessage: () => undefined,
        signal: new AbortController().signal,
        open,
        maxFailures: 3,
        delayMs: () => 0,
      }),
    ).rejects.toBeInstanceOf(StreamUnavailableError);
    expect(connects).toBe(3);
  });
});
