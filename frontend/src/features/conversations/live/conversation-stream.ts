import {
  CONVERSATION_STREAM_MESSAGE_EVENT,
  conversationMessageSchema,
  type ConversationMessage,
} from '@trio/contracts/http/conversations';
import { createParser } from 'eventsource-parser';
import { apiResponse } from '../../../lib/api-client';
import { logger } from '../../../lib/logger';

/*
 * A conversation's live messages: `GET /trio/conversations/:id/stream` (server-sent events) read with fetch, since
 * an EventSource cannot send the bearer token. After a drop the reader reconnects with `Last-Event-ID` = the newest
 * `seq` the screen holds, so the server sends only what is missing. When the stream cannot be had at all (the route
 * is missing, the answer is not an event stream, or connects fail again and again), the reader gives up with
 * StreamUnavailableError and the screen polls instead.
 */

export class StreamUnavailableError extends Error {
  constructor(reason: string) {
    super(`The live stream is unavailable: ${reason}`);
    this.name = 'StreamUnavailableError';
  }
}

/** Opens the stream's HTTP answer (the app's API client; tests pass their own). */
export type OpenStream = (path: string, headers: Record<string, string>, signal: AbortSignal) => Promise<Response>;

export interface ReadStreamOptions {
  conversationId: string;
  /** The newest `seq` the screen holds now (read at each connect). */
  heldSeq(): number;
  onMessage(message: ConversationMessage): void;
  /** Whether the stream is connected (for the screen's "Live" / "Reconnecting…" note). */
  onConnectedChange?(connected: boolean): void;
  signal: AbortSignal;
  open?: OpenStream;
  /** Failed connects in a row before giving up (a good connect resets the count). */
  maxFailures?: number;
  /** The wait before reconnect number `attempt` (1, 2, …). */
  delayMs?(attempt: number): number;
}

/** The request headers of a (re)connect: the event stream, resumed after `heldSeq` when anything is held. */
export function streamHeaders(heldSeq: number): Record<string, string> {
  const headers: Record<string, string> = { accept: 'text/event-stream', 'cache-control': 'no-cache' };
  if (heldSeq > 0) headers['last-event-id'] = String(heldSeq);
  return headers;
}

/** The wait before reconnecting: 1 s, 2 s, 4 s, … up to 15 s. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(15_000, 1_000 * 2 ** Math.max(0, attempt - 1));
}

const openWithApiClient: OpenStream = (path, headers, signal) => apiResponse(path, { headers, signal });

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** Reads one connection to its end. */
async function readOnce(response: Response, options: ReadStreamOptions): Promise<void> {
  if (!response.body) throw new StreamUnavailableError('the answer has no body');
  const parser = createParser({
    onEvent(event) {
      if ((event.event ?? CONVERSATION_STREAM_MESSAGE_EVENT) !== CONVERSATION_STREAM_MESSAGE_EVENT) return;
      let json: unknown;
      try {
        json = JSON.parse(event.data);
      } catch (cause) {
        logger.warn('A conversation stream event was not JSON', cause);
        return;
      }
      const parsed = conversationMessageSchema.safeParse(json);
      if (!parsed.success) {
        logger.warn('A conversation stream event did not fit the contract', parsed.error);
        return;
      }
      options.onMessage(parsed.data);
    },
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  // Leaving the thread ends the read even where aborting the request does not end its body.
  const stop = () => void reader.cancel().catch(() => undefined);
  options.signal.addEventListener('abort', stop, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.feed(value);
    }
  } finally {
    options.signal.removeEventListener('abort', stop);
    reader.releaseLock();
  }
}

/**
 * Reads the stream until `signal` aborts, reconnecting after each drop with the newest `seq` held. Rejects with
 * StreamUnavailableError when the stream cannot be had (then poll), and resolves when aborted.
 */
export async function readConversationStream(options: ReadStreamOptions): Promise<void> {
  const open = options.open ?? openWithApiClient;
  const maxFailures = options.maxFailures ?? 4;
  const delayMs = options.delayMs ?? reconnectDelayMs;
  const path = `/trio/conversations/${encodeURIComponent(options.conversationId)}/stream`;
  let failures = 0;
  while (!options.signal.aborted) {
    let connected = false;
    try {
      const response = await open(path, streamHeaders(options.heldSeq()), options.signal);
      if (!/^text\/event-stream\b/i.test(response.headers.get('content-type') ?? '')) {
        await response.body?.cancel();
        throw new StreamUnavailableError('the answer is not an event stream');
      }
      connected = true;
      options.onConnectedChange?.(true);
      await readOnce(response, options);
    } catch (error) {
      if (options.signal.aborted) return;
      if (error instanceof StreamUnavailableError) throw error;
      // A 404 of the route itself (or of a conversation that is gone) will not get better by trying again.
      if (error instanceof Error && 'status' in error && (error as { status: number }).status === 404) {
        throw new StreamUnavailableError('not found');
      }
      logger.warn('The conversation stream dropped', error);
    } finally {
      options.onConnectedChange?.(false);
    }
    if (options.signal.aborted) return;
    // A drop after a good connect starts the count again; connects that fail in a row add up.
    failures = connected ? 1 : failures + 1;
    if (failures >= maxFailures) throw new StreamUnavailableError(`${failures} connects failed`);
    await wait(delayMs(failures), options.signal);
  }
}
